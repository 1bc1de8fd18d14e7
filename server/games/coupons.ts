import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import type { Coupon, CouponStatus } from '../../machines/shared/games.ts';
import type { StoredSelection } from '../db/catalogue-coupons.ts';
import type { Db } from '../db/driver.ts';
import { couponFilter, type CouponFilterQuery } from '../history/filters.ts';

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

export interface CouponRow {
  id: string;
  created_at: Date;
  status: CouponStatus;
  stake: number;
  total_odds: number;
  potential_win: number;
  payout: number;
  selections: StoredSelection[];
}

/** The player's coupons of a filter, newest first, at most limit from offset. */
export async function couponRows(
  db: Db,
  playerId: number,
  query: CouponFilterQuery & { limit: number; offset: number },
): Promise<CouponRow[]> {
  const { where, params } = couponFilter(playerId, query);
  return db.query<CouponRow>(
    `SELECT id, created_at, status, stake, total_odds, potential_win, payout, selections
     FROM coupons ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, query.limit, query.offset],
  );
}

/** A stored coupon with its markets and picks worded in lang. */
export const toCoupon = (row: CouponRow, lang: Lang): Coupon => ({
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
});

/**
 * One page of the player's coupons created from the start of startDate to the end of endDate
 * (Turkey's days), open or settled ones only with couponState, newest first.
 */
export async function couponPage(
  db: Db,
  playerId: number,
  query: CouponFilterQuery & { limit: number; offset: number; lang: Lang },
): Promise<{ items: Coupon[]; pagination: Pagination }> {
  const rows = await couponRows(db, playerId, query);
  const { where, params } = couponFilter(playerId, query);
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM coupons ${where}`,
    params,
  );
  return {
    items: rows.map((row) => toCoupon(row, query.lang)),
    pagination: { limit: query.limit, offset: query.offset, total: count?.n ?? 0 },
  };
}
