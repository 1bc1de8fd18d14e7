import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isStoredWithdrawDraft,
  isWithdrawDraft,
  WITHDRAW_DRAFT_VERSION,
} from '../../../machines/cashier/withdraw-draft.ts';
import {
  amountError,
  codeError,
  destinationError,
  destinationOf,
  failureMessageOf,
  isCancellable,
  isRealDay,
  kurusError,
  newIdempotencyKey,
  noteError,
  validityDateError,
  WITHDRAW_MESSAGES,
  withdrawRange,
} from '../../../machines/cashier/withdraw-rules.ts';
import { isUnansweredFailure } from '../../../machines/shared/api-errors.ts';
import { TRANSACTION_STATUS } from '../../../machines/shared/finance.ts';
import { V } from '../../../machines/shared/validation/messages.ts';
import {
  bankTransfer,
  crypto,
  cryptoAddress,
  offline,
  papara,
  payfix,
  refused,
  TODAY,
  walletNumber,
  withdrawal,
} from './withdraw-fixtures.ts';

const today = () => TODAY;

describe('destinationOf', () => {
  it.each([
    [bankTransfer, 'bankAccountID'],
    [papara, 'walletNumber'],
    [crypto, 'cryptoAddress'],
    [payfix, null],
    [null, null],
  ])('%#: %s', (method, field) => {
    expect(destinationOf(method)).toBe(field);
  });
});

describe('amounts (method 100 – 50.000 TL, 2.000 TL withdrawable)', () => {
  const withdrawable = 200_000;
  it.each([
    ['the minimum', '100', null],
    ['all that is withdrawable', '2.000', null],
    ['with kuruş', '1.250,50', null],
    ['with a dot decimal', '150.5', null],
    ['with the currency', '₺ 500 TL', null],
    ['empty', '  ', V.amount],
    ['letters', 'yüz', V.amount],
    ['negative', '-100', V.amount],
    ['below the minimum', '99,99', V.amountRange],
    ['zero', '0', V.amountRange],
    ['within the range but more than withdrawable', '2.000,01', WITHDRAW_MESSAGES.overWithdrawable],
    ['above the method maximum', '60.000', V.amountRange],
  ])('%s: %s', (_, text, error) => {
    expect(amountError(text, bankTransfer, withdrawable)).toBe(error);
  });

  it('checks kuruş the same way (a restored draft)', () => {
    expect(kurusError(10_000, bankTransfer, withdrawable)).toBeNull();
    expect(kurusError(9_999, bankTransfer, withdrawable)).toBe(V.amountRange);
    expect(kurusError(200_001, bankTransfer, withdrawable)).toBe(
      WITHDRAW_MESSAGES.overWithdrawable,
    );
    expect(kurusError(1.5, bankTransfer, withdrawable)).toBe(V.amountRange);
  });

  it.each([
    [200_000, { min: 10_000, max: 200_000 }],
    [9_000_000, { min: 10_000, max: 5_000_000 }],
    [-500, { min: 10_000, max: 0 }],
  ])('the range with %i withdrawable', (withdrawable, range) => {
    expect(withdrawRange(bankTransfer, withdrawable)).toEqual(range);
  });
});

describe('validity date (today 2026-11-22)', () => {
  it.each([
    ['today', '2026-11-22', null],
    ['a later day', '2031-05-20', null],
    ['29 February of a leap year', '2028-02-29', null],
    ['yesterday', '2026-11-21', V.validityExpired],
    ['empty', '', V.validityDate],
    ['a day that does not exist', '2027-02-30', V.validityDate],
    ['month 13', '2027-13-01', V.validityDate],
    ['29 February of a common year', '2027-02-29', V.validityDate],
    ['day first', '20.05.2031', V.validityDate],
    ['without leading zeros', '2031-5-20', V.validityDate],
  ])('%s: %s', (_, value, error) => {
    expect(validityDateError(value, today)).toBe(error);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-00-10', false],
  ])('isRealDay %s', (value, real) => {
    expect(isRealDay(value)).toBe(real);
  });
});

describe('note, wallet, address and code', () => {
  it.each([
    ['empty', '', null],
    ['250 characters', 'a'.repeat(250), null],
    ['251 characters', 'a'.repeat(251), V.tooLong],
  ])('note %s', (_, note, error) => {
    expect(noteError(note)).toBe(error);
  });

  it.each([
    ['walletNumber', walletNumber, null],
    ['walletNumber', '123', V.walletNumber],
    ['walletNumber', '', V.required],
    ['cryptoAddress', cryptoAddress, null],
    ['cryptoAddress', 'short', V.cryptoAddress],
  ] as const)('%s %s', (field, value, error) => {
    expect(destinationError(field, value)).toBe(error);
  });

  it.each([
    ['123456', null],
    ['12345', V.code],
    ['12345a', V.code],
    ['', V.required],
  ])('code %s', (code, error) => {
    expect(codeError(code)).toBe(error);
  });
});

describe('failures', () => {
  it.each([
    ['a refusal is an answer', refused('Girdiğiniz kod hatalı'), false, 'Girdiğiniz kod hatalı'],
    ['offline is not', offline(), true, WITHDRAW_MESSAGES.failed],
    [
      'HTTP 5xx is not',
      Object.assign(new Error('HTTP 500'), { kind: 'serverError' }),
      true,
      WITHDRAW_MESSAGES.failed,
    ],
    ['a refusal without a message', refused(''), false, WITHDRAW_MESSAGES.failed],
    ['a plain error is treated as an answer', new Error('Kayıt hatası'), false, 'Kayıt hatası'],
  ])('%s', (_, error, unanswered, message) => {
    expect(isUnansweredFailure(error)).toBe(unanswered);
    expect(failureMessageOf(error)).toBe(message);
  });
});

describe('keys', () => {
  afterEach(() => vi.restoreAllMocks());
  it('makes a new UUID per call', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('isCancellable', () => {
  it.each([
    ['pending, operator allows', withdrawal(), true, true],
    ['pending, operator does not allow', withdrawal(), false, false],
    ['pending, its own flag says yes', withdrawal({ cancellable: true }), false, true],
    ['pending, its own flag says no', withdrawal({ cancellable: false }), true, false],
    [
      'approved',
      withdrawal({ transaction_status: TRANSACTION_STATUS.approved, cancellable: true }),
      true,
      false,
    ],
    ['paid', withdrawal({ transaction_status: TRANSACTION_STATUS.completed }), true, false],
  ])('%s', (_, transaction, operator, cancellable) => {
    expect(isCancellable(transaction, operator)).toBe(cancellable);
  });
});

describe('drafts', () => {
  const draft = {
    version: WITHDRAW_DRAFT_VERSION,
    methodID: 21,
    bankAccountID: 11,
    amount: 50_000,
    validityDate: '2031-05-20',
    note: '',
  };
  it.each([
    ['a full draft', draft, true],
    [
      'a draft with only the method',
      { ...draft, bankAccountID: null, amount: null, validityDate: null, note: null },
      true,
    ],
    ['another version', { ...draft, version: 2 }, false],
    ['no method', { ...draft, methodID: null }, false],
    ['a fractional amount', { ...draft, amount: 1.5 }, false],
    ['a negative amount', { ...draft, amount: -1 }, false],
    ['a date in another format', { ...draft, validityDate: '20.05.2031' }, false],
    ['a code', { ...draft, code: '123456' }, false],
    ['a ga_code', { ...draft, ga_code: '123456' }, false],
    ['an array', [draft], false],
    ['null', null, false],
  ])('%s', (_, value, valid) => {
    expect(isWithdrawDraft(value)).toBe(valid);
  });

  it.each([
    ['with its player', { uid: '1001', draft }, true],
    ['without a player', { uid: '', draft }, false],
    ['with a broken draft', { uid: '1001', draft: { ...draft, version: 0 } }, false],
  ])('stored %s', (_, value, valid) => {
    expect(isStoredWithdrawDraft(value)).toBe(valid);
  });
});
