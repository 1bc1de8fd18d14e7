import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccount, CashTransaction } from '../../machines/shared/finance.ts';
import type { PlayerNotification } from '../../machines/shared/history.ts';
import {
  addBankAccount,
  expectRefused,
  expectSoundLedger,
  newKey,
  operator,
  WITHDRAWAL,
  withdraw,
} from './cashier.ts';
import { bonusCall, bonusesOf, bonusRow, newBonusPlayer, OFFER } from './bonus-fixtures.ts';
import { harnessForFile } from './harness.ts';
import {
  asUser,
  newPlayer,
  signIn,
  TEST_PASSWORD,
  userTestConfig,
  type TestSession,
} from './players.ts';

/**
 * ASVS V4: the acting player comes from the session alone. Whatever id another player sends
 * (bank account, withdrawal, bonus, notification), it reads nothing and changes nothing of the
 * owner's, and its own lists hold none of the owner's rows.
 */
const h = harnessForFile({ config: userTestConfig() });
beforeAll(() => operator(h, 'settings', { withdrawalCancel: true }));
afterAll(() => operator(h, 'settings', { withdrawalCancel: false }));

const call = <T = unknown>(
  session: TestSession,
  klass: string,
  method: string,
  data: Record<string, unknown> = {},
) => h.call<T>(klass, method, data, asUser(session, 'en'));

const LIST = { limit: 50, offset: 0, OrderDir: -1, OrderPar: 'DATE' };

/** Everything of a player that the player's own calls show. */
async function viewOf(session: TestSession) {
  const data = async (klass: string, method: string, body: Record<string, unknown> = {}) => {
    const reply = await call(session, klass, method, body);
    return reply.body.result ? reply.body.data : reply.body.message;
  };
  return {
    balance: await data('finance', 'check_balance'),
    bankAccounts: await data('finance', 'list_bank_accounts'),
    transactions: await data('finance', 'list_transactions', LIST),
    notifications: await data('finance', 'list_transactions', {
      ...LIST,
      searchCategory: 2,
      status: 1003,
    }),
    unread: await data('crm', 'unread_count'),
    bonuses: await bonusesOf(h, session),
    favourites: await data('user', 'favorites', { type: 'casino' }),
  };
}

describe("another player's ids", () => {
  it('read, change and spend nothing of the owner, in any class', async () => {
    const owner = await newBonusPlayer(h, 300_000);
    const account = await addBankAccount(h, owner.session);
    const held = await withdraw(h, owner.session, {
      methodID: 1101,
      amount: 50_000,
      bankAccountID: account.bankAccountID,
    });
    await bonusCall(h, owner.session, 'redeem_code', { code: 'HOSGELDIN100' });
    const claim = { offerID: OFFER.promo100, idempotencyKey: newKey() };
    expect((await bonusCall(h, owner.session, 'claim', claim)).body.result).toBe(true);
    const bonusID = (await bonusRow(h, owner.id)).id;
    const favourite = { mode: 'insert', type: 'casino', id: 2620 };
    expect((await call(owner.session, 'user', 'favorites', favourite)).body.result).toBe(true);
    const owned = await call<PlayerNotification[]>(owner.session, 'finance', 'list_transactions', {
      ...LIST,
      searchCategory: 2,
      status: 1003,
    });
    const notificationIds = owned.body.data.map((n) => n.id);
    expect(notificationIds.length).toBeGreaterThan(0);

    const intruder = await newPlayer(h);
    const intruderBefore = await viewOf(intruder);
    const ownerBefore = await viewOf(owner.session);

    expectRefused(
      await call(intruder, 'finance', 'get_bank_account', { bankAccountID: account.bankAccountID }),
      'Record not found',
    );
    const overwrite = await call<BankAccount>(intruder, 'finance', 'save_bank_account', {
      bankAccountID: account.bankAccountID,
      owner: `${intruder.values.firstname} ${intruder.values.lastname}`,
      branch: 'Moda',
      accountNumber: '87654321',
      iban: account.iban,
      password: TEST_PASSWORD,
    });
    expect(overwrite.body.result).toBe(false);
    expectRefused(
      await call(intruder, 'finance', 'delete_bank_account', {
        bankAccountID: account.bankAccountID,
        password: TEST_PASSWORD,
      }),
      'Record not found',
    );
    const payout = await call<CashTransaction>(intruder, 'prepayServices', 'processTransaction', {
      type: 'withdraw',
      idempotencyKey: newKey(),
      ...WITHDRAWAL,
      methodID: 1101,
      amount: 10_000,
      bankAccountID: account.bankAccountID,
    });
    expect(payout.body.result).toBe(false);
    expectRefused(
      await call(intruder, 'finance', 'cancel_withdrawal', {
        transactionID: held.id,
        idempotencyKey: newKey(),
      }),
      'Record not found',
    );
    const forfeit = await bonusCall(h, intruder, 'cancel', { bonusID, idempotencyKey: newKey() });
    expect(forfeit.body.result).toBe(false);
    await call(intruder, 'crm', 'mark_read', { kind: 'notification', ids: notificationIds });

    expect(await viewOf(owner.session)).toEqual(ownerBefore);
    expect(await viewOf(intruder)).toEqual(intruderBefore);
    expect(JSON.stringify(intruderBefore)).not.toContain(account.iban);
    expect(ownerBefore.bonuses.map((bonus) => bonus.bonusID)).toContain(bonusID);
    expect(intruderBefore.bonuses).toEqual([]);
    await expectSoundLedger(h.db);
  });

  it("never show the demo player's sports coupons to another player", async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { startDate: day(-100), endDate: day(1), limit: 100, offset: 0 };
    const demo = await signIn(h, 'demo', 'Demo1234');
    const own = await call(demo, 'betframe', 'getCoupons', range);
    expect(own.body.pagination).toMatchObject({ total: 30 });
    const other = await call(await newPlayer(h), 'betframe', 'getCoupons', range);
    expect(other.body).toMatchObject({ result: true, data: [], pagination: { total: 0 } });
  });
});
