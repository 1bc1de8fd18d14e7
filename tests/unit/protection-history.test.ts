import { describe, expect, it } from 'vitest';
import { historyLineOf } from '../../machines/protection/protection-history.ts';
import type { ProtectionEvent } from '../../machines/shared/protection.ts';

const event = (action: string, details: Record<string, unknown> = {}): ProtectionEvent => ({
  action,
  details,
  actor: 'player',
  createdAt: '2026-11-23T09:00:00.000Z',
});
const weekly = { kind: 'deposit', period: 'week' } as const;

describe('the protection history line of an event', () => {
  it.each([
    [
      event('limit_set', { ...weekly, amount: 1_500_00, from: null }),
      { what: 'limitSet', limit: weekly, amount: 1_500_00 },
    ],
    [
      event('limit_requested', { ...weekly, amount: null, from: 1_500_00 }),
      { what: 'limitRequested', limit: weekly, amount: null },
    ],
    [
      event('limit_confirmed', { kind: 'play_time', period: 'day', amount: 90 }),
      { what: 'limitConfirmed', limit: { kind: 'play_time', period: 'day' }, amount: 90 },
    ],
    [event('limit_withdrawn', weekly), { what: 'limitWithdrawn', limit: weekly }],
    [event('reality_check', { minutes: 30 }), { what: 'realityCheck', minutes: 30 }],
    [event('reality_check', { minutes: null }), { what: 'realityCheck', minutes: null }],
    [event('timeout', { length: '1w' }), { what: 'timeout', length: '1w' }],
    [event('exclusion', { length: 'permanent' }), { what: 'exclusion', length: 'permanent' }],
    [
      event('panic', { hours: 24, until: '2026-11-24T09:00:00.000Z' }),
      { what: 'panic', hours: 24 },
    ],
    [event('limit_declined', { at: 'deposit' }), { what: 'limitDeclined', at: 'deposit' }],
    [event('limit_declined'), { what: 'limitDeclined', at: null }],
    [event('review_acknowledged'), { what: 'reviewAcknowledged' }],
  ])('%o reads as %o', (given, line) => {
    expect(historyLineOf(given)).toEqual(line);
  });

  it.each([
    ['an action this site does not know', event('bonus_opt_out')],
    ['a limit of an unknown kind', event('limit_set', { kind: 'bets', period: 'day', amount: 1 })],
    ['a limit without its period', event('limit_withdrawn', { kind: 'deposit' })],
    ['a time-out of an unknown length', event('timeout', { length: '2d' })],
    ['an exclusion without its length', event('exclusion')],
    ['a panic without its hours', event('panic', { hours: '24' })],
  ])('%s reads as a change of the tools', (_, given) => {
    expect(historyLineOf(given)).toEqual({ what: 'other' });
  });
});
