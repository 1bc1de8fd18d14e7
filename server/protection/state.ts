import {
  allowance,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  periodStart,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  type ProtectionProfile,
  type ProtectionState,
  type ProtectionLimit,
} from '../../machines/shared/protection.ts';
import type { Db } from '../db/driver.ts';
import { limitChoiceDue } from './limit-choice.ts';

interface LimitRow {
  kind: ProtectionLimit['kind'];
  period: LimitPeriod;
  amount: number;
}

interface ChangeRow extends Omit<LimitRow, 'amount'> {
  amount: number | null;
  requested_at: Date;
  effective_at: Date;
}

interface ProtectionRow {
  reality_check_minutes: number | null;
  timeout_from: Date | null;
  timeout_until: Date | null;
  /** Which closes play until timeout_until: a time-out, or the panic button. */
  timeout_kind: 'timeout' | 'panic';
  excluded_at: Date | null;
  excluded_until: Date | null;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The player's limits in force, money ones in kuruş and the daily play time in minutes. */
export async function limitsOf(db: Db, playerId: number): Promise<ProtectionLimit[]> {
  return db.query<LimitRow>(
    'SELECT kind, period, amount FROM player_limits WHERE player_id = $1 ORDER BY kind, period',
    [playerId],
  );
}

/** What the player deposited (asked for, unless refused, expired or cancelled) since `from`. */
async function deposited(db: Db, playerId: number, from: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT COALESCE(sum(amount), 0)::bigint AS total FROM cash_transactions
     WHERE player_id = $1 AND direction = 'deposit' AND status IN (1000, 1001, 1002)
       AND created_at >= $2`,
    [playerId, new Date(from)],
  );
  return Number(row?.total ?? 0);
}

/** What the player staked and won since `from` (rolled-back bets left out). */
export async function stakesAndWins(db: Db, playerId: number, from: number) {
  const [row] = await db.query<{ staked: number; won: number }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE action = 'debit'), 0)::bigint AS staked,
            COALESCE(sum(amount) FILTER (WHERE action = 'credit'), 0)::bigint AS won
     FROM seamless_transactions
     WHERE player_id = $1 AND NOT rolled_back AND action IN ('debit', 'credit')
       AND created_at >= $2`,
    [playerId, new Date(from)],
  );
  return { staked: Number(row?.staked ?? 0), won: Number(row?.won ?? 0) };
}

/** Stakes and net loss (stakes less wins, never below 0) since `from`. */
async function played(db: Db, playerId: number, from: number) {
  const { staked, won } = await stakesAndWins(db, playerId, from);
  return { wager: staked, loss: Math.max(0, staked - won) };
}

/** Minutes the player has been signed in since `from` (every session, until its last call). */
export async function minutesPlayed(
  db: Db,
  playerId: number,
  from: number,
  nowMs: number,
): Promise<number> {
  const [row] = await db.query<{ seconds: number }>(
    `SELECT COALESCE(sum(EXTRACT(EPOCH FROM
         least(COALESCE(revoked_at, last_seen), $3) - greatest(created_at, $2))), 0) AS seconds
     FROM sessions
     WHERE player_id = $1 AND NOT pending AND COALESCE(revoked_at, last_seen) > $2
       AND created_at < $3`,
    [playerId, new Date(from), new Date(nowMs)],
  );
  return Math.floor(Math.max(0, Number(row?.seconds ?? 0)) / 60);
}

/** What each money kind used in each period holding `nowMs`. */
export async function usageOf(
  db: Db,
  playerId: number,
  nowMs: number,
): Promise<Record<LimitKind, Record<LimitPeriod, number>>> {
  const usage = Object.fromEntries(
    LIMIT_KINDS.map((kind) => [kind, { day: 0, week: 0, month: 0 }]),
  ) as Record<LimitKind, Record<LimitPeriod, number>>;
  for (const period of LIMIT_PERIODS) {
    const from = periodStart(period, nowMs);
    usage.deposit[period] = await deposited(db, playerId, from);
    const { wager, loss } = await played(db, playerId, from);
    usage.wager[period] = wager;
    usage.loss[period] = loss;
  }
  return usage;
}

/** Whether play and deposits are closed now, and why. */
export function closure(row: ProtectionRow | undefined, nowMs: number) {
  if (row?.excluded_at && (!row.excluded_until || row.excluded_until.getTime() > nowMs)) {
    return 'excluded' as const;
  }
  if (row?.timeout_until && row.timeout_until.getTime() > nowMs) return row.timeout_kind;
  return null;
}

export async function protectionRow(db: Db, playerId: number, lock = false) {
  const [row] = await db.query<ProtectionRow>(
    `SELECT reality_check_minutes, timeout_from, timeout_until, timeout_kind, excluded_at,
       excluded_until
     FROM player_protection WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  return row;
}

/** Everything the site shows of the player's protection, as of `nowMs`, under `profile`. */
export async function protectionState(
  db: Db,
  playerId: number,
  nowMs: number,
  profile: ProtectionProfile,
): Promise<ProtectionState> {
  const limits = await limitsOf(db, playerId);
  const changes = await db.query<ChangeRow>(
    `SELECT kind, period, amount, requested_at, effective_at FROM player_limit_changes
     WHERE player_id = $1 ORDER BY kind, period`,
    [playerId],
  );
  const row = await protectionRow(db, playerId);
  const usage = await usageOf(db, playerId, nowMs);
  const money = limits.filter((limit): limit is Limit => limit.kind !== 'play_time');
  const left = (kind: LimitKind) =>
    allowance(money, kind, (period) => usage[kind][period])?.left ?? null;
  const playTime = limits.find((limit) => limit.kind === 'play_time');
  const playedToday = await minutesPlayed(db, playerId, periodStart('day', nowMs), nowMs);
  const closed = closure(row, nowMs);
  return {
    now: new Date(nowMs).toISOString(),
    limits,
    pending: changes.map((change) => ({
      kind: change.kind,
      period: change.period,
      amount: change.amount === null ? null : Number(change.amount),
      requestedAt: iso(change.requested_at)!,
      effectiveAt: iso(change.effective_at)!,
    })),
    usage,
    left: { deposit: left('deposit'), loss: left('loss'), wager: left('wager') },
    playTime: {
      limitMinutes: playTime ? Number(playTime.amount) : null,
      playedMinutes: playedToday,
    },
    realityCheckMinutes: row?.reality_check_minutes ?? null,
    closed,
    timeoutUntil: closed === 'timeout' || closed === 'panic' ? iso(row!.timeout_until) : null,
    exclusion:
      closed === 'excluded'
        ? { since: iso(row!.excluded_at)!, until: iso(row!.excluded_until) }
        : null,
    profile,
    limitChoiceDue: await limitChoiceDue(db, playerId, nowMs, profile.limitPromptMonths),
  };
}
