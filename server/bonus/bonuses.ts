/** The bonuses players hold or held (table player_bonuses), as class bonus answers them. */
import type {
  BonusStatus,
  GameRef,
  PlayerBonus,
  WageringWeights,
} from '../../machines/shared/bonus.ts';
import type { Lang, Pagination } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { namedGames } from './games.ts';

export interface BonusRow {
  id: number;
  player_id: number;
  offer_id: number;
  status: BonusStatus;
  amount: number;
  wagering_required: number;
  wagered: number;
  max_bet_kurus: number;
  weights: WageringWeights;
  excluded_games: GameRef[];
  expires_at: Date;
  granted_at: Date;
  ended_at: Date | null;
}

const COLUMNS = `b.id, b.player_id, b.offer_id, b.status, b.amount, b.wagering_required,
  b.wagered, b.max_bet_kurus, b.weights, b.excluded_games, b.expires_at, b.granted_at,
  b.ended_at`;

/** The player's active bonus, if any; the caller holds the player's lock. */
export async function activeBonus(tx: Db, playerId: number): Promise<BonusRow | undefined> {
  const [row] = await tx.query<BonusRow>(
    `SELECT ${COLUMNS} FROM player_bonuses b WHERE b.player_id = $1 AND b.status = 'active'`,
    [playerId],
  );
  return row;
}

export async function findBonus(
  tx: Db,
  playerId: number,
  bonusId: number,
): Promise<BonusRow | undefined> {
  const [row] = await tx.query<BonusRow>(
    `SELECT ${COLUMNS} FROM player_bonuses b WHERE b.player_id = $1 AND b.id = $2`,
    [playerId, bonusId],
  );
  return row;
}

/**
 * A bonus as the player reads it. The terms are the bonus's own copy; the multiplier and the
 * days come from its required wagering and its dates, so editing the offer changes neither.
 */
export async function toPlayerBonus(
  db: Db,
  row: BonusRow,
  lang: Lang,
  bonusBalance: number,
): Promise<PlayerBonus> {
  const [offer] = await db.query<{ title: string }>(
    `SELECT ${lang === 'en' ? 'title_en' : 'title_tr'} AS title FROM bonus_offers WHERE id = $1`,
    [row.offer_id],
  );
  const granted = new Date(row.granted_at);
  const expires = new Date(row.expires_at);
  return {
    bonusID: row.id,
    offerID: row.offer_id,
    title: offer!.title,
    status: row.status,
    amount: row.amount,
    balance: row.status === 'active' ? bonusBalance : 0,
    wageringRequired: row.wagering_required,
    wagered: row.wagered,
    wageringMultiplier: row.amount > 0 ? Math.round(row.wagering_required / row.amount) : 0,
    expiryDays: Math.round((expires.getTime() - granted.getTime()) / 86_400_000),
    maxBet: row.max_bet_kurus,
    weights: row.weights,
    excludedGames: await namedGames(db, row.excluded_games),
    grantedAt: granted.toISOString(),
    expiresAt: expires.toISOString(),
    endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
  };
}

/** The money in the player's bonus account (the active bonus's). */
export async function bonusBalanceOf(db: Db, playerId: number): Promise<number> {
  const [wallet] = await db.query<{ bonus: number }>(
    `SELECT bonus_kurus AS bonus FROM wallets WHERE player_id = $1 AND currency = 'TRY'`,
    [playerId],
  );
  return wallet?.bonus ?? 0;
}

/** One page of the player's bonuses: the active one first, then the newest. */
export async function bonusPage(
  db: Db,
  playerId: number,
  lang: Lang,
  page: { limit: number; offset: number },
): Promise<{ items: PlayerBonus[]; pagination: Pagination }> {
  const rows = await db.query<BonusRow>(
    `SELECT ${COLUMNS} FROM player_bonuses b WHERE b.player_id = $1
     ORDER BY b.status = 'active' DESC, b.granted_at DESC, b.id DESC LIMIT $2 OFFSET $3`,
    [playerId, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*) AS total FROM player_bonuses WHERE player_id = $1',
    [playerId],
  );
  const balance = await bonusBalanceOf(db, playerId);
  return {
    items: await Promise.all(rows.map((row) => toPlayerBonus(db, row, lang, balance))),
    pagination: { limit: page.limit, offset: page.offset, total: count!.total },
  };
}
