import { describe, expect, it } from 'vitest';
import {
  buildTrIban,
  compactIban,
  formatIban,
  ibanBankCode,
  isValidTrIban,
  TR_IBAN_LENGTH,
} from '../../../machines/shared/validation/iban.ts';

/** A published example of a valid Turkish IBAN (bank code 00061). */
const KNOWN = 'TR330006100519786457841326';

describe('compactIban', () => {
  it.each([
    ['spaces and lower case', 'tr33 0006 1005 1978 6457 8413 26', KNOWN],
    ['tabs and new lines', 'TR33\t0006\n1005 19786457841326', KNOWN],
    ['already compact', KNOWN, KNOWN],
    ['empty', '', ''],
  ])('%s', (_, value, expected) => {
    expect(compactIban(value)).toBe(expected);
  });
});

describe('isValidTrIban', () => {
  it.each([
    ['a published example', KNOWN],
    ['written in groups, lower case', 'tr33 0006 1005 1978 6457 8413 26'],
    ['one the builder made', buildTrIban('00010', '5566778899')],
  ])('accepts %s', (_, value) => {
    expect(isValidTrIban(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'TR340006100519786457841326'],
    ['two digits swapped', 'TR330006100519786457841362'],
    ['another country', 'DE89370400440532013000'],
    ['one character short', KNOWN.slice(0, -1)],
    ['one character long', `${KNOWN}0`],
    ['the reserved digit not 0', 'TR330006110519786457841326'],
    ['a letter in the account', 'TR33000610051978645784132A'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidTrIban(value)).toBe(false);
  });
});

describe('ibanBankCode', () => {
  it.each([
    [KNOWN, '00061'],
    ['tr33 0006 1005 1978 6457 8413 26', '00061'],
    ['TR12', null],
    ['DE89370400440532013000', null],
  ])('%j → %j', (value, code) => {
    expect(ibanBankCode(value)).toBe(code);
  });
});

describe('formatIban', () => {
  it.each([
    [KNOWN, 'TR33 0006 1005 1978 6457 8413 26'],
    ['tr330006100519786457841326', 'TR33 0006 1005 1978 6457 8413 26'],
    ['TR33 0006', 'TR33 0006'],
    ['TR3', 'TR3'],
    ['', ''],
  ])('%j → %j', (value, formatted) => {
    expect(formatIban(value)).toBe(formatted);
  });
});

describe('buildTrIban', () => {
  it.each([
    ['00010', '5566778899'],
    ['62', '1'],
    ['12345', '9999999999999999'],
  ])('bank %s, account %s: valid, 26 characters, bank code kept', (bank, account) => {
    const iban = buildTrIban(bank, account);
    expect(iban).toHaveLength(TR_IBAN_LENGTH);
    expect(isValidTrIban(iban)).toBe(true);
    expect(ibanBankCode(iban)).toBe(bank.padStart(5, '0'));
    expect(iban.endsWith(account.padStart(16, '0'))).toBe(true);
  });
});
