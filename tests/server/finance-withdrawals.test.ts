import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CashierSummary, CashTransaction } from '../../machines/shared/finance.ts';
import { NEW_ACCOUNT_MS } from '../../machines/shared/step-up.ts';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/db/seed.ts';
import { statements as migration025 } from '../../server/db/migrations/025_written_formats.ts';
import {
  addBankAccount,
  balanceOf,
  cashierRows,
  expectRefused,
  expectSoundLedger,
  freshIban,
  fund,
  newKey,
  operator,
  playerIdOf,
  withdraw,
  WITHDRAWAL,
} from './cashier.ts';
import {
  TEST_PASSWORD,
  asUser,
  harnessOnClock,
  newPlayer,
  signIn,
  smsOf,
  type Player,
  type TestSession,
  turnOnAuthenticator,
} from './players.ts';

/**
 * Withdrawals: the hold, the rules, the authenticator, the step-up to a new account, the
 * operator, cancel_withdrawal.
 */
const { h, clock } = harnessOnClock();
const START = clock.ms;

/** A new player with money and a bank account of their own. */
async function richPlayer(amount = 500_000): Promise<Player & { accountID: number }> {
  const player = await newPlayer(h);
  await fund(h.db, await playerIdOf(h.db, player.values.username), amount);
  return { ...player, accountID: (await addBankAccount(h, player)).bankAccountID };
}

const request = (session: TestSession, data: Record<string, unknown>, lang?: string) =>
  h.call<CashTransaction>(
    'prepayServices',
    'processTransaction',
    { type: 'withdraw', idempotencyKey: newKey(), ...WITHDRAWAL, ...data },
    asUser(session, lang),
  );

const papara = (amount: number) => ({ methodID: 1301, amount, walletNumber: '1234567890' });

const summary = async (session: TestSession) =>
  (await h.call<CashierSummary>('finance', 'cashier_summary', {}, asUser(session))).body.data;

describe('withdrawal requests', () => {
  it('holds the amount at once and answers the pending transaction', async () => {
    const player = await richPlayer();
    const reply = await request(player, {
      methodID: 1101,
      amount: 120_000,
      bankAccountID: player.accountID,
    });
    expect(reply.body).toEqual({
      result: true,
      data: {
        id: expect.any(Number),
        transaction_category_id: 3,
        transaction_status: 1000,
        amount: 120_000,
        methodID: 1101,
        methodName: 'Havale / EFT',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        reason: '',
        accountLabel: expect.stringMatching(/^Garanti BBVA · \*\*\*\* \d{4}$/),
        cancellable: false,
      },
      message: 'Çekim talebiniz alındı',
    });
    expect(await balanceOf(h, player)).toBe(380_000);
    expect(await summary(player)).toEqual({
      balance: 380_000,
      withdrawable: 380_000,
      canCancelWithdrawal: false,
      authenticatorRequired: false,
      bonus: null,
    });
    await expectSoundLedger(h.db);
  });

  it('pays to e-wallets and crypto addresses, labelled by their last digits', async () => {
    const player = await richPlayer();
    const papara = await withdraw(h, player, {
      methodID: 1301,
      amount: 10_000,
      walletNumber: '1234567890',
    });
    expect(papara.accountLabel).toBe('**** 7890');
    const usdt = await withdraw(h, player, {
      methodID: 1601,
      amount: 60_000,
      cryptoAddress: 'TXYZabcdefghijklmnopqrstuvwx1234',
    });
    expect(usdt.accountLabel).toBe('**** 1234');
    // A label written before, with the method's name in it, loses the name (migration 025);
    // a bank account's keeps its bank.
    const bank = await withdraw(h, player, {
      methodID: 1101,
      amount: 120_000,
      bankAccountID: player.accountID,
    });
    await h.db.query(
      `UPDATE cash_transactions SET account_label = CASE id WHEN $1 THEN 'Papara · **** 7890'
         ELSE 'Tether (USDT TRC20) · **** 1234' END WHERE id = ANY($2::bigint[])`,
      [papara.id, [papara.id, usdt.id]],
    );
    for (const statement of migration025) await h.db.query(statement);
    const labels = await h.db.query<{ id: number; account_label: string }>(
      'SELECT id, account_label FROM cash_transactions WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[papara.id, usdt.id, bank.id]],
    );
    expect(labels.map((row) => row.account_label)).toEqual([
      '**** 7890',
      '**** 1234',
      bank.accountLabel,
    ]);
    expect(bank.accountLabel).toMatch(/^.+ · \*{4} \d{4}$/);
  });

  it('refuses every bad request with a translated message and writes nothing', async () => {
    const player = await richPlayer(100_000);
    const stranger = await richPlayer();
    const gone = await addBankAccount(h, player);
    await h.call(
      'finance',
      'delete_bank_account',
      { bankAccountID: gone.bankAccountID, password: TEST_PASSWORD },
      asUser(player),
    );
    const bank = { methodID: 1101, amount: 50_000, bankAccountID: player.accountID };
    const rows = await cashierRows(h.db);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ ...bank, bankAccountID: stranger.accountID }, 'Please select a valid account.', 400],
      [{ ...bank, bankAccountID: gone.bankAccountID }, 'Please select a valid account.', 400],
      [{ ...bank, bankAccountID: undefined }, 'Please select a valid account.', 400],
      [{ ...bank, bankAccountID: 1e20 }, 'Please select a valid account.', 400],
      [{ ...bank, validityDate: undefined }, 'Please enter the last TC validity date.', 400],
      [{ ...bank, validityDate: '2031-02-30' }, 'Please enter the last TC validity date.', 400],
      [
        { ...bank, validityDate: '2020-01-01' },
        'Your identity card is past its validity date.',
        400,
      ],
      [{ ...bank, amount: 100_001 }, 'The amount is more than your withdrawable balance', 200],
      [
        { ...bank, amount: 19_999 },
        'The amount you entered is not within the minimum and maximum range',
        400,
      ],
      [{ ...bank, methodID: 1401 }, 'Payment method not defined.', 400],
      [{ ...bank, methodID: 42 }, 'Payment method not defined.', 400],
      [{ ...bank, note: 'x'.repeat(251) }, 'This field is too long', 400],
      [{ methodID: 1301, amount: 20_000, walletNumber: '12' }, 'Enter a valid wallet number', 400],
      [
        { methodID: 1601, amount: 60_000, cryptoAddress: 'not-an-address' },
        'Enter a valid crypto wallet address',
        400,
      ],
      [
        { ...bank, ga_code: 123456 },
        "Field 'ga_code' has the wrong type: it must be a string",
        400,
      ],
    ];
    for (const [data, message, status] of cases) {
      expectRefused(await request(player, data, 'en'), message, status);
    }
    expect(await cashierRows(h.db)).toEqual(rows);
    expect(await balanceOf(h, player)).toBe(100_000);
  });

  it('holds once for a key used twice', { tags: ['postgres'] }, async () => {
    const player = await richPlayer(100_000);
    const payload = {
      type: 'withdraw',
      methodID: 1301,
      amount: 30_000,
      walletNumber: '1234567890',
      idempotencyKey: newKey(),
      ...WITHDRAWAL,
    };
    const replies = await Promise.all([
      h.call('prepayServices', 'processTransaction', payload, asUser(player)),
      h.call('prepayServices', 'processTransaction', payload, asUser(player)),
    ]);
    expect(replies[1]!.body).toEqual(replies[0]!.body);
    expect(await balanceOf(h, player)).toBe(70_000);
  });

  it('answers a key refused for funds with that refusal again, after money came in', async () => {
    const player = await richPlayer(10_000);
    const key = newKey();
    const withdraw = () => request(player, { ...papara(30_000), idempotencyKey: key }, 'en');
    expectRefused(await withdraw(), 'The amount is more than your withdrawable balance');
    await fund(h.db, await playerIdOf(h.db, player.values.username), 100_000);
    expectRefused(await withdraw(), 'The amount is more than your withdrawable balance');
    expect(await balanceOf(h, player)).toBe(110_000);
    // A new attempt is a new key.
    expect((await request(player, papara(30_000))).body.result).toBe(true);
    expect(await balanceOf(h, player)).toBe(80_000);
  });

  it('gives the key back after a correctable refusal: the corrected request goes through', async () => {
    const player = await richPlayer(100_000);
    const key = newKey();
    const wrong = await request(
      player,
      { ...papara(30_000), walletNumber: '12', idempotencyKey: key },
      'en',
    );
    expectRefused(wrong, 'Enter a valid wallet number', 400);
    const corrected = await request(player, { ...papara(30_000), idempotencyKey: key });
    expect(corrected.body.result).toBe(true);
    expect(await balanceOf(h, player)).toBe(70_000);
  });
});

describe('the authenticator on withdrawals', () => {
  it('asks for a fresh code, and only a request that goes through uses it up', async () => {
    const pending = await signIn(h, 'demo2fa', 'Demo1234');
    await h.call(
      'user',
      'check_ga',
      { ga_code: clock.code(DEMO_AUTHENTICATOR_SECRET) },
      asUser(pending),
    );
    const papara = { methodID: 1301, amount: 10_000, walletNumber: '5550001111' };
    const rows = await cashierRows(h.db);
    expectRefused(
      await request(pending, papara, 'en'),
      'Enter the 6-digit code of your authenticator app for this operation',
    );
    expectRefused(
      await request(pending, { ...papara, ga_code: '000000' }, 'en'),
      'The code you entered is incorrect',
    );
    clock.advanceSteps();
    const code = clock.code(DEMO_AUTHENTICATOR_SECRET);
    const tooMuch = await request(pending, { ...papara, amount: 5_000_000, ga_code: code }, 'en');
    expectRefused(tooMuch, 'The amount is more than your withdrawable balance');
    expect(await cashierRows(h.db)).toEqual(rows);
    const done = await request(pending, { ...papara, ga_code: code });
    expect(done.body.result).toBe(true);
    expectRefused(
      await request(pending, { ...papara, ga_code: code }, 'en'),
      'The code you entered is incorrect',
    );
  });
});

describe('the step-up of a withdrawal to an account added in the last 24 hours', () => {
  // The database stamps the accounts: the platform's clock starts each test on its time.
  beforeEach(() => {
    clock.ms = Date.now();
  });
  afterAll(() => {
    clock.ms = START;
  });

  const toBank = (player: { accountID: number }, extra: Record<string, unknown> = {}) => ({
    methodID: 1101,
    amount: 50_000,
    bankAccountID: player.accountID,
    ...extra,
  });
  const refusedAt = (reply: { body: { data: unknown } }, field: string) =>
    expect(reply.body.data).toEqual({ field });

  /** Confirms the player's phone and makes SMS their second factor; answers the code sender. */
  async function smsFactor(player: Player) {
    await h.call('user', 'sms_send', {}, asUser(player));
    const phone = await smsCodeOf(player);
    await h.call('user', 'sms_validate', { code: phone.code }, asUser(player));
    await h.call('user', 'two_auth_type', { type: 'sms' }, asUser(player));
  }
  const smsCodeOf = async (player: Player) => {
    const [sent] = await smsOf(h, player);
    return { code: /(\d{6})/.exec(sent!.body)![1]!, body: sent!.body };
  };

  it('asks the password of a player without a second factor; a wrong one moves nothing', async () => {
    const player = await richPlayer(100_000);
    const rows = await cashierRows(h.db);
    const missing = await request(player, toBank(player), 'en');
    expectRefused(missing, 'Enter your password to confirm this operation');
    refusedAt(missing, 'password');
    const wrong = await request(player, toBank(player, { password: 'Wrong1234' }), 'en');
    expectRefused(wrong, 'Your current password is incorrect');
    refusedAt(wrong, 'password');
    expect(await cashierRows(h.db)).toEqual(rows);
    expect(await balanceOf(h, player)).toBe(100_000);
    // Other methods keep their rule: nothing more to ask of a player without a factor.
    expect((await request(player, papara(10_000))).body.result).toBe(true);
    const done = await request(player, toBank(player, { password: TEST_PASSWORD }));
    expect(done.body).toMatchObject({ result: true, data: { amount: 50_000 } });
    expect(await balanceOf(h, player)).toBe(40_000);
  });

  it('asks an SMS player for the code sent for this withdrawal, not one sent for a limit', async () => {
    const player = await richPlayer(100_000);
    await smsFactor(player);
    const withPassword = toBank(player, { password: TEST_PASSWORD });
    const noCode = await request(player, withPassword, 'en');
    expectRefused(noCode, 'Enter the 6-digit code sent to your phone for this operation');
    refusedAt(noCode, 'ga_code');
    await h.call('user', 'step_up_sms', { action: 'limit' }, asUser(player));
    const forLimit = await smsCodeOf(player);
    expectRefused(
      await request(player, { ...withPassword, ga_code: forLimit.code }, 'en'),
      'The code has expired or is void; please request a new one',
    );
    expect(await balanceOf(h, player)).toBe(100_000);
    const sent = await h.call('user', 'step_up_sms', { action: 'withdrawal' }, asUser(player));
    expect(sent.body.result).toBe(true);
    const forWithdrawal = await smsCodeOf(player);
    expect(forWithdrawal.body).toContain('Yeni banka hesabınıza çekim');
    expectRefused(
      await request(player, toBank(player, { ga_code: forWithdrawal.code }), 'en'),
      'Enter your password to confirm this operation',
    );
    const done = await request(player, { ...withPassword, ga_code: forWithdrawal.code });
    expect(done.body.result).toBe(true);
    expect(await balanceOf(h, player)).toBe(50_000);
  });

  it('asks an authenticator player for the password and a fresh code', async () => {
    const player = await richPlayer(100_000);
    const secret = await turnOnAuthenticator(h, player, clock.ms);
    clock.advanceSteps(2);
    const code = clock.code(secret);
    expectRefused(
      await request(player, toBank(player, { ga_code: code }), 'en'),
      'Enter your password to confirm this operation',
    );
    expectRefused(
      await request(player, toBank(player, { password: TEST_PASSWORD }), 'en'),
      'Enter the 6-digit code of your authenticator app for this operation',
    );
    expectRefused(
      await request(player, toBank(player, { password: 'Wrong1234', ga_code: code }), 'en'),
      'Your current password is incorrect',
    );
    expect(await balanceOf(h, player)).toBe(100_000);
    const done = await request(player, toBank(player, { password: TEST_PASSWORD, ga_code: code }));
    expect(done.body.result).toBe(true);
    expect(await balanceOf(h, player)).toBe(50_000);
  });

  it('takes no step-up once the account is 24 hours old, and again after it changes', async () => {
    const player = await richPlayer(100_000);
    clock.ms = Date.now() + NEW_ACCOUNT_MS;
    expect((await request(player, toBank(player, { amount: 20_000 }))).body.result).toBe(true);
    clock.ms = Date.now();
    // Another account, added two days ago (its withdrawals would be free), then changed now.
    const { bankAccountID } = await addBankAccount(h, player);
    await h.db.query(
      `UPDATE bank_accounts SET created_at = now() - interval '2 days',
         updated_at = now() - interval '2 days' WHERE id = $1`,
      [bankAccountID],
    );
    const edited = await h.call(
      'finance',
      'save_bank_account',
      {
        bankAccountID,
        owner: `${player.values.firstname} ${player.values.lastname}`,
        branch: 'Osmangazi',
        accountNumber: '87654321',
        iban: freshIban(),
        password: TEST_PASSWORD,
      },
      asUser(player),
    );
    expect(edited.body.result).toBe(true);
    const changed = toBank({ accountID: bankAccountID }, { amount: 20_000 });
    expectRefused(
      await request(player, changed, 'en'),
      'Enter your password to confirm this operation',
    );
    expect((await request(player, { ...changed, password: TEST_PASSWORD })).body.result).toBe(true);
    expect(await balanceOf(h, player)).toBe(60_000);
  });

  it('lets the corrected request through with the key a refused step-up gave back', async () => {
    const player = await richPlayer(100_000);
    const key = newKey();
    const wrong = await request(
      player,
      toBank(player, { idempotencyKey: key, password: 'Wrong1234' }),
      'en',
    );
    expectRefused(wrong, 'Your current password is incorrect');
    const corrected = await request(
      player,
      toBank(player, { idempotencyKey: key, password: TEST_PASSWORD }),
    );
    expect(corrected.body.result).toBe(true);
    // The password is no part of the request: the same key answers the same withdrawal.
    const again = await request(player, toBank(player, { idempotencyKey: key }));
    expect(again.body).toEqual(corrected.body);
    expect(await balanceOf(h, player)).toBe(50_000);
  });
});

describe('the operator on withdrawals', () => {
  it('approves then pays; the money leaves the house', async () => {
    const player = await richPlayer(100_000);
    const held = await withdraw(h, player, {
      methodID: 1101,
      amount: 40_000,
      bankAccountID: player.accountID,
    });
    const approved = await operator(h, `transactions/${held.id}/approve`, {});
    expect(approved.body).toMatchObject({ data: { status: 1001, statusName: 'Onaylandı' } });
    expectRefused(
      await operator(h, `transactions/${held.id}/approve`, {}),
      'İşlemin şu anki durumunda bu yapılamaz',
      409,
    );
    const paid = await operator(h, `transactions/${held.id}/pay`, {});
    expect(paid.body).toMatchObject({ data: { status: 1002 } });
    expect(await balanceOf(h, player)).toBe(60_000);
    const postings = await h.db.query(
      `SELECT l.kind, a.code, p.amount FROM ledger_postings p
       JOIN ledger_transactions l ON l.id = p.ledger_transaction_id
       JOIN ledger_accounts a ON a.id = p.account_id
       WHERE l.cash_transaction_id = $1 ORDER BY p.id`,
      [held.id],
    );
    expect(postings).toEqual([
      { kind: 'withdrawal_hold', code: 'wallet', amount: -40_000 },
      { kind: 'withdrawal_hold', code: 'withdrawals_held', amount: 40_000 },
      { kind: 'withdrawal_approve', code: 'withdrawals_held', amount: -40_000 },
      { kind: 'withdrawal_approve', code: 'withdrawals_payable', amount: 40_000 },
      { kind: 'withdrawal_pay', code: 'withdrawals_payable', amount: -40_000 },
      { kind: 'withdrawal_pay', code: 'bank', amount: 40_000 },
    ]);
  });

  it('rejects a pending or an approved withdrawal and gives the money back', async () => {
    const player = await richPlayer(100_000);
    const pendingOne = await withdraw(h, player, {
      methodID: 1301,
      amount: 20_000,
      walletNumber: '1234567890',
    });
    const approvedOne = await withdraw(h, player, {
      methodID: 1301,
      amount: 30_000,
      walletNumber: '1234567890',
    });
    await operator(h, `transactions/${approvedOne.id}/approve`, {});
    expect(await balanceOf(h, player)).toBe(50_000);
    for (const id of [pendingOne.id, approvedOne.id]) {
      const rejected = await operator(h, `transactions/${id}/reject`, {
        reason: 'Hesap bilgisi hatalı',
      });
      expect(rejected.body).toMatchObject({
        data: { status: 1004, reason: 'Hesap bilgisi hatalı' },
      });
    }
    expect(await balanceOf(h, player)).toBe(100_000);
    expectRefused(
      await operator(h, `transactions/${pendingOne.id}/pay`, {}),
      'İşlemin şu anki durumunda bu yapılamaz',
      409,
    );
    await expectSoundLedger(h.db);
  });
});

describe('finance cancel_withdrawal', () => {
  const cancel = (
    session: TestSession,
    transactionID: unknown,
    idempotencyKey = newKey(),
    lang?: string,
  ) =>
    h.call<CashTransaction>(
      'finance',
      'cancel_withdrawal',
      { transactionID, idempotencyKey },
      asUser(session, lang),
    );

  it('is refused while the operator does not allow it', async () => {
    const player = await richPlayer(100_000);
    const held = await withdraw(h, player, {
      methodID: 1301,
      amount: 20_000,
      walletNumber: '1234567890',
    });
    const rows = await cashierRows(h.db);
    expectRefused(
      await cancel(player, held.id, newKey(), 'en'),
      'Withdrawal requests cannot be cancelled',
    );
    expect(await cashierRows(h.db)).toEqual(rows);
  });

  it('gives a pending withdrawal back once, when the operator allows it', async () => {
    const on = await operator(h, 'settings', { withdrawalCancel: true });
    expect(on.body.data).toEqual({ withdrawalCancel: true });
    try {
      const player = await richPlayer(100_000);
      const stranger = await richPlayer();
      const held = await withdraw(h, player, {
        methodID: 1301,
        amount: 20_000,
        walletNumber: '1234567890',
      });
      expect(held.cancellable).toBe(true);
      expect((await summary(player)).canCancelWithdrawal).toBe(true);
      expectRefused(await cancel(stranger, held.id, newKey(), 'en'), 'Record not found');
      const key = newKey();
      const first = await cancel(player, held.id, key);
      expect(first.body).toMatchObject({
        result: true,
        data: { id: held.id, transaction_status: 1006, cancellable: false },
        message: 'Çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi',
      });
      expect((await cancel(player, held.id, key)).body).toEqual(first.body);
      expectRefused(
        await cancel(player, held.id, newKey(), 'en'),
        'Only pending withdrawal requests can be cancelled',
      );
      expect(await balanceOf(h, player)).toBe(100_000);

      const approved = await withdraw(h, player, {
        methodID: 1301,
        amount: 20_000,
        walletNumber: '1234567890',
      });
      await operator(h, `transactions/${approved.id}/approve`, {});
      expectRefused(
        await cancel(player, approved.id, newKey(), 'en'),
        'Only pending withdrawal requests can be cancelled',
      );
      expect((await cancel(player, 'x')).status).toBe(400);
    } finally {
      await operator(h, 'settings', { withdrawalCancel: false });
    }
    await expectSoundLedger(h.db);
  });
});
