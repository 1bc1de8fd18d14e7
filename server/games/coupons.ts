import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import type { Coupon, CouponStatus } from '../../machines/shared/games.ts';
import type { StoredSelection } from '../db/catalogue-coupons.ts';
import type { Db } from '../db/driver.ts';

/** Market names per code, in both languages. */
const MARKETS: Record<string, Record<Lang, string>> = {
  '1x2': { tr: 'Maç Sonucu', en: 'Match Result' },
  'over-under-2.5': { tr: 'Alt/Üst 2,5 Gol', en: 'Over/Under 2.5 Goals' },
  'both-teams-score': { tr: 'Karşılıklı Gol', en: 'Both Teams to Score' },
  'double-chance': { tr: 'Çifte Şans', en: 'Double Chance' },
  winner: { tr: 'Kazanan', en: 'Winner' },
  'over-under-165.5': { tr: 'Alt/Üst 165,5 Sayı', en: 'Over/Under 165.5 Points' },
  'total-sets-2.5': { tr: 'Toplam Set Alt/Üst 2,5', en: 'Total Sets Over/Under 2.5' },
};

const PICKS: Record<string, Record<Lang, string>> = {
  home: { tr: '1', en: '1' },
  draw: { tr: 'X', en: 'X' },
  away: { tr: '2', en: '2' },
  'home-draw': { tr: '1X', en: '1X' },
  'draw-away': { tr: 'X2', en: 'X2' },
  over: { tr: 'Üst', en: 'Over' },
  under: { tr: 'Alt', en: 'Under' },
  yes: { tr: 'Var', en: 'Yes' },
  no: { tr: 'Yok', en: 'No' },
};

interface CouponRow {
  id: string;
  created_at: Date;
  status: CouponStatus;
  stake: number;
  total_odds: number;
  potential_win: number;
  payout: number;
  selections: StoredSelection[];
}

/** Turkey's day boundaries (UTC+3, no daylight saving since 2016). */
const dayStart = (date: string) => new Date(`${date}T00:00:00+03:00`);

/**
 * One page of the player's coupons created from the start of startDate to the end of endDate
 * (Turkey's days), newest first; markets and picks worded in lang.
 */
export async function couponPage(
  db: Db,
  playerId: number,
  query: { startDate: string; endDate: string; limit: number; offset: number; lang: Lang },
): Promise<{ items: Coupon[]; pagination: Pagination }> {
  const from = dayStart(query.startDate);
  const until = new Date(dayStart(query.endDate).getTime() + 86_400_000);
  const where = 'player_id = $1 AND created_at >= $2 AND created_at < $3';
  const params = [playerId, from.toISOString(), until.toISOString()];
  const rows = await db.query<CouponRow>(
    `SELECT id, created_at, status, stake, total_odds, potential_win, payout, selections
     FROM coupons WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM coupons WHERE ${where}`,
    params,
  );
  const { lang } = query;
  const items = rows.map((row): Coupon => ({
    couponID: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    stake: row.stake,
    totalOdds: row.total_odds / 100,
    potentialWin: row.potential_win,
    payout: row.payout,
    selections: row.selections.map((s) => ({
      event: s.event,
      market: MARKETS[s.market]?.[lang] ?? s.market,
      pick: PICKS[s.pick]?.[lang] ?? s.pick,
      odds: s.odds / 100,
      startsAt: s.startsAt,
      result: s.result,
    })),
  }));
  return {
    items,
    pagination: { limit: query.limit, offset: query.offset, total: count?.n ?? 0 },
  };
}
