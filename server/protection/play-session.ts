import {
  nextRealityCheck,
  playStopOf,
  type PlaySession,
  type ProtectionProfile,
} from '../../machines/shared/protection.ts';
import type { Db } from '../db/driver.ts';
import { openGameSession } from './game-sessions.ts';
import { reviewDue } from './review.ts';
import { protectionState, stakesAndWins } from './state.ts';

interface SessionRow {
  created_at: Date;
  reality_checked_at: Date | null;
}

async function sessionRow(db: Db, sessionId: number): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>(
    'SELECT created_at, reality_checked_at FROM sessions WHERE id = $1',
    [sessionId],
  );
  if (!row) throw new Error(`session ${sessionId} is gone`);
  return row;
}

/** When the session's next reality check falls due (ms), or null while the check is off. */
async function nextCheckOf(db: Db, sessionId: number, minutes: number | null) {
  const row = await sessionRow(db, sessionId);
  return nextRealityCheck(
    minutes,
    new Date(row.created_at).getTime(),
    row.reality_checked_at ? new Date(row.reality_checked_at).getTime() : null,
  );
}

async function hasDeposited(db: Db, playerId: number): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM cash_transactions
                    WHERE player_id = $1 AND direction = 'deposit') AS found`,
    [playerId],
  );
  return row?.found ?? false;
}

/**
 * The signed-in session as the site's reality check and play-time end read it, with the player's
 * game session (which this read ends once it has gone idle).
 */
export async function playSession(
  db: Db,
  { playerId, sessionId }: { playerId: number; sessionId: number },
  nowMs: number,
  profile: ProtectionProfile,
): Promise<PlaySession> {
  const state = await protectionState(db, playerId, nowMs, profile);
  const session = await sessionRow(db, sessionId);
  const nextCheckAt = await nextCheckOf(db, sessionId, state.realityCheckMinutes);
  return {
    now: state.now,
    startedAt: new Date(session.created_at).toISOString(),
    realityCheckMinutes: state.realityCheckMinutes,
    nextCheckAt: nextCheckAt === null ? null : new Date(nextCheckAt).toISOString(),
    ...(await stakesAndWins(db, playerId, new Date(session.created_at).getTime())),
    playTime: state.playTime,
    stop: playStopOf(state),
    closed: state.closed,
    closedUntil: state.timeoutUntil ?? state.exclusion?.until ?? null,
    depositLeft: state.left.deposit,
    hasDeposited: await hasDeposited(db, playerId),
    game: await openGameSession(db, playerId, nowMs),
    panicButton: profile.panicButton,
    limitChoiceDue: state.limitChoiceDue,
    reviewDue: await reviewDue(db, playerId, nowMs, profile.reviewMonths),
  };
}

/** Whether the session's reality check is due and not yet acknowledged: its bets wait. */
export async function realityCheckDue(
  db: Db,
  sessionId: number,
  minutes: number | null,
  nowMs: number,
): Promise<boolean> {
  const next = await nextCheckOf(db, sessionId, minutes);
  return next !== null && next <= nowMs;
}

/** The player saw the check: the next one falls due one interval from now. */
export async function acknowledgeRealityCheck(db: Db, sessionId: number, nowMs: number) {
  await db.query('UPDATE sessions SET reality_checked_at = $2 WHERE id = $1', [
    sessionId,
    new Date(nowMs),
  ]);
}

/** A new interval counts from when it is set, in every live session of the player. */
export async function restartRealityChecks(db: Db, playerId: number, nowMs: number) {
  await db.query(
    'UPDATE sessions SET reality_checked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL',
    [playerId, new Date(nowMs)],
  );
}
