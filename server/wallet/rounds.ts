/**
 * The rounds of games played for the real balance (table game_rounds), as the seamless wallet
 * writes them and finance list_game_rounds reads them. Amounts are kuruş.
 */
import type {
  GameKind,
  GameRound,
  GameRoundQuery,
  RoundStatus,
} from '../../machines/shared/history.ts';
import type { Pagination } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { roundFilter } from '../history/filters.ts';

/** What a round is played on: the launch's game, with its names as they are now. */
export interface GamePlay {
  playerId: number;
  /** undefined for rounds seeded without a launch. */
  launchId?: number;
  gameType: GameKind;
  gameId: number;
  gameName: string;
  providerName: string;
}

export interface RoundRow {
  id: number;
  status: RoundStatus;
  bet: number;
  win: number;
  /** The part of the bet that was bonus money, and the bonus it came from. */
  bonus_bet: number;
  player_bonus_id: number | null;
}

export async function findRound(
  tx: Db,
  playerId: number,
  providerRoundId: string,
): Promise<RoundRow | undefined> {
  const [row] = await tx.query<RoundRow>(
    `SELECT id, status, bet, win, bonus_bet, player_bonus_id FROM game_rounds
     WHERE player_id = $1 AND provider_round_id = $2`,
    [playerId, providerRoundId],
  );
  return row;
}

/** A new open round without stake yet; the caller holds the player's lock. */
export async function openRound(
  tx: Db,
  play: GamePlay,
  providerRoundId: string,
  at?: Date,
): Promise<RoundRow> {
  const [row] = await tx.query<RoundRow>(
    `SELECT id, status, bet, win, bonus_bet, player_bonus_id
     FROM game_round_open($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      play.playerId,
      play.launchId ?? null,
      providerRoundId,
      play.gameType,
      play.gameId,
      play.gameName,
      play.providerName,
      at?.toISOString() ?? null,
    ],
  );
  return row!;
}

/**
 * Adds to a round's bet (and its bonus part, naming the bonus it came from) or win; final
 * settles it (at `at`, or now).
 */
export async function addToRound(
  tx: Db,
  roundId: number,
  change: {
    bet?: number;
    bonusBet?: number;
    playerBonusId?: number;
    win?: number;
    final?: boolean;
    at?: Date;
  },
): Promise<void> {
  await tx.query('SELECT game_round_add($1, $2, $3, $4, $5, $6, $7)', [
    roundId,
    change.bet ?? 0,
    change.win ?? 0,
    change.final ?? false,
    change.at?.toISOString() ?? null,
    change.bonusBet ?? 0,
    change.playerBonusId ?? null,
  ]);
}

/** A round whose every stake was rolled back: cancelled, bet kept as staked, nothing won. */
export async function cancelRound(tx: Db, roundId: number, at?: Date): Promise<void> {
  await tx.query(
    `UPDATE game_rounds SET status = 'cancelled', win = 0,
       settled_at = COALESCE($2::timestamptz, now()) WHERE id = $1`,
    [roundId, at?.toISOString() ?? null],
  );
}

interface ListedRow {
  id: number;
  game_type: GameKind;
  game_id: number;
  game_name: string;
  provider_name: string;
  bet: number;
  win: number;
  status: RoundStatus;
  created_at: Date;
  settled_at: Date | null;
}

const toGameRound = (row: ListedRow): GameRound => ({
  roundID: row.id,
  gameType: row.game_type,
  gameID: row.game_id,
  gameName: row.game_name,
  providerName: row.provider_name,
  bet: row.bet,
  win: row.win,
  net: row.status === 'cancelled' ? 0 : row.win - row.bet,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
});

/** One page of the player's rounds matching every filter given, newest first. */
export async function gameRoundsPage(
  db: Db,
  playerId: number,
  query: GameRoundQuery,
): Promise<{ rounds: GameRound[]; pagination: Pagination }> {
  const { where, params } = roundFilter(playerId, query);
  const rows = await db.query<ListedRow>(
    `SELECT id, game_type, game_id, game_name, provider_name, bet, win, status, created_at,
       settled_at FROM game_rounds ${where}
     ORDER BY created_at DESC, id DESC LIMIT $6 OFFSET $7`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM game_rounds ${where}`,
    params,
  );
  return {
    rounds: rows.map(toGameRound),
    pagination: { limit: query.limit, offset: query.offset, total: count!.total },
  };
}
