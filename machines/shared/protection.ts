/**
 * Responsible-gambling rules shared by the site and the platform (UKGC RTS 12 and 13, LCCP
 * 3.5.3/3.5.4, MGA Player Protection Directive): the limits, how a change of one takes effect,
 * the period windows, the time-out and self-exclusion lengths. Pure: every time is a parameter.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every reality-check interval a jurisdiction's profile may offer (minutes); none by default. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60] as const;

/** Daily play time a player may choose (minutes). */
export const SESSION_LIMIT_MIN_MINUTES = 15;
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

export const TIMEOUT_LENGTHS = ['24h', '1w', '1m', '6w'] as const;
export type TimeoutLength = (typeof TIMEOUT_LENGTHS)[number];

export const EXCLUSION_LENGTHS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[number];

/** The largest limit a player may type: 10 million lira, in kuruş. */
export const LIMIT_MAX_KURUS = 1_000_000_000;

/** Turkey keeps UTC+3 all year: periods turn at midnight Turkish time. */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `atMs` as a UTC date whose fields read as Turkish wall-clock time. */
const turkish = (atMs: number) => new Date(atMs + TURKEY_OFFSET_MS);
const fromTurkish = (wallMs: number) => wallMs - TURKEY_OFFSET_MS;

/**
 * The start of the period holding `atMs`: the day at midnight, the week on Monday at midnight,
 * the month on its 1st at midnight (Turkish time).
 */
export function periodStart(period: LimitPeriod, atMs: number): number {
  const wall = turkish(atMs);
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  if (period === 'day') return fromTurkish(midnight);
  if (period === 'week') return fromTurkish(midnight - ((wall.getUTCDay() + 6) % 7) * DAY_MS);
  return fromTurkish(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1));
}

/** The end of the period holding `atMs` (the start of the next one). */
export function periodEnd(period: LimitPeriod, atMs: number): number {
  const start = periodStart(period, atMs);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const wall = turkish(start);
  return fromTurkish(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1));
}

/**
 * `months` calendar months after `atMs` in Turkish time (the 31st of a shorter month becomes its
 * last day); negative months go back.
 */
export function addMonths(atMs: number, months: number): number {
  const wall = turkish(atMs);
  const target = new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + months, 1, 0, 0, 0, 0),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(wall.getUTCDate(), lastDay));
  target.setUTCHours(
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return fromTurkish(target.getTime());
}

/** When a time-out taken at `atMs` ends. */
export function timeoutEnd(length: TimeoutLength, atMs: number): number {
  if (length === '24h') return atMs + DAY_MS;
  if (length === '1w') return atMs + 7 * DAY_MS;
  if (length === '6w') return atMs + 42 * DAY_MS;
  return addMonths(atMs, 1);
}

/** When a self-exclusion taken at `atMs` ends; null for a permanent one. */
export function exclusionEnd(length: ExclusionLength, atMs: number): number | null {
  if (length === 'permanent') return null;
  return addMonths(atMs, length === '6m' ? 6 : length === '1y' ? 12 : 60);
}

/**
 * How a requested amount (null: no limit) replaces the current one (undefined: none set):
 * 'now' when it protects more (a first limit, a lower one), 'later' when it protects less (a
 * higher one, a removal: after the cooling-off and the player's confirmation), 'same' otherwise.
 */
export function changeTiming(
  current: number | undefined,
  requested: number | null,
): 'now' | 'later' | 'same' {
  if (current === undefined) return requested === null ? 'same' : 'now';
  if (requested === current) return 'same';
  if (requested === null || requested > current) return 'later';
  return 'now';
}

export interface Limit {
  kind: LimitKind;
  period: LimitPeriod;
  /** Kuruş. */
  amount: number;
}

/** The limit that leaves the least, and what it leaves (never below 0). */
export interface Allowance {
  limit: Limit;
  left: number;
}

/**
 * What may still be deposited, lost or wagered: of the kind's limits, the one that leaves the
 * least once what was used in its period is taken off (the lowest applies); null with no limit.
 */
export function allowance(
  limits: readonly Limit[],
  kind: LimitKind,
  usedIn: (period: LimitPeriod) => number,
): Allowance | null {
  let tightest: Allowance | null = null;
  for (const limit of limits) {
    if (limit.kind !== kind) continue;
    const left = Math.max(0, limit.amount - usedIn(limit.period));
    if (!tightest || left < tightest.left) tightest = { limit, left };
  }
  return tightest;
}

/** A limit as the platform keeps it: money kinds in kuruş, the daily play time in minutes. */
export interface ProtectionLimit {
  kind: LimitKind | 'play_time';
  period: LimitPeriod;
  amount: number;
}

/** A raise or removal (amount null) waiting: it may be confirmed from `effectiveAt` on. */
export interface PendingLimitChange {
  kind: ProtectionLimit['kind'];
  period: LimitPeriod;
  amount: number | null;
  requestedAt: string;
  effectiveAt: string;
}

/** protection get_state: the player's tools, what they used and what is closed, as of `now`. */
export interface ProtectionState {
  now: string;
  limits: ProtectionLimit[];
  pending: PendingLimitChange[];
  /** Deposited, lost and wagered in the period holding `now` (kuruş). */
  usage: Record<LimitKind, Record<LimitPeriod, number>>;
  /** What may still be deposited, lost or wagered (the lowest limit applies); null: no limit. */
  left: Record<LimitKind, number | null>;
  playTime: { limitMinutes: number | null; playedMinutes: number };
  realityCheckMinutes: number | null;
  /** Why play and deposits are closed (a panic is a time-out of the profile's panicHours). */
  closed: 'timeout' | 'panic' | 'excluded' | null;
  timeoutUntil: string | null;
  /** A running self-exclusion; `until` null when permanent. */
  exclusion: { since: string; until: string | null } | null;
  /** The jurisdiction's rules the tools follow. */
  profile: ProtectionProfile;
  /**
   * Whether a deposit waits for the player's choice of a deposit limit: none set and no answer
   * ("no limit now" or a limit) within the profile's limitPromptMonths.
   */
  limitChoiceDue: boolean;
}

/** What stops play before the player's next bet, other than a time-out or exclusion. */
export type PlayStop = 'playTime' | 'loss' | 'wager';

/**
 * The signed-in session as the reality check and the play-time end read it (RTS 13): since the
 * sign-in, what was staked and won, when the next check falls due, and what stops play now.
 */
export interface PlaySession {
  now: string;
  startedAt: string;
  realityCheckMinutes: number | null;
  /** null while the reality check is off. */
  nextCheckAt: string | null;
  /** Stakes and wins since the sign-in (kuruş); net is won less staked. */
  staked: number;
  won: number;
  playTime: { limitMinutes: number | null; playedMinutes: number };
  stop: PlayStop | null;
  closed: ProtectionState['closed'];
  /** Until when play and deposits stay closed; null when open or permanent. */
  closedUntil: string | null;
  /** What may still be deposited under the lowest deposit limit; null: no deposit limit. */
  depositLeft: number | null;
  /** Whether the player ever asked for a deposit. */
  hasDeposited: boolean;
  /** As in ProtectionState: a deposit waits for the player's choice of a deposit limit. */
  limitChoiceDue: boolean;
  /** The game session open now (a launch or a round within GAME_SESSION_IDLE_MINUTES). */
  game: GameSession | null;
  /** Whether the profile offers the panic button. */
  panicButton: boolean;
  /** Whether the account review is due (none within the profile's reviewMonths). */
  reviewDue: boolean;
}

/** When the next reality check falls due: the interval after the last one or the sign-in. */
export function nextRealityCheck(
  minutes: number | null,
  startedAtMs: number,
  checkedAtMs: number | null,
): number | null {
  if (minutes === null) return null;
  return Math.max(startedAtMs, checkedAtMs ?? 0) + minutes * 60_000;
}

/** What stops play now: the daily play time used up, or nothing left of a money limit. */
export function playStopOf(state: Pick<ProtectionState, 'left' | 'playTime'>): PlayStop | null {
  const { limitMinutes, playedMinutes } = state.playTime;
  if (limitMinutes !== null && playedMinutes >= limitMinutes) return 'playTime';
  if (state.left.loss === 0) return 'loss';
  if (state.left.wager === 0) return 'wager';
  return null;
}

/**
 * The rules of the jurisdiction the platform runs under: one server-side profile (the site's
 * default 'tr', and 'de' as an example of Germany's GGL rules), read through protection
 * get_profile. No view or machine hard-codes any of these.
 */
export interface ProtectionProfile {
  id: string;
  /** Reality-check intervals a player may choose (minutes). */
  realityCheckMinutes: number[];
  /** How long a raise or removal of a limit waits before the player may confirm it. */
  coolingOffHours: number;
  /** Whether the panic button is offered, and how long it stops play and deposits. */
  panicButton: boolean;
  panicHours: number;
  /** A sign-in after this many months since the last review opens the account review. */
  reviewMonths: number;
  /** Players without a deposit limit are asked again this many months after their last answer. */
  limitPromptMonths: number;
  /** The least time between two bets of one game (seconds, 0: none); the platform refuses sooner. */
  minSpinSeconds: number;
  /** Whether a game may play rounds by itself. */
  autoplay: boolean;
  /** The operator's brands a self-exclusion covers (this site is one brand). */
  brands: string[];
  /** Where a player reaches the country's own self-exclusion scheme or help line. */
  schemes: SelfExclusionScheme[];
}

export interface SelfExclusionScheme {
  name: string;
  /** https address, or null when the scheme is reached by phone only. */
  url: string | null;
  phone: string | null;
  /** true: a national self-exclusion register; false: a help line. */
  register: boolean;
}

/**
 * The player's game session, held by the platform for every tab and device: it opens at a game
 * launch and ends after GAME_SESSION_IDLE_MINUTES with neither a launch nor a round, at the
 * sign-out of the player's last session, or when play closes. Its figures are the platform's
 * own rounds since `startedAt` (rolled-back bets left out).
 */
export interface GameSession {
  id: number;
  startedAt: string;
  staked: number;
  won: number;
  rounds: number;
}

export const GAME_SESSION_IDLE_MINUTES = 30;

/** The session's net position (won less staked, kuruş): negative is a loss. */
export const netPosition = (session: Pick<GameSession, 'staked' | 'won'>) =>
  session.won - session.staked;

/** The clock over the games may be hidden only while the reality check is off. */
export const mayHideClock = (realityCheckMinutes: number | null) => realityCheckMinutes === null;

/** One month of the account review (Turkish calendar month, 'YYYY-MM'); kuruş. */
export interface ReviewMonth {
  month: string;
  deposited: number;
  withdrawn: number;
  /** Won less staked over the month's rounds. */
  net: number;
}

/** protection get_review: the months since the last review (at most `reviewMonths`). */
export interface AccountReview {
  due: boolean;
  from: string;
  to: string;
  months: ReviewMonth[];
  lastReviewedAt: string | null;
}

/** A change of the player's protection, as the player's history of it shows (newest first). */
export interface ProtectionEvent {
  /**
   * limit_set, limit_requested, limit_confirmed, limit_withdrawn, reality_check, timeout,
   * exclusion, panic, limit_declined (no deposit limit now), review_acknowledged.
   */
  action: string;
  details: Record<string, unknown>;
  actor: 'player' | 'operator';
  createdAt: string;
}
