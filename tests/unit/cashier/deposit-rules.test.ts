import { describe, expect, it } from 'vitest';
import {
  announcedSeconds,
  checkAmount,
  checkDepositAmount,
  checkFields,
  DEPOSIT_MESSAGES,
  depositRange,
  limitStop,
  depositRequest,
  formatCountdown,
  newIdempotencyKey,
  PROCESS_FAILED,
  presetsWithin,
  secondsLeft,
  submissionFailure,
  transactionIDFromSearch,
  transactionPhase,
} from '../../../machines/cashier/deposit-rules.ts';
import { TRANSACTION_STATUS, type TransactionStatus } from '../../../machines/shared/finance.ts';
import { V } from '../../../machines/shared/validation/messages.ts';
import { apiError } from '../../fixtures/auth.ts';
import { bank, cep, papara } from '../../machines/cashier/deposit-fixtures.ts';

describe('checkAmount', () => {
  const range = { min: 50_00, max: 50_000_00 };
  it.each([
    ['the minimum', '50', { ok: true, amount: 50_00 }],
    ['lira and kuruş', '1.250,50', { ok: true, amount: 1_250_50 }],
    ['the maximum with a sign', '₺50.000', { ok: true, amount: 50_000_00 }],
    ['nothing', '', { ok: false, error: V.amount }],
    ['spaces', '   ', { ok: false, error: V.amount }],
    ['words', 'elli', { ok: false, error: V.amount }],
    ['a negative amount', '-60', { ok: false, error: V.amount }],
    ['a kuruş below', '49,99', { ok: false, error: V.amountRange }],
    ['a kuruş above', '50.000,01', { ok: false, error: V.amountRange }],
  ])('%s (%j)', (_, text, result) => {
    expect(checkAmount(text, range)).toEqual(result);
  });
});

describe('checkFields', () => {
  it.each([
    ['a method without fields', [], {}, { ok: true, fields: {} }],
    [
      'a reference, trimmed',
      bank.fields,
      { referenceNumber: ' REF-2026 ' },
      { ok: true, fields: { referenceNumber: 'REF-2026' } },
    ],
    [
      'values of fields the method does not ask for are dropped',
      bank.fields,
      { referenceNumber: 'REF-2026', senderPhone: '0532 123 45 67' },
      { ok: true, fields: { referenceNumber: 'REF-2026' } },
    ],
    ['a missing field', bank.fields, {}, { ok: false, errors: { referenceNumber: V.required } }],
    [
      'every failure of a cep transfer, one per field',
      cep.fields,
      { senderPhone: '0212 000 00 00', senderTckn: '10000000147' },
      {
        ok: false,
        errors: {
          senderPhone: V.phone,
          receiverPhone: V.required,
          senderTckn: V.tckn,
          receiverTckn: V.required,
        },
      },
    ],
    [
      'a cep transfer as the rules keep it',
      cep.fields,
      {
        senderPhone: '+90 532 123 45 67',
        receiverPhone: '0532 000 00 00',
        senderTckn: '10000000146',
        receiverTckn: ' 10000000146',
      },
      {
        ok: true,
        fields: {
          senderPhone: '5321234567',
          receiverPhone: '5320000000',
          senderTckn: '10000000146',
          receiverTckn: '10000000146',
        },
      },
    ],
  ] as const)('%s', (_, fields, values, result) => {
    expect(checkFields(values, fields)).toEqual(result);
  });
});

describe('presetsWithin', () => {
  it.each([
    [
      'keeps those in range, once, ascending',
      [500_00, 20_00, 100_00, 500_00, 100_000_00],
      [100_00, 500_00],
    ],
    ['keeps the limits themselves', [50_00, 50_000_00], [50_00, 50_000_00]],
    ['drops fractions of a kuruş', [100_00.5, 200_00], [200_00]],
    ['nothing', [], []],
  ])('%s', (_, amounts, presets) => {
    expect(presetsWithin(amounts, bank)).toEqual(presets);
  });
});

describe('transactionPhase', () => {
  it.each([
    [TRANSACTION_STATUS.pending, 'open'],
    [TRANSACTION_STATUS.approved, 'open'],
    [TRANSACTION_STATUS.notification, 'open'],
    [TRANSACTION_STATUS.completed, 'completed'],
    [TRANSACTION_STATUS.rejected, 'closed'],
    [TRANSACTION_STATUS.expired, 'closed'],
    [TRANSACTION_STATUS.cancelled, 'closed'],
  ] as Array<[TransactionStatus, string]>)('status %i is %s', (status, phase) => {
    expect(transactionPhase({ transaction_status: status })).toBe(phase);
  });
});

describe('submissionFailure', () => {
  it.each([
    [
      'a refusal: its message, the attempt is over',
      apiError('Limit aşıldı'),
      'Limit aşıldı',
      false,
    ],
    ['a refusal without a message', apiError('  '), PROCESS_FAILED, false],
    [
      'no answer: the key is kept for the retry',
      apiError('Network Error', 'network'),
      PROCESS_FAILED,
      true,
    ],
    [
      'an HTTP 500: the deposit may have been made',
      Object.assign(new Error('Internal Server Error'), { kind: 'serverError' }),
      PROCESS_FAILED,
      true,
    ],
    [
      'an error of unknown kind with a message',
      new Error('Beklenmeyen yanıt'),
      'Beklenmeyen yanıt',
      true,
    ],
    ['not an error at all', 'boom', PROCESS_FAILED, true],
  ])('%s', (_, error, message, keepKey) => {
    expect(submissionFailure(error)).toEqual({ message, keepKey });
  });
});

describe('depositRequest', () => {
  it('sends the method’s own fields, the amount and the key', () => {
    expect(
      depositRequest(bank, 250_00, { referenceNumber: 'REF-1', senderPhone: '5321234567' }, 'k-1'),
    ).toEqual({
      methodID: bank.id,
      amount: 250_00,
      referenceNumber: 'REF-1',
      idempotencyKey: 'k-1',
    });
  });

  it('a method without fields sends no field', () => {
    expect(depositRequest(papara, 100_00, {}, 'k-2')).toEqual({
      methodID: papara.id,
      amount: 100_00,
      idempotencyKey: 'k-2',
    });
  });
});

describe('transactionIDFromSearch', () => {
  it.each([
    ['7002', 7002],
    [' 15 ', 15],
    ['999999999999999', 999_999_999_999_999],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['12a', null],
    ['1.5', null],
    ['0012', null],
    ['1000000000000000', null],
  ])('%j → %j', (value, id) => {
    expect(transactionIDFromSearch(value)).toBe(id);
  });
});

describe('countdown', () => {
  const at = Date.parse('2026-11-22T10:00:00.000Z');
  it.each([
    ['five minutes left', '2026-11-22T10:05:00.000Z', 300],
    ['part of a second counts as a second', '2026-11-22T10:00:00.200Z', 1],
    ['exactly now', '2026-11-22T10:00:00.000Z', 0],
    ['already past', '2026-11-22T09:59:00.000Z', 0],
    ['not a date', 'yarın', 0],
  ])('secondsLeft: %s', (_, expiresAt, seconds) => {
    expect(secondsLeft(expiresAt, at)).toBe(seconds);
  });

  it.each([
    [300, '5:00'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-4, '0:00'],
  ])('formatCountdown(%i) → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it.each([
    [300, 300],
    [241, 300],
    [240, 240],
    [61, 120],
    [60, 60],
    [31, 60],
    [30, 30],
    [11, 30],
    [10, 10],
    [1, 10],
    [0, 0],
  ])('announcedSeconds(%i) → %i: changes a few times, not every second', (seconds, announced) => {
    expect(announcedSeconds(seconds)).toBe(announced);
  });
});

describe('newIdempotencyKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a fresh v4 UUID each time', () => {
    const keys = Array.from({ length: 20 }, () => newIdempotencyKey());
    keys.forEach((key) => expect(key).toMatch(UUID_V4));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is made from random bytes where randomUUID is missing (a page served over plain http)', () => {
    const random = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(newIdempotencyKey(random)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('the deposit limit on the amount', () => {
  const method = { min: 50_00, max: 30_000_00 };

  it('lowers the top of the range to what the limit leaves, never below nothing', () => {
    expect(depositRange(method, null)).toEqual(method);
    expect(depositRange(method, 1_000_000_00)).toEqual(method);
    expect(depositRange(method, 300_00)).toEqual({ min: 50_00, max: 300_00 });
    expect(depositRange(method, -5_00)).toEqual({ min: 50_00, max: 0 });
  });

  it.each([
    ['no limit', null, null],
    ['room for the minimum', 50_00, null],
    ['nothing left', 0, { kind: 'reached' }],
    ['less than the minimum', 49_99, { kind: 'belowMinimum', left: 49_99, min: 50_00 }],
  ])('with %s, stops the step: %j', (_, allowance, stop) => {
    expect(limitStop(method, allowance)).toEqual(stop);
  });

  it.each([
    ['within both', '300', 300_00, { ok: true, amount: 300_00 }],
    [
      'above what the limit leaves',
      '300,01',
      300_00,
      { ok: false, error: DEPOSIT_MESSAGES.overAllowance },
    ],
    ['above both', '40.000', 300_00, { ok: false, error: V.amountRange }],
    ['below the minimum', '10', 300_00, { ok: false, error: V.amountRange }],
    ['nothing', '', 300_00, { ok: false, error: V.amount }],
    ['with nothing left', '50', 0, { ok: false, error: DEPOSIT_MESSAGES.overAllowance }],
    ['without a limit', '30.000', null, { ok: true, amount: 30_000_00 }],
  ])('%s', (_, text, allowance, check) => {
    expect(checkDepositAmount(text, method, allowance)).toEqual(check);
  });
});
