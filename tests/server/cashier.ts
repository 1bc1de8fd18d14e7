/** Helpers of the cashier suites: players' money, operator calls, the ledger's checks. */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EnvelopeResponse } from '../../machines/shared/contract.ts';
import type {
  BankAccount,
  CashTransaction,
  DepositOutcome,
} from '../../machines/shared/finance.ts';
import { buildTrIban } from '../../machines/shared/validation/iban.ts';
import type { Db } from '../../server/db/driver.ts';
import { auditLedger, lockWallet, transfer } from '../../server/wallet/ledger.ts';
import { OPERATOR_TOKEN, type Harness, type Reply } from './harness.ts';
import { TEST_PASSWORD, asUser, type TestSession } from './players.ts';

/** A fresh idempotency key. */
export const newKey = () => randomUUID();

/** A valid IBAN at Garanti BBVA (or the bank of code) no one has used yet. */
export const freshIban = (code = '00062') =>
  buildTrIban(code, String(randomBytes(6).readUIntBE(0, 6)).padStart(16, '0'));

export async function playerIdOf(db: Db, username: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM players WHERE lower(username) = lower($1)',
    [username],
  );
  return row!.id;
}

/** The balance check_balance answers. */
export async function balanceOf(h: Harness, session: TestSession): Promise<number> {
  const reply = await h.call<{ balance: number }[]>(
    'finance',
    'check_balance',
    {},
    asUser(session),
  );
  return reply.body.data[0]!.balance;
}

/** Money for a test player, as an opening ledger transaction. */
export async function fund(db: Db, playerId: number, amount: number): Promise<void> {
  await db.transaction(async (tx) =>
    transfer(tx, await lockWallet(tx, playerId), {
      kind: 'opening',
      from: 'opening_balances',
      to: 'wallet',
      amount,
    }),
  );
}

/** A call to /operator/cashier/… with the operator's token. */
export async function operator<T = unknown>(
  h: Harness,
  path: string,
  body?: object,
  token = OPERATOR_TOKEN,
): Promise<Reply<T>> {
  const response = await fetch(`${h.operatorUrl}/operator/cashier/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'x-operator-token': token,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as EnvelopeResponse<T> };
}

/** A credential of the operator `name`, issued by the console (npm run operators -- add). */
export async function operatorCredential(h: Harness, name: string): Promise<string> {
  const response = await fetch(`${h.operatorUrl}/operator/operators`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
    body: JSON.stringify({ name }),
  });
  const answer = (await response.json()) as EnvelopeResponse<{ token: string }>;
  if (!answer.result) throw new Error(`operator ${name} not issued: ${answer.message}`);
  return answer.data.token;
}

/** Rows of every table a cashier call may write: a refused call changes none of them. */
export async function cashierRows(db: Db): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM cash_transactions) AS transactions,
       (SELECT count(*) FROM cash_transaction_events) AS events,
       (SELECT count(*) FROM ledger_postings) AS postings,
       (SELECT count(*) FROM idempotency_keys WHERE (reply->>'result')::boolean) AS keys,
       (SELECT count(*) FROM bank_accounts) AS accounts,
       (SELECT count(*) FROM payment_favorites) AS favourites,
       (SELECT count(*) FROM payment_sessions) AS pages,
       (SELECT count(*) FROM provider_events) AS events_from_provider,
       (SELECT COALESCE(sum(balance_kurus), 0)::bigint FROM wallets) AS balances`,
  );
  return row!;
}

/** Every invariant of the ledger holds. */
export async function expectSoundLedger(db: Db): Promise<void> {
  const audit = await auditLedger(db);
  expect(audit).toMatchObject({
    total: 0,
    unbalanced: 0,
    negativeWallets: 0,
    mismatchedWallets: 0,
    strayBonus: 0,
  });
}

/** A refusal: result false, no data beyond the field, the message given. */
export function expectRefused(reply: Reply, message: string, status = 200) {
  expect(reply.body).toMatchObject({ result: false, message });
  expect(reply.status).toBe(status);
}

/** Adds a bank account in the player's own name; throws when refused. */
export async function addBankAccount(
  h: Harness,
  session: TestSession & { values: { firstname: string; lastname: string } },
  iban = freshIban(),
): Promise<BankAccount> {
  const reply = await h.call<BankAccount>(
    'finance',
    'save_bank_account',
    {
      owner: `${session.values.firstname} ${session.values.lastname}`,
      branch: 'Nilüfer',
      accountNumber: '12345678',
      iban,
      // Every test player's password (a change of bank account needs it).
      password: TEST_PASSWORD,
    },
    asUser(session),
  );
  if (!reply.body.result) throw new Error(`save_bank_account refused: ${reply.body.message}`);
  return reply.body.data;
}

/**
 * A bank transfer the player says was sent (save_bank_transfer on method 1005): a deposit that
 * waits for the operator. Its transaction's id.
 */
export async function reportBankDeposit(
  h: Harness,
  session: TestSession,
  amount: number,
  referenceNumber: string,
): Promise<number> {
  const reply = await h.call<DepositOutcome>(
    'finance',
    'save_bank_transfer',
    {
      methodID: 1005,
      amount,
      branch: 'Kadıköy',
      account: '998877',
      referenceNumber,
      idempotencyKey: newKey(),
    },
    asUser(session),
  );
  return reply.body.data.transactionID;
}

/** Withdrawal fields every rule accepts but the method's own. */
export const WITHDRAWAL = { validityDate: '2035-01-01', note: '' };

/**
 * prepayServices processTransaction with type withdraw, as answered. A bank account added
 * within 24 hours takes the step-up: every test player's password goes with a payout to one
 * (test players have no second factor).
 */
export function askWithdrawal(
  h: Harness,
  session: TestSession,
  fields: Record<string, unknown>,
  lang?: string,
): Promise<Reply<CashTransaction>> {
  const stepUp = 'bankAccountID' in fields ? { password: TEST_PASSWORD } : {};
  return h.call<CashTransaction>(
    'prepayServices',
    'processTransaction',
    { type: 'withdraw', idempotencyKey: newKey(), ...WITHDRAWAL, ...stepUp, ...fields },
    asUser(session, lang),
  );
}

/** askWithdrawal's withdrawal; throws when refused. */
export async function withdraw(
  h: Harness,
  session: TestSession,
  fields: Record<string, unknown>,
): Promise<CashTransaction> {
  const reply = await askWithdrawal(h, session, fields);
  if (!reply.body.result) throw new Error(`withdraw refused: ${reply.body.message}`);
  return reply.body.data;
}
