import type { Lang } from '../../machines/shared/contract.ts';
import {
  allowance,
  periodStart,
  type Allowance,
  type Limit,
  type LimitKind,
} from '../../machines/shared/protection.ts';
import { lira } from '../bonus/money.ts';
import type { Db } from '../db/driver.ts';
import { refuse, type Reply } from '../envelope.ts';
import { t, type MessageKey } from '../messages.ts';
import { closure, limitsOf, minutesPlayed, protectionRow, usageOf } from './state.ts';

/**
 * The platform's side of the player's protection: every check runs in the call's transaction
 * after the wallet is locked, so two deposits or bets racing each other, or a limit change, are
 * counted one after the other. The site only shows what these decide.
 */

const CLOSED: Record<'timeout' | 'excluded', MessageKey> = {
  timeout: 'closedByTimeout',
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

/** The limit of `kind` that `amount` would go beyond (the one that leaves the least), if any. */
async function exceeded(
  db: Db,
  playerId: number,
  kind: LimitKind,
  amount: number,
  nowMs: number,
): Promise<Allowance | undefined> {
  const limits = (await limitsOf(db, playerId)).filter(
    (limit): limit is Limit => limit.kind === kind,
  );
  if (limits.length === 0) return undefined;
  const usage = await usageOf(db, playerId, nowMs);
  const tightest = allowance(limits, kind, (period) => usage[kind][period]);
  return tightest && amount > tightest.left ? tightest : undefined;
}

/** The refusal that names the limit: its period, its amount and what it still leaves. */
const limitReached = (kind: LimitKind, { limit, left }: Allowance, lang: Lang): Reply => ({
  ...refuse(LIMIT_REACHED[kind]),
  params: {
    period: t(PERIOD_NAMES[limit.period], lang),
    limit: lira(Number(limit.amount), lang),
    left: lira(left, lang),
  },
});

/** Whether play and deposits are closed (time-out, self-exclusion), as a refusal. */
export async function closedRefusal(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<Reply | undefined> {
  const closed = closure(await protectionRow(db, playerId), nowMs);
  return closed ? refuse(CLOSED[closed]) : undefined;
}

/** A deposit of `amount`: refused while closed or beyond a deposit limit. */
export async function depositRefusal(
  db: Db,
  playerId: number,
  amount: number,
  nowMs: number,
  lang: Lang,
): Promise<Reply | undefined> {
  const closed = await closedRefusal(db, playerId, nowMs);
  if (closed) return closed;
  const limit = await exceeded(db, playerId, 'deposit', amount, nowMs);
  return limit && limitReached('deposit', limit, lang);
}

/** Whether the daily play time is used up. */
async function playTimeUsed(db: Db, playerId: number, nowMs: number): Promise<boolean> {
  const limit = (await limitsOf(db, playerId)).find((row) => row.kind === 'play_time');
  if (!limit) return false;
  const played = await minutesPlayed(db, playerId, periodStart('day', nowMs), nowMs);
  return played >= Number(limit.amount);
}

/** A game launch: refused while closed or once today's play time is used up. */
export async function launchRefusal(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<Reply | undefined> {
  const closed = await closedRefusal(db, playerId, nowMs);
  if (closed) return closed;
  return (await playTimeUsed(db, playerId, nowMs)) ? refuse('playTimeReached') : undefined;
}

/** Why a bet of `stake` may not be taken: the stake could be lost, so both limits count it. */
export async function betRefusal(
  db: Db,
  playerId: number,
  stake: number,
  nowMs: number,
): Promise<'closed' | 'playTime' | 'loss' | 'wager' | undefined> {
  if (await closedRefusal(db, playerId, nowMs)) return 'closed';
  if (await playTimeUsed(db, playerId, nowMs)) return 'playTime';
  if (await exceeded(db, playerId, 'loss', stake, nowMs)) return 'loss';
  if (await exceeded(db, playerId, 'wager', stake, nowMs)) return 'wager';
  return undefined;
}
