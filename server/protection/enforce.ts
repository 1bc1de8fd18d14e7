import type { Lang } from '../../machines/shared/contract.ts';
import {
  allowance,
  periodStart,
  type Allowance,
  type Limit,
  type LimitKind,
  type ProtectionLimit,
  type ProtectionProfile,
} from '../../machines/shared/protection.ts';
import { formatMoney } from '../../machines/shared/format.ts';
import type { Db } from '../db/driver.ts';
import { refuse, type Refusal } from '../envelope.ts';
import { t, type MessageKey } from '../messages.ts';
import { limitChoiceDue } from './limit-choice.ts';
import { realityCheckDue } from './play-session.ts';
import { closure, limitsOf, minutesPlayed, protectionRow, usageOf } from './state.ts';

/**
 * The platform's side of the player's protection: every check runs in the call's transaction
 * after the wallet is locked, so two deposits or bets racing each other, or a limit change, are
 * counted one after the other. The site only shows what these decide.
 */

const CLOSED: Record<'timeout' | 'panic' | 'excluded', MessageKey> = {
  timeout: 'closedByTimeout',
  panic: 'closedByPanic',
  excluded: 'closedByExclusion',
};

const PERIOD_NAMES: Record<Limit['period'], MessageKey> = {
  day: 'limitPeriodDay',
  week: 'limitPeriodWeek',
  month: 'limitPeriodMonth',
};

const LIMIT_REACHED: Record<LimitKind, MessageKey> = {
  deposit: 'depositLimitReached',
  loss: 'lossLimitReached',
  wager: 'wagerLimitReached',
};

/**
 * The limit of `kind` that `amount` would go beyond (the one that leaves the least), if any.
 * Usage is read only when the kind has a limit.
 */
async function exceeded(
  db: Db,
  playerId: number,
  limits: readonly ProtectionLimit[],
  { kind, amount, nowMs }: { kind: LimitKind; amount: number; nowMs: number },
): Promise<Allowance | undefined> {
  const own = limits.filter((limit): limit is Limit => limit.kind === kind);
  if (own.length === 0) return undefined;
  const usage = await usageOf(db, playerId, nowMs);
  const tightest = allowance(own, kind, (period) => usage[kind][period]);
  return tightest && amount > tightest.left ? tightest : undefined;
}

/** The refusal that names the limit: its period, its amount and what it still leaves. */
const limitReached = (kind: LimitKind, { limit, left }: Allowance, lang: Lang): Refusal => ({
  ...refuse(LIMIT_REACHED[kind]),
  params: {
    period: t(PERIOD_NAMES[limit.period], lang),
    limit: formatMoney(Number(limit.amount), lang),
    left: formatMoney(left, lang),
  },
});

/** Whether play and deposits are closed (time-out, panic, self-exclusion), as a refusal. */
export async function closedRefusal(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<Refusal | undefined> {
  const closed = closure(await protectionRow(db, playerId), nowMs);
  return closed ? refuse(CLOSED[closed]) : undefined;
}

/**
 * A deposit of `amount`: refused while closed, while the player's choice of a deposit limit is
 * due (RTS 12: it comes before money moves), or beyond a deposit limit.
 */
export async function depositRefusal(
  db: Db,
  playerId: number,
  amount: number,
  nowMs: number,
  { lang, profile }: { lang: Lang; profile: ProtectionProfile },
): Promise<Refusal | undefined> {
  const closed = await closedRefusal(db, playerId, nowMs);
  if (closed) return closed;
  if (await limitChoiceDue(db, playerId, nowMs, profile.limitPromptMonths)) {
    return refuse('limitChoiceRequired');
  }
  const limits = await limitsOf(db, playerId);
  const limit = await exceeded(db, playerId, limits, { kind: 'deposit', amount, nowMs });
  return limit && limitReached('deposit', limit, lang);
}

/** Whether the daily play time (one of `limits`) is used up. */
async function playTimeUsed(
  db: Db,
  playerId: number,
  limits: readonly ProtectionLimit[],
  nowMs: number,
): Promise<boolean> {
  const limit = limits.find((row) => row.kind === 'play_time');
  if (!limit) return false;
  const played = await minutesPlayed(db, playerId, periodStart('day', nowMs), nowMs);
  return played >= Number(limit.amount);
}

/** A game launch: refused while closed or once today's play time is used up. */
export async function launchRefusal(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<Refusal | undefined> {
  const closed = await closedRefusal(db, playerId, nowMs);
  if (closed) return closed;
  const used = await playTimeUsed(db, playerId, await limitsOf(db, playerId), nowMs);
  return used ? refuse('playTimeReached') : undefined;
}

async function sessionOfLaunch(db: Db, launchId: number): Promise<number | null> {
  const [row] = await db.query<{ session_id: number | null }>(
    'SELECT session_id FROM game_launches WHERE id = $1',
    [launchId],
  );
  return row?.session_id ?? null;
}

/**
 * Why a bet of `stake` may not be taken: the stake could be lost, so both money limits count
 * it. Two reads for a player without limits (the closure and the limits).
 */
export async function betRefusal(
  db: Db,
  { playerId, launchId }: { playerId: number; launchId?: number },
  stake: number,
  nowMs: number,
): Promise<'closed' | 'realityCheck' | 'playTime' | 'loss' | 'wager' | undefined> {
  const row = await protectionRow(db, playerId);
  if (closure(row, nowMs)) return 'closed';
  if (launchId !== undefined && row?.reality_check_minutes) {
    const sessionId = await sessionOfLaunch(db, launchId);
    const minutes = row.reality_check_minutes;
    if (sessionId && (await realityCheckDue(db, sessionId, minutes, nowMs))) return 'realityCheck';
  }
  const limits = await limitsOf(db, playerId);
  if (limits.length === 0) return undefined;
  if (await playTimeUsed(db, playerId, limits, nowMs)) return 'playTime';
  const bet = { amount: stake, nowMs };
  if (await exceeded(db, playerId, limits, { kind: 'loss', ...bet })) return 'loss';
  if (await exceeded(db, playerId, limits, { kind: 'wager', ...bet })) return 'wager';
  return undefined;
}

/**
 * Whether the player's last bet taken (not rolled back) was less than `seconds` before `nowMs`:
 * the profile's minimum spin time refuses the bet then. Asked only where the profile has one.
 */
export async function spinTooSoon(
  db: Db,
  playerId: number,
  seconds: number,
  nowMs: number,
): Promise<boolean> {
  const [row] = await db.query<{ soon: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM seamless_transactions
       WHERE player_id = $1 AND created_at > $2 AND action = 'debit' AND NOT rolled_back
         AND (reply ->> 'ok')::boolean) AS soon`,
    [playerId, new Date(nowMs - seconds * 1000)],
  );
  return row?.soon ?? false;
}
