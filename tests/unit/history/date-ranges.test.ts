import { describe, expect, it } from 'vitest';
import {
  customRangeSchema,
  isValidCustomRange,
  dayOf,
  presetRange,
} from '../../../machines/history/date-ranges.ts';
import { DATE_PRESETS } from '../../../machines/shared/history.ts';

// Noon in Turkey, whose days the platform files by.
const at = (date: string) => Date.parse(`${date}T12:00:00+03:00`);

describe('presetRange', () => {
  it.each([
    ['today', '2026-03-15', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-15', '2026-03-14', '2026-03-14'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['last7', '2026-03-15', '2026-03-09', '2026-03-15'],
    ['last30', '2026-03-15', '2026-02-14', '2026-03-15'],
    ['last30', '2024-03-01', '2024-02-01', '2024-03-01'],
    ['last90', '2026-03-15', '2025-12-16', '2026-03-15'],
    ['last180', '2026-03-15', '2025-09-17', '2026-03-15'],
    ['last6Months', '2026-03-15', '2025-09-16', '2026-03-15'],
    // 31 August − 6 months is clamped to 28 February; the range starts the day after.
    ['last6Months', '2026-08-31', '2026-03-01', '2026-08-31'],
    ['last12Months', '2026-03-15', '2025-03-16', '2026-03-15'],
    // A leap day a year back is 28 February.
    ['last12Months', '2025-02-28', '2024-02-29', '2025-02-28'],
    ['last12Months', '2024-02-29', '2023-03-01', '2024-02-29'],
    ['last2Years', '2026-03-15', '2024-03-16', '2026-03-15'],
    ['last2Years', '2024-02-29', '2022-03-01', '2024-02-29'],
    ['thisMonth', '2026-03-15', '2026-03-01', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-01', '2026-03-01'],
    ['lastMonth', '2026-03-15', '2026-02-01', '2026-02-28'],
    ['lastMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['lastMonth', '2026-01-10', '2025-12-01', '2025-12-31'],
    ['lastMonth', '2026-05-31', '2026-04-01', '2026-04-30'],
  ] as const)('%s on %s is %s … %s', (preset, today, startDate, endDate) => {
    expect(presetRange(preset, at(today))).toEqual({ startDate, endDate });
  });

  it('sends no dates for all time', () => {
    expect(presetRange('allTime', at('2026-03-15'))).toEqual({});
  });

  it('gives every preset a range that ends by today and starts before it ends', () => {
    for (const preset of DATE_PRESETS.filter((p) => p !== 'allTime')) {
      const { startDate, endDate } = presetRange(preset, at('2026-03-15'));
      expect(startDate! <= endDate!, preset).toBe(true);
      expect(endDate! <= '2026-03-15', preset).toBe(true);
    }
  });

  it('counts Turkey’s days, whatever the browser’s time zone', () => {
    // 21:00:01 UTC is just after midnight in Turkey: a browser on UTC is still on the 14th.
    expect(presetRange('today', Date.parse('2026-03-14T21:00:01Z'))).toEqual({
      startDate: '2026-03-15',
      endDate: '2026-03-15',
    });
    expect(presetRange('today', Date.parse('2026-03-14T20:59:59Z'))).toEqual({
      startDate: '2026-03-14',
      endDate: '2026-03-14',
    });
    expect(dayOf(Date.parse('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });
});

const errorsOf = (values: { from: string; to: string }, maxDays?: number) => {
  try {
    customRangeSchema('2026-03-15', maxDays).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

describe('customRangeSchema', () => {
  it('takes two dates in order, up to today', () => {
    expect(errorsOf({ from: '2026-03-01', to: '2026-03-15' })).toEqual({});
    expect(errorsOf({ from: '2026-03-15', to: '2026-03-15' })).toEqual({});
    expect(isValidCustomRange({ from: '2024-02-29', to: '2024-03-01' }, '2026-03-15')).toBe(true);
  });

  it.each([
    [
      { from: '', to: '' },
      { from: 'history.range.required', to: 'history.range.required' },
    ],
    [{ from: '2026-02-30', to: '2026-03-01' }, { from: 'history.range.invalid' }],
    [{ from: '2025-02-29', to: '2025-03-01' }, { from: 'history.range.invalid' }],
    [{ from: '15.03.2026', to: '2026-03-15' }, { from: 'history.range.invalid' }],
    [{ from: '2026-03-10', to: '2026-03-01' }, { to: 'history.range.order' }],
    [{ from: '2026-03-10', to: '2026-03-16' }, { to: 'history.range.future' }],
    [
      { from: '2026-03-16', to: '2026-03-17' },
      { from: 'history.range.future', to: 'history.range.future' },
    ],
  ])('%j is refused with %j', (values, errors) => {
    expect(errorsOf(values)).toEqual(errors);
    expect(isValidCustomRange(values, '2026-03-15')).toBe(false);
  });

  it('keeps a range within the longest the history allows', () => {
    expect(errorsOf({ from: '2024-03-15', to: '2026-03-15' }, 730)).toEqual({});
    expect(errorsOf({ from: '2024-03-14', to: '2026-03-15' }, 730)).toEqual({
      to: 'history.range.tooLong',
    });
    expect(errorsOf({ from: '2020-01-01', to: '2026-03-15' })).toEqual({});
  });
});
