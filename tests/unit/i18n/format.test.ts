import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDecimal,
  formatElapsed,
  formatMoney,
  formatMonth,
  formatTime,
  spreadsheetAmount,
  spreadsheetDateTime,
} from '../../../machines/shared/format.ts';
import type * as Format from '../../../machines/shared/format.ts';

/** 29 November 2026, midnight in Turkey (21:00 UTC the day before). */
const MIDNIGHT = '2026-11-28T21:00:00.000Z';

describe('the formatter: amounts', () => {
  it.each([
    ['tr', 123_456, '₺1.234,56'],
    ['en', 123_456, '₺1,234.56'],
    ['tr', 40_000, '₺400,00'],
    ['en', 5, '₺0.05'],
    ['tr', 0, '₺0,00'],
    ['tr', -1_250, '-₺12,50'],
  ] as const)('%s %d kuruş is %s', (lang, kurus, expected) => {
    expect(formatMoney(kurus, lang)).toBe(expected);
  });

  it('writes round figures short, yet keeps the kuruş of one that has them', () => {
    expect(formatMoney(99_900, 'tr', { short: true })).toBe('₺999');
    expect(formatMoney(5_000_000, 'en', { short: true })).toBe('₺50,000');
    expect(formatMoney(50, 'tr', { short: true })).toBe('₺0,50');
  });

  it('signs a gain and a loss, and leaves nothing unsigned', () => {
    expect(formatMoney(1_250, 'tr', { signed: true })).toBe('+₺12,50');
    expect(formatMoney(-1_250, 'en', { signed: true })).toBe('-₺12.50');
    expect(formatMoney(0, 'tr', { signed: true })).toBe('₺0,00');
  });

  it('writes odds with the language’s decimal mark', () => {
    expect(formatDecimal(2.35, 'tr')).toBe('2,35');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.50');
  });
});

describe('the formatter: dates and times, 24-hour in Turkey’s time', () => {
  it.each([
    ['tr', '29 Kasım 2026 00:00'],
    ['en', '29 November 2026 00:00'],
  ] as const)('midnight in %s is %s, not 12:00 AM', (lang, expected) => {
    expect(formatDateTime(MIDNIGHT, lang)).toBe(expected);
  });

  it('writes an afternoon with the 24-hour clock', () => {
    expect(formatDateTime('2025-06-15T12:05:00Z', 'tr')).toBe('15 Haziran 2025 15:05');
    expect(formatTime('2025-06-15T12:05:00Z')).toBe('15:05');
  });

  it('takes an instant as Turkey reads it, whatever zone it was written in', () => {
    expect(formatDate('2026-11-29T01:30:00+03:00', 'tr')).toBe('29 Kasım 2026');
    expect(formatDate(Date.parse(MIDNIGHT), 'en')).toBe('29 November 2026');
    expect(formatDate(new Date(MIDNIGHT), 'tr')).toBe('29 Kasım 2026');
  });

  it('keeps a calendar day the day it names', () => {
    expect(formatDate('2031-05-14', 'tr')).toBe('14 Mayıs 2031');
    expect(formatDate('1990-01-01', 'en')).toBe('1 January 1990');
  });

  it('takes a time written without a zone as Turkey’s, as written', () => {
    expect(formatDateTime('2026-11-29 00:00:00', 'tr')).toBe('29 Kasım 2026 00:00');
    expect(formatDateTime('2025-06-15T15:05:00', 'en')).toBe('15 June 2025 15:05');
  });

  it('shows nothing for an unreadable date or a day that does not exist', () => {
    expect(formatDate('yarın', 'tr')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDate('2026-02-30', 'tr')).toBe('');
  });
});

describe('the formatter: ranges write each part once, in one form', () => {
  it.each([
    ['tr', '2027-09-29', '2027-10-24', '29 Eylül – 24 Ekim 2027'],
    ['en', '2027-09-29', '2027-10-24', '29 September – 24 October 2027'],
    ['tr', '2027-09-01', '2027-09-24', '1–24 Eylül 2027'],
    ['tr', '2026-12-01', '2027-01-24', '1 Aralık 2026 – 24 Ocak 2027'],
    ['en', '2027-09-29', '2027-09-29', '29 September 2027'],
  ] as const)('%s %s to %s', (lang, start, end, expected) => {
    expect(formatDateRange(start, end, lang)).toBe(expected);
  });

  it('with times: one day once, else both ends in full', () => {
    expect(
      formatDateRange('2027-09-29T07:00:00Z', '2027-09-29T20:30:00Z', 'tr', { time: true }),
    ).toBe('29 Eylül 2027 10:00–23:30');
    expect(
      formatDateRange('2027-09-29T07:00:00Z', '2027-10-01T20:59:00Z', 'en', { time: true }),
    ).toBe('29 September 2027 10:00 – 1 October 2027 23:59');
  });

  it('is empty when an end is unreadable', () => {
    expect(formatDateRange('2027-09-29', 'never', 'tr')).toBe('');
  });
});

describe('the formatter: months and clocks', () => {
  it('names a calendar month in the language, with its year', () => {
    expect(formatMonth('2026-11', 'tr')).toBe('Kasım 2026');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    expect(formatMonth('2026-13', 'tr')).toBe('');
    expect(formatMonth('Kasım', 'tr')).toBe('');
  });

  it('writes a length of time as hours, minutes and seconds, hours past a day included', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(4 * 60_000 + 5_999)).toBe('00:04:05');
    expect(formatElapsed(27 * 3_600_000)).toBe('27:00:00');
    // The device's clock a little ahead of the platform's is no negative time.
    expect(formatElapsed(-800)).toBe('00:00:00');
  });
});

describe('the formatter: spreadsheet cells', () => {
  it('writes amounts as numbers with the language’s decimal mark, no grouping', () => {
    expect(spreadsheetAmount(123_450, 'tr')).toBe('1234,50');
    expect(spreadsheetAmount(-123_450, 'en')).toBe('-1234.50');
  });

  it('writes instants as dd.MM.yyyy HH:mm in Turkey’s time', () => {
    expect(spreadsheetDateTime(MIDNIGHT)).toBe('29.11.2026 00:00');
  });
});

describe('the formatter: what loading it costs', () => {
  it('builds no time-zone formatter until the first instant it reads, then one only', async () => {
    const Real = Intl.DateTimeFormat;
    const zones: string[] = [];
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
      if (options?.timeZone) zones.push(options.timeZone);
      return new Real(locales, options);
    });
    try {
      // A copy of its own, loaded now (this project's files share their modules).
      const afresh = '../../../machines/shared/format.ts?loaded-afresh';
      const fresh = (await import(/* @vite-ignore */ afresh)) as typeof Format;
      fresh.formatMoney(100, 'tr');
      expect(zones).toEqual([]);

      expect(fresh.formatTime(MIDNIGHT)).toBe('00:00');
      expect(fresh.formatTime('2026-11-29T09:30:00.000Z')).toBe('12:30');
      expect(zones).toEqual(['Europe/Istanbul']);
    } finally {
      spy.mockRestore();
    }
  });
});
