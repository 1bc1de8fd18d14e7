import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { CashField } from '../../../machines/shared/finance.ts';
import {
  amountSchema,
  bankAccountSchema,
  CASH_FIELD_SCHEMAS,
  methodFieldsSchema,
  validityDateSchema,
  WITHDRAW_NOTE_MAX,
  withdrawNoteSchema,
} from '../../../machines/shared/validation/finance-schemas.ts';
import { buildTrIban } from '../../../machines/shared/validation/iban.ts';
import { V } from '../../../machines/shared/validation/messages.ts';

/** The message a schema refuses `value` with, or null when it passes. */
function refusal(schema: { validateSync(value: unknown): unknown }, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('amountSchema (spec §5: amounts outside the method’s range are refused)', () => {
  const range = { min: 50_00, max: 50_000_00 };
  it.each([
    ['the minimum', 50_00, null],
    ['the maximum', 50_000_00, null],
    ['one kuruş below', 49_99, V.amountRange],
    ['one kuruş above', 50_000_01, V.amountRange],
    ['a fraction of a kuruş', 100_00.5, V.amountRange],
    ['nothing', undefined, V.amount],
    ['null', null, V.amount],
    ['not a number', Number.NaN, V.amount],
    ['text', 'yüz', V.amount],
  ])('%s → %s', (_, value, message) => {
    expect(refusal(amountSchema(range), value)).toBe(message);
  });

  it('the range message is the spec’s', () => {
    expect(V.amountRange).toBe('validation.amountRange');
  });
});

describe('CASH_FIELD_SCHEMAS', () => {
  const cases: Array<[CashField, unknown, string | null]> = [
    ['branch', 'Kadıköy', null],
    ['branch', '   ', V.required],
    ['branch', 'x'.repeat(61), V.tooLong],
    ['account', '12345678', null],
    ['account', '', V.required],
    ['referenceNumber', 'REF-2026', null],
    ['referenceNumber', 'abc', V.referenceNumber],
    ['referenceNumber', 'REF 2026', V.referenceNumber],
    ['referenceNumber', 'R'.repeat(31), V.referenceNumber],
    ['senderPhone', '0532 123 45 67', null],
    ['senderPhone', '+90 (532) 123-45-67', null],
    ['senderPhone', '0212 123 45 67', V.phone],
    ['receiverPhone', '', V.required],
    ['senderTckn', '10000000146', null],
    ['senderTckn', '10000000147', V.tckn],
    ['receiverTckn', '01234567890', V.tckn],
    ['receiverTckn', ' ', V.required],
    ['bankAccountID', 7, null],
    ['bankAccountID', 0, V.account],
    ['bankAccountID', 1.5, V.account],
    ['bankAccountID', 'abc', V.account],
    ['walletNumber', '1234567890', null],
    ['walletNumber', '12345', V.walletNumber],
    ['cryptoAddress', 'T'.repeat(34), null],
    ['cryptoAddress', 'T'.repeat(25), V.cryptoAddress],
    ['cryptoAddress', `${'T'.repeat(30)}!`, V.cryptoAddress],
  ];
  it.each(cases)('%s %j → %s', (field, value, message) => {
    expect(refusal(CASH_FIELD_SCHEMAS[field], value)).toBe(message);
  });

  it('phones are kept without the country prefix or spaces', () => {
    expect(CASH_FIELD_SCHEMAS.senderPhone.validateSync('0532 123 45 67')).toBe('5321234567');
  });
});

describe('methodFieldsSchema', () => {
  it('checks exactly the fields given, each with its own rule', () => {
    const schema = methodFieldsSchema(['referenceNumber', 'senderTckn']);
    expect(() =>
      schema.validateSync({ referenceNumber: 'REF-1', senderTckn: '10000000146' }),
    ).not.toThrow();
    try {
      schema.validateSync({ referenceNumber: '!', senderTckn: '1' }, { abortEarly: false });
      expect.unreachable();
    } catch (error) {
      const inner = (error as ValidationError).inner.map((e) => [e.path, e.message]);
      expect(inner).toEqual(
        expect.arrayContaining([
          ['referenceNumber', V.referenceNumber],
          ['senderTckn', V.tckn],
        ]),
      );
    }
  });

  it('a method without fields takes anything', () => {
    expect(() => methodFieldsSchema([]).validateSync({})).not.toThrow();
  });
});

describe('validityDateSchema', () => {
  const today = () => new Date('2026-11-22T10:00:00Z');
  it.each([
    ['today', '2026-11-22', null],
    ['a later day', '2030-01-31', null],
    ['yesterday', '2026-11-21', V.validityExpired],
    ['not a real day', '2027-02-30', V.validityDate],
    ['not a real month', '2027-13-01', V.validityDate],
    ['without leading zeros', '2027-2-3', V.validityDate],
    ['without dashes', '20270101', V.validityDate],
    ['another format', '22.11.2026', V.validityDate],
    ['nothing', '', V.validityDate],
  ])('%s → %s', (_, value, message) => {
    expect(refusal(validityDateSchema(today), value)).toBe(message);
  });
});

describe('withdrawNoteSchema', () => {
  it.each([
    ['no note', undefined, null],
    ['at the limit', 'n'.repeat(WITHDRAW_NOTE_MAX), null],
    ['over the limit', 'n'.repeat(WITHDRAW_NOTE_MAX + 1), V.tooLong],
  ])('%s → %s', (_, value, message) => {
    expect(refusal(withdrawNoteSchema, value)).toBe(message);
  });
});

describe('bankAccountSchema', () => {
  const good = {
    owner: 'Ayşe Yılmaz',
    branch: 'Kadıköy',
    accountNumber: '12345678',
    iban: buildTrIban('00010', '5566778899'),
  };
  it.each([
    ['a complete account', {}, null],
    ['an IBAN in groups, lower case', { iban: 'tr68 0001 0000 0000 5566 7788 99' }, null],
    ['no owner', { owner: '' }, V.required],
    ['an account number with letters', { accountNumber: '12AB' }, V.accountNumber],
    ['an IBAN with a wrong check digit', { iban: 'TR690001000000005566778899' }, V.iban],
    ['no IBAN', { iban: '' }, V.required],
  ])('%s → %s', (_, change, message) => {
    expect(refusal(bankAccountSchema, { ...good, ...change })).toBe(message);
  });

  it('keeps the IBAN compact', () => {
    expect(
      bankAccountSchema.validateSync({ ...good, iban: 'tr68 0001 0000 0000 5566 7788 99' }).iban,
    ).toBe('TR680001000000005566778899');
  });
});
