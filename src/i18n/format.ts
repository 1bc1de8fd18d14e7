import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../machines/shared/contract.ts';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDecimal,
  formatElapsed,
  formatMoney,
  formatMonth,
  formatTime,
  type DateInput,
  type MoneyOptions,
} from '../../machines/shared/format.ts';

/** The shared formatter (machines/shared/format.ts) in the language the page is shown in. */
export interface Format {
  lang: Lang;
  money: (kurus: number, options?: MoneyOptions) => string;
  date: (value: DateInput) => string;
  dateTime: (value: DateInput) => string;
  time: (value: DateInput) => string;
  range: (start: DateInput, end: DateInput, options?: { time?: boolean }) => string;
  decimal: (value: number) => string;
  /** A calendar month ('2026-11'): 'Kasım 2026'. */
  month: (month: string) => string;
  /** A length of time as a clock shows it: '01:02:03'. */
  elapsed: (ms: number) => string;
  /** A currency's name, as the browser knows it (Intl.DisplayNames): 'Türk lirası', 'Turkish Lira'. */
  currencyName: (code: string) => string;
}

export function formatIn(lang: Lang): Format {
  return {
    lang,
    money: (kurus, options) => formatMoney(kurus, lang, options),
    date: (value) => formatDate(value, lang),
    dateTime: (value) => formatDateTime(value, lang),
    time: (value) => formatTime(value),
    range: (start, end, options) => formatDateRange(start, end, lang, options),
    decimal: (value) => formatDecimal(value, lang),
    month: (month) => formatMonth(month, lang),
    elapsed: formatElapsed,
    currencyName: (code) => new Intl.DisplayNames([lang], { type: 'currency' }).of(code) ?? code,
  };
}

/**
 * Every date, time, range and amount a view shows goes through this: the language is the one
 * react-intl speaks, so a switch re-renders them with the words.
 */
export function useFormat(): Format {
  const { locale } = useIntl();
  const lang: Lang = locale === 'en' ? 'en' : 'tr';
  return useMemo(() => formatIn(lang), [lang]);
}
