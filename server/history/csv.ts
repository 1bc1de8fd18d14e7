/** CSV cells and files as Turkish and English spreadsheets open them. */
import { stringify } from 'csv-stringify/sync';
import type { Lang } from '../../machines/shared/contract.ts';

/** Lira with 2 decimals and the language's decimal mark, no grouping: 1234,50 or 1234.50. */
export function liraCell(kurus: number, lang: Lang): string {
  const text = (kurus / 100).toFixed(2);
  return lang === 'tr' ? text.replace('.', ',') : text;
}

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm in Turkey's time. */
export function dateCell(at: Date | string): string {
  const part = Object.fromEntries(
    PARTS.formatToParts(new Date(at)).map(({ type, value }) => [type, value]),
  );
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/**
 * Free text (names, notes): a cell a spreadsheet would read as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, so it shows as text and never runs.
 */
export const textCell = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** ';' separated (Turkish spreadsheets read ',' as the decimal mark), CRLF, UTF-8 with a BOM. */
export const toCsv = (header: string[], rows: string[][]): string =>
  stringify([header, ...rows], { delimiter: ';', record_delimiter: 'windows', bom: true });
