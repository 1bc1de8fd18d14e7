import { describe, expect, it } from 'vitest';
import {
  allowance,
  changeTiming,
  exclusionEnd,
  periodEnd,
  periodStart,
  timeoutEnd,
  type Limit,
  type LimitPeriod,
} from '../../machines/shared/protection.ts';
import { V } from '../../machines/shared/validation/messages.ts';
import {
  limitAmountOf,
  limitFormSchema,
} from '../../machines/shared/validation/protection-schemas.ts';

/** A Turkish wall-clock time (UTC+3) as an instant. */
const tr = (wall: string) => Date.parse(`${wall}+03:00`);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('period windows (Turkish time)', () => {
  it.each([
    ['day', '2026-11-23T00:00:00', '2026-11-23T00:00:00', '2026-11-24T00:00:00'],
    ['day', '2026-11-23T23:59:59', '2026-11-23T00:00:00', '2026-11-24T00:00:00'],
    // 21:30 UTC is already the next day in Turkey.
    ['day', '2026-11-24T00:30:00', '2026-11-24T00:00:00', '2026-11-25T00:00:00'],
    // A Sunday belongs to the week that began on Monday.
    ['week', '2026-11-29T23:00:00', '2026-11-23T00:00:00', '2026-11-30T00:00:00'],
    ['week', '2026-11-30T00:00:00', '2026-11-30T00:00:00', '2026-12-07T00:00:00'],
    ['week', '2026-12-31T12:00:00', '2026-12-28T00:00:00', '2027-01-04T00:00:00'],
    ['month', '2026-01-31T23:59:59', '2026-01-01T00:00:00', '2026-02-01T00:00:00'],
    ['month', '2028-02-29T10:00:00', '2028-02-01T00:00:00', '2028-03-01T00:00:00'],
    ['month', '2026-12-15T08:00:00', '2026-12-01T00:00:00', '2027-01-01T00:00:00'],
  ] as [LimitPeriod, string, string, string][])(
    '%s holding %s runs from %s to %s',
    (period, at, start, end) => {
      expect(iso(periodStart(period, tr(at)))).toBe(iso(tr(start)));
      expect(iso(periodEnd(period, tr(at)))).toBe(iso(tr(end)));
    },
  );

  it('puts 23:59 and 00:01 in different days, and the 31st and the 1st in different months', () => {
    expect(periodStart('day', tr('2026-11-23T23:59:00'))).not.toBe(
      periodStart('day', tr('2026-11-24T00:01:00')),
    );
    expect(periodStart('month', tr('2026-01-31T23:59:00'))).not.toBe(
      periodStart('month', tr('2026-02-01T00:01:00')),
    );
  });
});

describe('a change of limit', () => {
  it.each([
    [undefined, 50_000, 'now', 'a first limit protects at once'],
    [50_000, 20_000, 'now', 'a decrease takes effect at once'],
    [50_000, 80_000, 'later', 'an increase waits, then needs confirmation'],
    [50_000, null, 'later', 'a removal waits, then needs confirmation'],
    [50_000, 50_000, 'same', 'the same amount changes nothing'],
    [undefined, null, 'same', 'removing no limit changes nothing'],
  ] as [number | undefined, number | null, string, string][])(
    'from %s to %s: %s (%s)',
    (current, requested, timing) => {
      expect(changeTiming(current, requested)).toBe(timing);
    },
  );
});

describe('the allowance', () => {
  const limits: Limit[] = [
    { kind: 'deposit', period: 'day', amount: 100_000 },
    { kind: 'deposit', period: 'week', amount: 300_000 },
    { kind: 'deposit', period: 'month', amount: 500_000 },
    { kind: 'loss', period: 'day', amount: 20_000 },
  ];

  it.each([
    [{ day: 0, week: 0, month: 0 }, 100_000, 'day'],
    [{ day: 30_000, week: 250_000, month: 260_000 }, 50_000, 'week'],
    [{ day: 10_000, week: 100_000, month: 480_000 }, 20_000, 'month'],
    [{ day: 150_000, week: 150_000, month: 150_000 }, 0, 'day'],
  ] as [Record<LimitPeriod, number>, number, LimitPeriod][])(
    'used %j leaves %i under the %s limit (the lowest applies)',
    (used, left, period) => {
      const result = allowance(limits, 'deposit', (p) => used[p]);
      expect(result).toEqual({ left, limit: expect.objectContaining({ period }) });
    },
  );

  it('is unlimited for a kind without a limit', () => {
    expect(allowance(limits, 'wager', () => 1_000_000)).toBeNull();
  });
});

describe('time-outs and self-exclusions', () => {
  it.each([
    ['24h', '2026-11-23T10:00:00', '2026-11-24T10:00:00'],
    ['1w', '2026-11-23T10:00:00', '2026-11-30T10:00:00'],
    ['1m', '2026-01-31T10:00:00', '2026-02-28T10:00:00'],
    ['6w', '2026-11-23T10:00:00', '2027-01-04T10:00:00'],
  ] as const)('a %s time-out from %s ends at %s', (length, from, until) => {
    expect(iso(timeoutEnd(length, tr(from)))).toBe(iso(tr(until)));
  });

  it.each([
    ['6m', '2026-08-31T12:00:00', '2027-02-28T12:00:00'],
    ['1y', '2028-02-29T12:00:00', '2029-02-28T12:00:00'],
    ['5y', '2026-11-23T12:00:00', '2031-11-23T12:00:00'],
  ] as const)('a %s exclusion from %s ends at %s', (length, from, until) => {
    expect(iso(exclusionEnd(length, tr(from)))).toBe(iso(tr(until)));
  });

  it('never ends a permanent exclusion', () => {
    expect(exclusionEnd('permanent', tr('2026-11-23T12:00:00'))).toBeNull();
  });
});

describe('the limit form, held to the platform rule (limitFormSchema)', () => {
  const errorOf = (kind: 'deposit' | 'play_time', amount: string) => {
    try {
      limitFormSchema(kind).validateSync({ period: 'day', amount });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    ['deposit', '1', null],
    ['deposit', '1.500,50', null],
    ['deposit', '0,99', V.limitAmount],
    ['deposit', '10.000.001', V.limitAmount],
    ['deposit', 'elli', V.limitAmount],
    ['deposit', '', V.required],
    ['play_time', '15', null],
    ['play_time', '1440', null],
    ['play_time', '14', V.playTime],
    ['play_time', '30.5', V.playTime],
    ['play_time', 'bir saat', V.playTime],
  ] as const)('%s %j → %s', (kind, amount, message) => {
    expect(errorOf(kind, amount)).toBe(message);
  });

  it('sends what it read: kuruş for money, minutes for the play time', () => {
    expect(limitAmountOf('deposit', '1.500,50')).toBe(150_050);
    expect(limitAmountOf('play_time', '90')).toBe(90);
  });
});
