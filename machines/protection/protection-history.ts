import {
  EXCLUSION_LENGTHS,
  LIMIT_PERIODS,
  TIMEOUT_LENGTHS,
  type ExclusionLength,
  type LimitPeriod,
  type TimeoutLength,
  type ProtectionEvent,
  type ProtectionLimit,
} from '../shared/protection.ts';

/**
 * One line of the player's protection history as the page words it: the message of what
 * happened and the details it names, read from the platform's event (machines/shared/
 * protection.ts ProtectionEvent). An action this site does not know, or whose details are not
 * as expected, reads as a change of the tools; the deposit limit declined may lack where.
 */
export type HistoryLine =
  | {
      what: 'limitSet' | 'limitRequested' | 'limitConfirmed';
      limit: HistoryLimit;
      /** Kuruş, or minutes for the play time; null: the limit removed. */
      amount: number | null;
    }
  | { what: 'limitWithdrawn'; limit: HistoryLimit }
  | { what: 'realityCheck'; minutes: number | null }
  | { what: 'timeout'; length: TimeoutLength }
  | { what: 'exclusion'; length: ExclusionLength }
  | { what: 'panic'; hours: number }
  | { what: 'limitDeclined'; at: 'registration' | 'deposit' | null }
  | { what: 'reviewAcknowledged' }
  | { what: 'other' };

export interface HistoryLimit {
  kind: ProtectionLimit['kind'];
  period: LimitPeriod;
}

const KINDS: readonly string[] = ['deposit', 'loss', 'wager', 'play_time'];

const limitOf = (details: Record<string, unknown>): HistoryLimit | null => {
  const { kind, period } = details;
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return null;
  if (typeof period !== 'string' || !(LIMIT_PERIODS as readonly string[]).includes(period)) {
    return null;
  }
  return { kind: kind as HistoryLimit['kind'], period: period as LimitPeriod };
};

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const oneOf = <T extends string>(value: unknown, values: readonly T[]): T | null =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;

const LIMIT_ACTIONS = {
  limit_set: 'limitSet',
  limit_requested: 'limitRequested',
  limit_confirmed: 'limitConfirmed',
} as const;

export function historyLineOf({ action, details }: ProtectionEvent): HistoryLine {
  if (action in LIMIT_ACTIONS || action === 'limit_withdrawn') {
    const limit = limitOf(details);
    if (!limit) return { what: 'other' };
    if (action === 'limit_withdrawn') return { what: 'limitWithdrawn', limit };
    const what = LIMIT_ACTIONS[action as keyof typeof LIMIT_ACTIONS];
    return { what, limit, amount: numberOrNull(details.amount) };
  }
  switch (action) {
    case 'reality_check':
      return { what: 'realityCheck', minutes: numberOrNull(details.minutes) };
    case 'timeout': {
      const length = oneOf(details.length, TIMEOUT_LENGTHS);
      return length ? { what: 'timeout', length } : { what: 'other' };
    }
    case 'exclusion': {
      const length = oneOf(details.length, EXCLUSION_LENGTHS);
      return length ? { what: 'exclusion', length } : { what: 'other' };
    }
    case 'panic': {
      const hours = numberOrNull(details.hours);
      return hours === null ? { what: 'other' } : { what: 'panic', hours };
    }
    case 'limit_declined':
      return { what: 'limitDeclined', at: oneOf(details.at, ['registration', 'deposit']) };
    case 'review_acknowledged':
      return { what: 'reviewAcknowledged' };
    default:
      return { what: 'other' };
  }
}
