/**
 * CSV cells and files as Turkish and English spreadsheets open them; amounts and dates are the
 * shared formatter's spreadsheet forms (machines/shared/format.ts).
 */
import { stringify } from 'csv-stringify/sync';

/**
 * Free text (names, notes): a cell a spreadsheet would read as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, so it shows as text and never runs.
 */
export const textCell = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** ';' separated (Turkish spreadsheets read ',' as the decimal mark), CRLF, UTF-8 with a BOM. */
export const toCsv = (header: string[], rows: string[][]): string =>
  stringify([header, ...rows], { delimiter: ';', record_delimiter: 'windows', bom: true });
