/**
 * The one way the site, the server's texts and the CSV exports write an amount, a date, a time
 * or a range, in either language: Turkish conventions in tr ('₺1.234,56', '29 Kasım 2026
 * 00:00'), their English equivalents in en ('₺1,234.56', '29 November 2026 00:00'). Clocks are
 * 24-hour, as Turkey reads them, and in Turkey's time, the platform's days (turkey-time.ts):
 * a row's time matches the day a history filed it under, wherever the browser is. Built on Intl
 * alone, so the first page that shows an amount carries no date library.
 */
import type { Lang } from './contract.ts';

/** An instant (ISO text with its zone, epoch ms, Date) or a calendar day ('2026-11-29'). */
export type DateInput = string | number | Date;

const NUMBER_LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/**
 * The Intl options of an amount in lira, for a page that formats amounts in its own script (a
 * game page's balance): the same as formatMoney's.
 */
export function moneyFormatOptions(
  lang: Lang,
  { whole = false, signed = false } = {},
): { locale: string; options: Intl.NumberFormatOptions } {
  return {
    locale: NUMBER_LOCALES[lang],
    options: {
      style: 'currency',
      currency: 'TRY',
      // '₺' in both languages: 'TRY 1,234.56' is what en-GB would write otherwise.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    },
  };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(lang: Lang, whole: boolean, signed: boolean): Intl.NumberFormat {
  const key = `${lang}|${whole}|${signed}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const { locale, options } = moneyFormatOptions(lang, { whole, signed });
    format = new Intl.NumberFormat(locale, options);
    moneyFormats.set(key, format);
  }
  return format;
}

export interface MoneyOptions {
  /** No kuruş when there are none, for round figures such as a prize pool: '₺999', '₺0,50'. */
  short?: boolean;
  /** A '+' before a gain, as a history's net shows it: '+₺12,50'. */
  signed?: boolean;
}

/** Kuruş as lira: '₺1.234,56' (tr), '₺1,234.56' (en). */
export function formatMoney(kurus: number, lang: Lang, options: MoneyOptions = {}): string {
  const whole = options.short === true && kurus % 100 === 0;
  return moneyFormat(lang, whole, options.signed ?? false).format(kurus / 100);
}

const decimalFormats = new Map<Lang, Intl.NumberFormat>();

/** A number with two decimals, such as odds: '2,35' (tr), '2.35' (en). */
export function formatDecimal(value: number, lang: Lang): string {
  let format = decimalFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    decimalFormats.set(lang, format);
  }
  return format.format(value);
}

/** A wall clock: Turkey's of an instant, or the day (and time) a text names as written. */
interface Clock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let turkeyClockFormat: Intl.DateTimeFormat | undefined;
/**
 * Made at its first use, not as the module loads (with the site's start, on every page): a
 * formatter with a time zone loads the zone's data, which only a page showing a time needs.
 */
const turkeyClock = () =>
  (turkeyClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/** '2026-11-29', or a time without a zone ('2026-11-29 00:00:00'): taken as written. */
const AS_WRITTEN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::[\d.]+)?)?$/;

function clockOf(value: DateInput): Clock | undefined {
  const written = typeof value === 'string' ? AS_WRITTEN.exec(value) : null;
  if (written) {
    const [year, month, day, hour = 0, minute = 0] = written.slice(1).map((n) => Number(n ?? 0));
    const check = new Date(Date.UTC(year!, month! - 1, day!));
    const real = check.getUTCMonth() === month! - 1 && check.getUTCDate() === day;
    return real && hour < 24 && minute < 60
      ? { year: year!, month: month!, day: day!, hour, minute }
      : undefined;
  }
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return undefined;
  const parts = Object.fromEntries(
    turkeyClock()
      .formatToParts(time)
      .map(({ type, value: part }) => [type, Number(part)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

const monthNames = new Map<Lang, string[]>();

/** The language's month names, as Intl has them: 'Kasım', 'November'. */
function monthName(month: number, lang: Lang): string {
  let names = monthNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(NUMBER_LOCALES[lang], {
      month: 'long',
      timeZone: 'UTC',
    });
    names = Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
    monthNames.set(lang, names);
  }
  return names[month - 1]!;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayMonth = (c: Clock, lang: Lang) => `${c.day} ${monthName(c.month, lang)}`;
const fullDate = (c: Clock, lang: Lang) => `${dayMonth(c, lang)} ${c.year}`;
const clockTime = (c: Clock) => `${two(c.hour)}:${two(c.minute)}`;

/** '29 Kasım 2026' / '29 November 2026'; '' for an unreadable date. */
export function formatDate(value: DateInput, lang: Lang): string {
  const clock = clockOf(value);
  return clock ? fullDate(clock, lang) : '';
}

/** '29 Kasım 2026 00:00' / '29 November 2026 00:00'. */
export function formatDateTime(value: DateInput, lang: Lang): string {
  const clock = clockOf(value);
  return clock ? `${fullDate(clock, lang)} ${clockTime(clock)}` : '';
}

/** A calendar month ('2026-11'): 'Kasım 2026' / 'November 2026'; '' when unreadable. */
export function formatMonth(month: string, lang: Lang): string {
  const written = /^(\d{4})-(\d{2})$/.exec(month);
  const number = Number(written?.[2]);
  if (!written || number < 1 || number > 12) return '';
  return `${monthName(number, lang)} ${written[1]}`;
}

/** A length of time as a clock shows it, hours first: '00:04:05', '27:00:00'. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  return `${two(hours)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** '00:00', 24-hour in both languages. */
export function formatTime(value: DateInput): string {
  const clock = clockOf(value);
  return clock ? clockTime(clock) : '';
}

/**
 * A span of days, each part written once: '1–24 Eylül 2027', '29 Eylül – 24 Ekim 2027',
 * '1 Aralık 2026 – 24 Ocak 2027'; with times, '29 Eylül 2027 10:00–12:00' on one day, else both
 * ends in full. '' when either end is unreadable.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  lang: Lang,
  options: { time?: boolean } = {},
): string {
  const from = clockOf(start);
  const to = clockOf(end);
  if (!from || !to) return '';
  const sameYear = from.year === to.year;
  const sameMonth = sameYear && from.month === to.month;
  const sameDay = sameMonth && from.day === to.day;
  if (options.time) {
    const first = `${fullDate(from, lang)} ${clockTime(from)}`;
    return sameDay
      ? `${first}–${clockTime(to)}`
      : `${first} – ${fullDate(to, lang)} ${clockTime(to)}`;
  }
  if (sameDay) return fullDate(from, lang);
  if (sameMonth) return `${from.day}–${fullDate(to, lang)}`;
  if (sameYear) return `${dayMonth(from, lang)} – ${fullDate(to, lang)}`;
  return `${fullDate(from, lang)} – ${fullDate(to, lang)}`;
}

/**
 * For spreadsheets (the history CSVs): lira with two decimals and the language's decimal mark,
 * no grouping or sign, so the cell is a number: '1234,50' (tr), '1234.50' (en).
 */
export const spreadsheetAmount = (kurus: number, lang: Lang) =>
  spreadsheetNumber(kurus / 100, lang);

/** For spreadsheets: two decimals with the language's mark, such as odds: '2,35' / '2.35'. */
export function spreadsheetNumber(value: number, lang: Lang): string {
  const text = value.toFixed(2);
  return lang === 'tr' ? text.replace('.', ',') : text;
}

/** For spreadsheets: '29.11.2026 00:00', Turkey's time, 24-hour. */
export function spreadsheetDateTime(value: DateInput): string {
  const clock = clockOf(value);
  return clock ? `${two(clock.day)}.${two(clock.month)}.${clock.year} ${clockTime(clock)}` : '';
}
