import {
  changeTiming,
  exclusionEnd,
  timeoutEnd,
  type ExclusionLength,
  type LimitPeriod,
  type ProtectionProfile,
  type ProtectionLimit,
  type TimeoutLength,
} from '../../machines/shared/protection.ts';
import { revokeSessions } from '../accounts/sessions.ts';
import { removePlayerDevices } from '../push/subscriptions.ts';
import type { Db } from '../db/driver.ts';
import { refuse, type Refusal } from '../envelope.ts';
import type { MessageKey } from '../messages.ts';
import { lockPlayer } from '../wallet/ledger.ts';
import { recordEvent, type ProtectionActor } from './events.ts';
import { stampLimitChoice } from './limit-choice.ts';
import { endGameSession } from './game-sessions.ts';
import { coolingOffMs } from './profiles.ts';
import { restartRealityChecks } from './play-session.ts';
import { closure, protectionRow } from './state.ts';

type Kind = ProtectionLimit['kind'];

async function currentLimit(db: Db, playerId: number, kind: Kind, period: LimitPeriod) {
  const [row] = await db.query<{ amount: number }>(
    'SELECT amount FROM player_limits WHERE player_id = $1 AND kind = $2 AND period = $3',
    [playerId, kind, period],
  );
  return row ? Number(row.amount) : undefined;
}

async function applyLimit(
  db: Db,
  playerId: number,
  { kind, period, amount }: { kind: Kind; period: LimitPeriod; amount: number | null },
  nowMs: number,
) {
  if (amount === null) {
    await db.query('DELETE FROM player_limits WHERE player_id = $1 AND kind = $2 AND period = $3', [
      playerId,
      kind,
      period,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO player_limits (player_id, kind, period, amount, set_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (player_id, kind, period)
       DO UPDATE SET amount = excluded.amount, set_at = excluded.set_at`,
    [playerId, kind, period, amount, new Date(nowMs)],
  );
}

/** Deletes the limit's pending change; true when there was one. */
const dropChange = async (db: Db, playerId: number, kind: Kind, period: LimitPeriod) =>
  (
    await db.query(
      `DELETE FROM player_limit_changes WHERE player_id = $1 AND kind = $2 AND period = $3
       RETURNING 1`,
      [playerId, kind, period],
    )
  ).length > 0;

/** What the record keeps of a limit change: the limit, the new amount and the one before. */
const recorded = (
  { kind, period, amount }: { kind: Kind; period: LimitPeriod; amount: number | null },
  from: number | undefined,
) => ({ kind, period, amount, from: from ?? null });

/** Whether a player's change raises or removes the limit in force (it then waits the cooling-off). */
export async function loosens(
  db: Db,
  playerId: number,
  change: { kind: Kind; period: LimitPeriod; amount: number | null },
): Promise<boolean> {
  await lockPlayer(db, playerId);
  const current = await currentLimit(db, playerId, change.kind, change.period);
  return changeTiming(current, change.amount) === 'later';
}

/**
 * A new amount (null: none) for one limit. A player's lower or first limit applies at once and
 * drops a pending raise, and the amount in force withdraws it; a raise or removal waits the
 * profile's cooling-off, then needs confirmLimit. The operator's
 * change applies at once, whichever way it goes. Answers the message for the reply.
 */
export async function setLimit(
  db: Db,
  playerId: number,
  change: { kind: Kind; period: LimitPeriod; amount: number | null },
  by: ProtectionActor,
  nowMs: number,
  profile: Pick<ProtectionProfile, 'coolingOffHours'>,
): Promise<MessageKey> {
  // The player row serialises this with deposits and bets, which lock it first too.
  await lockPlayer(db, playerId);
  const current = await currentLimit(db, playerId, change.kind, change.period);
  const timing = by.actor === 'operator' ? 'now' : changeTiming(current, change.amount);
  // Asking for the limit in force while a raise waits takes the raise back: say so, and keep it.
  if (timing === 'same') {
    if (!(await dropChange(db, playerId, change.kind, change.period))) return 'limitUnchanged';
    const { kind, period } = change;
    await recordEvent(db, playerId, 'limit_withdrawn', { kind, period }, by, nowMs);
    return 'limitChangeWithdrawn';
  }
  if (timing === 'now') {
    await applyLimit(db, playerId, change, nowMs);
    await dropChange(db, playerId, change.kind, change.period);
    await recordEvent(db, playerId, 'limit_set', recorded(change, current), by, nowMs);
    if (change.kind === 'deposit') await stampLimitChoice(db, playerId, nowMs);
    return 'limitSet';
  }
  await db.query(
    `INSERT INTO player_limit_changes (player_id, kind, period, amount, requested_at, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = excluded.amount,
       requested_at = excluded.requested_at, effective_at = excluded.effective_at`,
    [
      playerId,
      change.kind,
      change.period,
      change.amount,
      new Date(nowMs),
      new Date(nowMs + coolingOffMs(profile)),
    ],
  );
  await recordEvent(db, playerId, 'limit_requested', recorded(change, current), by, nowMs);
  return 'limitChangePending';
}

/** Applies a pending raise or removal once its cooling-off has passed. */
export async function confirmLimit(
  db: Db,
  playerId: number,
  { kind, period }: { kind: Kind; period: LimitPeriod },
  nowMs: number,
  profile: Pick<ProtectionProfile, 'coolingOffHours'>,
): Promise<Refusal | undefined> {
  await lockPlayer(db, playerId);
  const [pending] = await db.query<{ amount: number | null; effective_at: Date }>(
    `SELECT amount, effective_at FROM player_limit_changes
     WHERE player_id = $1 AND kind = $2 AND period = $3`,
    [playerId, kind, period],
  );
  if (!pending) return refuse('limitChangeNotFound');
  if (pending.effective_at.getTime() > nowMs) {
    return { ...refuse('limitChangeNotDue'), params: { hours: profile.coolingOffHours } };
  }
  const amount = pending.amount === null ? null : Number(pending.amount);
  await applyLimit(db, playerId, { kind, period, amount }, nowMs);
  await dropChange(db, playerId, kind, period);
  if (kind === 'deposit') await stampLimitChoice(db, playerId, nowMs);
  await recordEvent(
    db,
    playerId,
    'limit_confirmed',
    { kind, period, amount },
    { actor: 'player' },
    nowMs,
  );
  return undefined;
}

/** Withdraws a pending raise or removal: the limit stays as it is. */
export async function withdrawLimitChange(
  db: Db,
  playerId: number,
  { kind, period }: { kind: Kind; period: LimitPeriod },
  nowMs: number,
): Promise<Refusal | undefined> {
  const dropped = await db.query(
    `DELETE FROM player_limit_changes WHERE player_id = $1 AND kind = $2 AND period = $3
     RETURNING 1`,
    [playerId, kind, period],
  );
  if (dropped.length === 0) return refuse('limitChangeNotFound');
  await recordEvent(db, playerId, 'limit_withdrawn', { kind, period }, { actor: 'player' }, nowMs);
  return undefined;
}

export async function setRealityCheck(
  db: Db,
  playerId: number,
  minutes: number | null,
  nowMs: number,
) {
  await db.query(
    `INSERT INTO player_protection (player_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (player_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    [playerId, minutes],
  );
  await restartRealityChecks(db, playerId, nowMs);
  await recordEvent(db, playerId, 'reality_check', { minutes }, { actor: 'player' }, nowMs);
}

/**
 * A time-out or a self-exclusion, effective at once: every session ends (and with them the games
 * launched in them). Neither can be shortened; a time-out may only end later, and a
 * self-exclusion may follow a time-out. A self-exclusion also removes every push subscription
 * of the player; during a time-out they stay, and no push is sent (push/outbox.ts).
 */
export async function closeAccount(
  db: Db,
  playerId: number,
  close:
    { kind: 'timeout'; length: TimeoutLength } | { kind: 'exclusion'; length: ExclusionLength },
  by: ProtectionActor,
  nowMs: number,
): Promise<Refusal | undefined> {
  await lockPlayer(db, playerId);
  const row = await protectionRow(db, playerId, true);
  const closed = closure(row, nowMs);
  if (close.kind === 'timeout') {
    const until = timeoutEnd(close.length, nowMs);
    const timedOut = closed === 'timeout' || closed === 'panic';
    if (closed === 'excluded' || (timedOut && row!.timeout_until!.getTime() >= until)) {
      return refuse('alreadyClosed');
    }
    // A longer time-out taken during one (or a panic) continues it: it began when the first did.
    const from = timedOut ? row!.timeout_from! : new Date(nowMs);
    await db.query(
      `INSERT INTO player_protection (player_id, timeout_from, timeout_until, timeout_kind)
       VALUES ($1, $2, $3, 'timeout')
       ON CONFLICT (player_id) DO UPDATE SET timeout_from = excluded.timeout_from,
         timeout_until = excluded.timeout_until, timeout_kind = excluded.timeout_kind`,
      [playerId, from, new Date(until)],
    );
  } else {
    if (closed === 'excluded') return refuse('alreadyClosed');
    const until = exclusionEnd(close.length, nowMs);
    await db.query(
      `INSERT INTO player_protection (player_id, excluded_at, excluded_until) VALUES ($1, $2, $3)
       ON CONFLICT (player_id) DO UPDATE SET excluded_at = excluded.excluded_at,
         excluded_until = excluded.excluded_until`,
      [playerId, new Date(nowMs), until === null ? null : new Date(until)],
    );
    await removePlayerDevices(db, playerId);
  }
  await revokeSessions(db, playerId, close.kind);
  await endGameSession(db, playerId, close.kind, nowMs);
  await recordEvent(db, playerId, close.kind, { length: close.length }, by, nowMs);
  return undefined;
}
