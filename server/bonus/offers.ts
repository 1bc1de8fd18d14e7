/**
 * The operator's offers (table bonus_offers) as a player sees them: listed when active (those
 * that need a promo code only once the player redeemed one), each with why it cannot be taken
 * now, and for the casino discount what a claim would pay for the last finished week.
 */
import {
  discountForLosses,
  type BonusOffer,
  type GameRef,
  type OfferBlock,
  type OfferTrigger,
  type WageringWeights,
} from '../../machines/shared/bonus.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import { namedGames } from './games.ts';
import { lastFinishedWeek, periodKey, type Repeat } from './periods.ts';

export interface OfferRow {
  id: number;
  slug: string;
  trigger: OfferTrigger;
  title_tr: string;
  title_en: string;
  summary_tr: string;
  summary_en: string;
  percent: number;
  fixed_kurus: number;
  max_kurus: number;
  min_deposit_kurus: number;
  wagering_multiplier: number;
  expiry_days: number;
  max_bet_kurus: number;
  weights: WageringWeights;
  excluded_games: GameRef[];
  excluded_method_ids: number[];
  repeat: Repeat;
  requires_code: boolean;
  active: boolean;
  sort: number;
}

export async function offerRows(db: Db, scope: { id?: number; slug?: string } = {}) {
  return db.query<OfferRow>(
    `SELECT * FROM bonus_offers WHERE ($1::integer IS NULL OR id = $1)
       AND ($2::text IS NULL OR slug = $2) ORDER BY sort, id`,
    [scope.id ?? null, scope.slug ?? null],
  );
}

/** What a player's offers depend on, read once per call. */
interface PlayerFacts {
  bonusActive: boolean;
  firstDepositMade: boolean;
  codeOffers: Set<number>;
  /** offer id → period keys of the bonuses the player had of it. */
  taken: Map<number, Set<string>>;
  netLoss: number;
}

/**
 * exceptDeposit: a deposit being credited now, which does not count as a first deposit made.
 */
async function playerFacts(
  db: Db,
  playerId: number,
  at: Date,
  exceptDeposit?: number,
): Promise<PlayerFacts> {
  const week = lastFinishedWeek(at);
  const [facts] = await db.query<{
    active: boolean;
    deposited: boolean;
    codes: number[];
    net_loss: number;
  }>(
    `SELECT
       EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = $1 AND status = 'active') AS active,
       EXISTS (SELECT 1 FROM cash_transactions WHERE player_id = $1 AND direction = 'deposit'
         AND status = $5 AND id IS DISTINCT FROM $2) AS deposited,
       ARRAY(SELECT DISTINCT c.offer_id FROM player_promo_codes p
         JOIN promo_codes c ON c.code = p.code WHERE p.player_id = $1) AS codes,
       (SELECT COALESCE(sum(bet - win), 0)::bigint FROM game_rounds WHERE player_id = $1
         AND status = 'settled' AND game_type IN ('slot', 'live')
         AND settled_at >= $3 AND settled_at < $4) AS net_loss`,
    [
      playerId,
      exceptDeposit ?? null,
      week.from.toISOString(),
      week.until.toISOString(),
      TRANSACTION_STATUS.completed,
    ],
  );
  const taken = new Map<number, Set<string>>();
  const rows = await db.query<{ offer_id: number; period_key: string }>(
    'SELECT offer_id, period_key FROM player_bonuses WHERE player_id = $1',
    [playerId],
  );
  for (const row of rows) {
    taken.set(row.offer_id, (taken.get(row.offer_id) ?? new Set()).add(row.period_key));
  }
  return {
    bonusActive: facts!.active,
    firstDepositMade: facts!.deposited,
    codeOffers: new Set(facts!.codes),
    taken,
    netLoss: facts!.net_loss,
  };
}

/** The period a claim or grant of the offer counts for now. */
export const offerPeriod = (row: OfferRow, at: Date) =>
  row.trigger === 'losses' ? lastFinishedWeek(at).start : periodKey(row.repeat, at);

function toOffer(row: OfferRow, facts: PlayerFacts, lang: Lang, at: Date): BonusOffer {
  const week = row.trigger === 'losses' ? lastFinishedWeek(at) : undefined;
  const due = week
    ? discountForLosses({ percent: row.percent, maxAmount: row.max_kurus }, facts.netLoss)
    : 0;
  const block = (): OfferBlock | null => {
    if (row.requires_code && !facts.codeOffers.has(row.id)) return 'codeRequired';
    if (facts.taken.get(row.id)?.has(offerPeriod(row, at))) return 'used';
    if (row.trigger === 'first_deposit' && facts.firstDepositMade) return 'notFirstDeposit';
    if (row.wagering_multiplier > 0 && facts.bonusActive) return 'bonusActive';
    if (week && due === 0) return 'nothingDue';
    return null;
  };
  return {
    offerID: row.id,
    slug: row.slug,
    trigger: row.trigger,
    title: lang === 'en' ? row.title_en : row.title_tr,
    summary: lang === 'en' ? row.summary_en : row.summary_tr,
    percent: row.percent,
    fixedAmount: row.fixed_kurus,
    maxAmount: row.max_kurus,
    minDeposit: row.min_deposit_kurus,
    excludedMethodIDs: row.excluded_method_ids,
    wageringMultiplier: row.wagering_multiplier,
    expiryDays: row.expiry_days,
    maxBet: row.max_bet_kurus,
    weights: row.weights,
    excludedGames: [],
    blocked: block(),
    due,
    ...(week ? { period: { start: week.start, end: week.end } } : {}),
  };
}

async function named(db: Db, offer: BonusOffer, row: OfferRow): Promise<BonusOffer> {
  return { ...offer, excludedGames: await namedGames(db, row.excluded_games) };
}

/** The offers the player is shown: active, and unlocked when they need a code. */
export async function playerOffers(db: Db, playerId: number, lang: Lang): Promise<BonusOffer[]> {
  const at = new Date();
  const facts = await playerFacts(db, playerId, at);
  const rows = (await offerRows(db)).filter(
    (row) => row.active && (!row.requires_code || facts.codeOffers.has(row.id)),
  );
  return Promise.all(rows.map((row) => named(db, toOffer(row, facts, lang, at), row)));
}

/** One active offer as the player sees it now (codeRequired when locked); undefined if none. */
export async function playerOffer(
  db: Db,
  playerId: number,
  offerId: number,
  lang: Lang,
  exceptDeposit?: number,
): Promise<{ offer: BonusOffer; row: OfferRow } | undefined> {
  const [row] = await offerRows(db, { id: offerId });
  if (!row?.active) return undefined;
  const at = new Date();
  const facts = await playerFacts(db, playerId, at, exceptDeposit);
  return { offer: await named(db, toOffer(row, facts, lang, at), row), row };
}
