import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';
import { asUser, playerForFile, userTestConfig } from './players.ts';

/**
 * Every cashier method with hostile values in every field it reads: each answer is a refusal or
 * an answer, never a server error.
 */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);

const HOSTILE: unknown[] = [
  -1,
  0,
  1.5,
  2 ** 31,
  1e20,
  Number.MAX_SAFE_INTEGER,
  '',
  '1',
  'x'.repeat(5_000),
  '0001-01-01',
  '9999-12-31',
  [],
  {},
  null,
  true,
];

const CALLS: Record<string, Record<string, unknown>> = {
  'finance list_cash_methods_new': { Type: 1, methodID: 1301 },
  'finance list_cash_methods': { Type: 2, methodID: 1301, favorites: 1 },
  'finance list_highlighted_cash_methods': { Type: 1 },
  'finance add_favorite_cash_method': { methodID: 1301 },
  'finance remove_favorite_cash_method': { methodID: 1301 },
  'finance check_favorite_cash_method': { methodID: 1301 },
  'finance list_banks': { typeID: 1 },
  'finance list_bank_accounts': { SiteType: 'desktop', showPrepaid: 1 },
  'finance get_bank_account': { bankAccountID: 1, bankID: 1 },
  'finance save_bank_account': {
    owner: 'Ece Şahin',
    branch: 'Nilüfer',
    accountNumber: '123456',
    iban: 'TR330006100519786457841326',
    bankAccountID: 1,
    ga_code: '123456',
  },
  'finance delete_bank_account': { bankAccountID: 1 },
  'finance list_transactions': {
    limit: 10,
    offset: 0,
    searchCategory: 1,
    searchID: 1,
    status: 1000,
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    searchMinAmount: 1,
    searchType: 101,
    OrderDir: -1,
    OrderPar: 'DATE',
  },
  'finance list_sub_categories': { categoryID: 1 },
  'finance cashier_summary': {},
  'finance cancel_withdrawal': { transactionID: 100001, idempotencyKey: 'fuzz-key-0001' },
  'finance save_bank_transfer': {
    methodID: 1002,
    amount: 20_000,
    branch: 'a',
    account: 'b',
    referenceNumber: 'REF1',
    idempotencyKey: 'fuzz-key-0002',
  },
  'finance save_cep_bank_transfer': {
    methodID: 1201,
    amount: 20_000,
    senderPhone: '5321234567',
    receiverPhone: '5321234568',
    senderTckn: '10000000146',
    receiverTckn: '10000000228',
    idempotencyKey: 'fuzz-key-0003',
  },
  'envoy getDepositAmounts': { bankcode: 'qr' },
  'prepayServices processTransaction (deposit)': {
    type: 'deposit',
    methodID: 1301,
    amount: 20_000,
    walletNumber: '1234567890',
    returnUrl: 'https://site.example/deposit',
    idempotencyKey: 'fuzz-key-0005',
  },
  'prepayServices processTransaction (withdraw)': {
    type: 'withdraw',
    methodID: 1101,
    amount: 20_000,
    bankAccountID: 1,
    walletNumber: '1234567890',
    cryptoAddress: 'TXYZabcdefghijklmnopqrstuvwx1234',
    validityDate: '2035-01-01',
    note: '',
    transfer_type_id: 1,
    returnUrl: 'https://site.example/deposit',
    idempotencyKey: 'fuzz-key-0004',
  },
};

describe('the cashier under hostile payloads', () => {
  for (const [name, valid] of Object.entries(CALLS)) {
    it(`${name} never fails with a server error`, async () => {
      const [cls, method] = name.split(' ') as [string, string];
      let n = 0;
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE) {
          // A key of its own for every call, so no call is a retry of another.
          const data: Record<string, unknown> = { ...valid, [field]: value };
          if ('idempotencyKey' in valid && field !== 'idempotencyKey') {
            data.idempotencyKey = `fuzz-${++n}`;
          }
          const reply = await h.call(cls, method, data, asUser(player));
          expect(reply.status, `${field}: ${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(
            500,
          );
        }
      }
    });
  }
});
