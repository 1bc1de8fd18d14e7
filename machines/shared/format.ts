/**
 * The one way the site, the server's texts and the CSV exports write an amount, a date, a time
 * or a range, in either language: Turkish conventions in tr ('₺1.234,56', '29 Kasım 2026
 * 00:00'), their English equivalents in en ('₺1,234.56', '29 November 2026 00:00'). Clocks are
 * 24-hour, as Turkey reads them, and in Turkey's time, the platform's days (turkey-time.ts):
 * a row's time matches the day a history filed it under, wherever the browser is.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/tr';
import utc from 'dayjs/plugin/utc.js';
import type { Lang } from './contract.ts';
import { TURKEY_UTC_OFFSET_MS } from './turkey-time.ts';

dayjs.extend(utc);

/** An instant (ISO text with its zone, epoch ms, Date) or a calendar day ('2026-11-29'). */
export type DateInput = string | number | Date;

const NUMBER_LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(lang: Lang, whole: boolean, signed: boolean): Intl.NumberFormat {
  const key = `${lang}|${whole}|${signed}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[lang], {
      style: 'currency',
      currency: 'TRY',
      // '₺' in both languages: 'TRY 1,234.56' is what en-GB would write otherwise.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
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

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Turkey's wall clock of an instant, as a UTC-mode dayjs (Turkey keeps UTC+3 all year). A
 * calendar day, or a time written without a zone, is taken as written.
 */
function turkeyTime(value: DateInput): Dayjs | undefined {
  const local = typeof value === 'string' && (CALENDAR_DAY.test(value) || !HAS_ZONE.test(value));
  const date = local
    ? dayjs.utc(value)
    : dayjs.utc(new Date(value).getTime() + TURKEY_UTC_OFFSET_MS);
  return date.isValid() ? date : undefined;
}

const DATE = 'D MMMM YYYY';
const TIME = 'HH:mm';

const write = (value: DateInput, lang: Lang, pattern: string) =>
  turkeyTime(value)?.locale(lang).format(pattern) ?? '';

/** '29 Kasım 2026' / '29 November 2026'; '' for an unreadable date. */
export const formatDate = (value: DateInput, lang: Lang) => write(value, lang, DATE);

/** '29 Kasım 2026 00:00' / '29 November 2026 00:00'. */
export const formatDateTime = (value: DateInput, lang: Lang) =>
  write(value, lang, `${DATE} ${TIME}`);

/** '00:00', 24-hour in both languages. */
export const formatTime = (value: DateInput, lang: Lang) => write(value, lang, TIME);

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
  const from = turkeyTime(start)?.locale(lang);
  const to = turkeyTime(end)?.locale(lang);
  if (!from || !to) return '';
  if (options.time) {
    if (from.isSame(to, 'day')) return `${from.format(`${DATE} ${TIME}`)}–${to.format(TIME)}`;
    return `${from.format(`${DATE} ${TIME}`)} – ${to.format(`${DATE} ${TIME}`)}`;
  }
  if (from.isSame(to, 'day')) return from.format(DATE);
  if (from.isSame(to, 'month')) return `${from.format('D')}–${to.format(DATE)}`;
  if (from.isSame(to, 'year')) return `${from.format('D MMMM')} – ${to.format(DATE)}`;
  return `${from.format(DATE)} – ${to.format(DATE)}`;
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
export const spreadsheetDateTime = (value: DateInput) =>
  turkeyTime(value)?.format(`DD.MM.YYYY ${TIME}`) ?? '';
