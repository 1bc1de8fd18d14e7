/**
 * The player's game session (migration 032): one for every tab and device, opened by a game
 * launch when none is open. Its figures and whether it has gone idle are read from the player's
 * seamless transactions since it began, so a bet writes nothing more for it; a read that finds it
 * idle ends it then, as of the moment it went idle.
 */
import { GAME_SESSION_IDLE_MINUTES, type GameSession } from '../../machines/shared/protection.ts';
import { LIVE_SESSION } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';

const IDLE_MS = GAME_SESSION_IDLE_MINUTES * 60_000;

/** Why a game session ended: idle, the last sign-in signed out, or play closed. */
export type GameSessionEnd = 'idle' | 'signed_out' | 'timeout' | 'exclusion' | 'panic';

interface OpenRow {
  id: number;
  started_at: Date;
  staked: number;
  won: number;
  rounds: number;
  /** The latest launch or round. */
  last_active: Date;
}

/** The player's open game session with its figures, rolled-back bets left out; one statement. */
async function openRow(db: Db, playerId: number): Promise<OpenRow | undefined> {
  const [row] = await db.query<OpenRow>(
    `SELECT g.id, g.started_at, played.staked, played.won, played.rounds,
       greatest(g.last_launch_at, played.last_round) AS last_active
     FROM game_sessions g CROSS JOIN LATERAL (
       SELECT COALESCE(sum(t.amount) FILTER (WHERE t.action = 'debit' AND NOT t.rolled_back), 0)
           ::bigint AS staked,
         COALESCE(sum(t.amount) FILTER (WHERE t.action = 'credit'), 0)::bigint AS won,
         count(DISTINCT t.round_id) FILTER (WHERE NOT t.rolled_back) AS rounds,
         max(t.created_at) AS last_round
       FROM seamless_transactions t
       WHERE t.player_id = g.player_id AND t.action IN ('debit', 'credit')
         AND t.created_at >= g.started_at) played
     WHERE g.player_id = $1 AND g.ended_at IS NULL`,
    [playerId],
  );
  return row;
}

/** Ends the session if it has gone idle by `nowMs` (as of then); true when it has. */
async function endedIdle(db: Db, open: OpenRow, nowMs: number): Promise<boolean> {
  const idleAt = new Date(open.last_active).getTime() + IDLE_MS;
  if (idleAt > nowMs) return false;
  await db.query(
    `UPDATE game_sessions SET ended_at = $2, end_reason = 'idle'
     WHERE id = $1 AND ended_at IS NULL`,
    [open.id, new Date(idleAt)],
  );
  return true;
}

/** The player's game session open at `nowMs`, or null (one gone idle is ended here). */
export async function openGameSession(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<GameSession | null> {
  const open = await openRow(db, playerId);
  if (!open || (await endedIdle(db, open, nowMs))) return null;
  return {
    id: Number(open.id),
    startedAt: new Date(open.started_at).toISOString(),
    staked: Number(open.staked),
    won: Number(open.won),
    rounds: Number(open.rounds),
  };
}

/** A game launch: the open session goes on, or a new one opens (two racing launches share one). */
export async function gameSessionLaunched(db: Db, playerId: number, nowMs: number) {
  const open = await openRow(db, playerId);
  if (open && !(await endedIdle(db, open, nowMs))) {
    await db.query(
      'UPDATE game_sessions SET last_launch_at = greatest(last_launch_at, $2) WHERE id = $1',
      [open.id, new Date(nowMs)],
    );
    return;
  }
  await db.query(
    `INSERT INTO game_sessions (player_id, started_at, last_launch_at) VALUES ($1, $2, $2)
     ON CONFLICT (player_id) WHERE ended_at IS NULL DO UPDATE
       SET last_launch_at = greatest(game_sessions.last_launch_at, excluded.last_launch_at)`,
    [playerId, new Date(nowMs)],
  );
}

/** Ends the player's open game session now (one that went idle before ends as idle). */
export async function endGameSession(
  db: Db,
  playerId: number,
  reason: Exclude<GameSessionEnd, 'idle'>,
  nowMs: number,
) {
  if (!(await openGameSession(db, playerId, nowMs))) return;
  await db.query(
    `UPDATE game_sessions SET ended_at = $3, end_reason = $2
     WHERE player_id = $1 AND ended_at IS NULL`,
    [playerId, reason, new Date(nowMs)],
  );
}

/** A sign-out: the game session ends with the player's last live sign-in. */
export async function signedOut(db: Db, playerId: number, nowMs: number) {
  const [row] = await db.query<{ live: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions s JOIN players p ON p.id = s.player_id
                    WHERE s.player_id = $1 AND ${LIVE_SESSION}) AS live`,
    [playerId],
  );
  if (!row?.live) await endGameSession(db, playerId, 'signed_out', nowMs);
}
