import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../machines/shared/finance.ts';
import { buildTrIban, formatIban } from '../../machines/shared/validation/iban.ts';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/db/seed.ts';
import {
  addBankAccount,
  cashierRows,
  expectRefused,
  freshIban,
  fund,
  operator,
  playerIdOf,
  withdraw,
} from './cashier.ts';
import {
  TEST_PASSWORD,
  asUser,
  harnessOnClock,
  newPlayer,
  outboxOf,
  phoneOf,
  playerForFile,
  signIn,
  type TestSession,
} from './players.ts';

/** finance list_bank_accounts, get_bank_account, save_bank_account, delete_bank_account. */
const { h, clock } = harnessOnClock();
const player = playerForFile(h);

const save = (session: TestSession, values: Record<string, unknown>, lang?: string) =>
  h.call<BankAccount>(
    'finance',
    'save_bank_account',
    { password: TEST_PASSWORD, ...values },
    asUser(session, lang),
  );

const remove = (session: TestSession, bankAccountID: number, lang?: string) =>
  h.call(
    'finance',
    'delete_bank_account',
    { bankAccountID, password: TEST_PASSWORD },
    asUser(session, lang),
  );

const form = (iban: string, owner = 'Ece Şahin') => ({
  owner,
  branch: 'Nilüfer',
  accountNumber: '12345678',
  iban,
});

describe('finance list_bank_accounts', () => {
  it("lists the demo player's seeded account in their own name", async () => {
    const demo = await signIn(h, 'demo', 'Demo1234');
    const reply = await h.call<BankAccount[]>(
      'finance',
      'list_bank_accounts',
      { SiteType: 'desktop', showPrepaid: 1 },
      asUser(demo),
    );
    expect(reply.body.data).toEqual([
      {
        bankAccountID: expect.any(Number),
        owner: 'Deniz Yılmaz',
        bankID: 7,
        bankName: 'Garanti BBVA',
        branch: 'Kadıköy',
        accountNumber: '6290417385',
        iban: buildTrIban('00062', '6290417385'),
        createdAt: expect.any(String),
        changedAt: expect.any(String),
      },
    ]);
  });
});

describe('finance save_bank_account', () => {
  it('adds an account; the bank follows from the IBAN, written any way', async () => {
    const iban = freshIban('00064');
    const reply = await save(player, form(formatIban(iban).toLowerCase(), '  ECE   ŞAHİN '));
    expect(reply.body).toMatchObject({
      result: true,
      message: 'Banka hesabı eklendi',
      data: { owner: 'ECE   ŞAHİN', bankID: 8, bankName: 'İş Bankası', iban },
    });
    const listed = await h.call<BankAccount[]>('finance', 'list_bank_accounts', {}, asUser(player));
    expect(listed.body.data).toContainEqual(reply.body.data);
  });

  it('accepts the owner written without Turkish letters or spaces', async () => {
    const reply = await save(player, form(freshIban(), 'ecesahin'));
    expect(reply.body.result).toBe(true);
  });

  it('updates an account of the player with bankAccountID', async () => {
    const account = await addBankAccount(h, player);
    const iban = freshIban('00046');
    const reply = await save(player, {
      ...form(iban),
      branch: 'Osmangazi',
      bankAccountID: account.bankAccountID,
    });
    expect(reply.body).toMatchObject({
      result: true,
      message: 'Banka hesabı güncellendi',
      data: { bankAccountID: account.bankAccountID, bankName: 'Akbank', branch: 'Osmangazi', iban },
    });
  });

  it('refuses what breaks a rule and writes nothing', async () => {
    const other = await newPlayer(h);
    const theirs = await addBankAccount(h, other);
    const mine = await addBankAccount(h, player);
    const rows = await cashierRows(h.db);
    // One digit changed: mod 97 catches every such typo.
    const typo = freshIban().replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const invalidIban = 'Enter a valid Turkish IBAN (26 characters starting with TR).';
    const cases: [Record<string, unknown>, string, number][] = [
      [form(typo), invalidIban, 400],
      [form('DE89370400440532013000'), invalidIban, 400],
      [form(buildTrIban('00999', '1234')), 'This IBAN does not belong to a known bank', 400],
      [form(mine.iban), 'This IBAN is already registered', 200],
      [form(theirs.iban), 'This IBAN is already registered', 200],
      [
        form(freshIban(), 'Deniz Yılmaz'),
        'The account must be yours: write the first and last name of your membership',
        200,
      ],
      [{ ...form(freshIban()), bankAccountID: theirs.bankAccountID }, 'Record not found', 200],
      [
        { ...form(freshIban()), accountNumber: '12ab' },
        'The account number must be 4-20 digits',
        400,
      ],
      [{ ...form(freshIban()), owner: '' }, 'Required field', 400],
      [
        { ...form(freshIban()), owner: '=cmd|" /C calc"!A0' },
        'Use letters, spaces, apostrophes, dots and hyphens only',
        400,
      ],
      [
        { ...form(freshIban()), bankAccountID: String(mine.bankAccountID) },
        "Field 'bankAccountID' has the wrong type: it must be a number",
        400,
      ],
    ];
    for (const [values, message, status] of cases) {
      expectRefused(await save(player, values, 'en'), message, status);
    }
    expect(await cashierRows(h.db)).toEqual(rows);
  });

  it('needs the authenticator code when the player has it on, each code once', async () => {
    const pending = await signIn(h, 'demo2fa', 'Demo1234');
    const login = await h.call(
      'user',
      'check_ga',
      { ga_code: clock.code(DEMO_AUTHENTICATOR_SECRET) },
      asUser(pending),
    );
    expect(login.body.result).toBe(true);
    const values = { ...form(freshIban(), 'Ayşe Kaya'), password: 'Demo1234' };
    const rows = await cashierRows(h.db);
    expectRefused(
      await save(pending, values, 'en'),
      'Enter the 6-digit code of your authenticator app for this operation',
    );
    // The login used this step's code: the same code again is a replay.
    const used = clock.code(DEMO_AUTHENTICATOR_SECRET);
    expectRefused(
      await save(pending, { ...values, ga_code: used }, 'en'),
      'The code you entered is incorrect',
    );
    expectRefused(
      await save(pending, { ...values, ga_code: '12345' }, 'en'),
      'The code must be 6 digits',
      400,
    );
    expect(await cashierRows(h.db)).toEqual(rows);
    clock.advanceSteps();
    const fresh = clock.code(DEMO_AUTHENTICATOR_SECRET);
    const saved = await save(pending, { ...values, ga_code: fresh });
    expect(saved.body).toMatchObject({ result: true, data: { owner: 'Ayşe Kaya' } });
    const summary = await h.call('finance', 'cashier_summary', {}, asUser(pending));
    expect(summary.body.data).toMatchObject({ authenticatorRequired: true });
  });

  it('needs the SMS code sent for a bank account when SMS is the factor', async () => {
    const session = await newPlayer(h);
    const phone = phoneOf(session.values);
    /** The newest SMS to the player's phone, and the code in it. */
    const lastSms = async () => {
      const [sms] = await outboxOf(h, phone);
      return { code: /(\d{6})/.exec(sms!.body)![1]!, body: sms!.body };
    };
    await h.call('user', 'sms_send', {}, asUser(session));
    await h.call('user', 'sms_validate', { code: (await lastSms()).code }, asUser(session));
    await h.call('user', 'two_auth_type', { type: 'sms' }, asUser(session));
    const summary = await h.call('finance', 'cashier_summary', {}, asUser(session));
    expect(summary.body.data).toMatchObject({ authenticatorRequired: false });
    const profile = await h.call('user', 'get_user_profile', {}, asUser(session));
    expect(profile.body.data).toMatchObject({ stepUpFactor: 'sms' });

    const values = form(freshIban());
    const rows = await cashierRows(h.db);
    expectRefused(
      await save(session, values, 'en'),
      'Enter the 6-digit code sent to your phone for this operation',
    );
    // A code sent to approve another change does not approve this one.
    await h.call('user', 'step_up_sms', { action: 'limit' }, asUser(session));
    const forLimit = await lastSms();
    expectRefused(
      await save(session, { ...values, ga_code: forLimit.code }, 'en'),
      'The code has expired or is void; please request a new one',
    );
    expect(await cashierRows(h.db)).toEqual(rows);

    const sent = await h.call('user', 'step_up_sms', { action: 'bank-account' }, asUser(session));
    expect(sent.body.result).toBe(true);
    const forAccount = await lastSms();
    // The SMS names the change it approves.
    expect(forAccount.body).toContain('Banka hesabı ekleme veya değiştirme');
    const saved = await save(session, { ...values, ga_code: forAccount.code });
    expect(saved.body).toMatchObject({
      result: true,
      message: 'Banka hesabı eklendi',
      data: { iban: values.iban, owner: 'Ece Şahin' },
    });
  });
});

describe('finance get_bank_account', () => {
  it("answers the player's own account by bankAccountID or bankID, nobody else's", async () => {
    const account = await addBankAccount(h, player);
    for (const data of [
      { bankAccountID: account.bankAccountID },
      { bankID: account.bankAccountID },
    ]) {
      const reply = await h.call('finance', 'get_bank_account', data, asUser(player));
      expect(reply.body.data).toEqual(account);
    }
    const other = await newPlayer(h);
    const theirs = await h.call(
      'finance',
      'get_bank_account',
      { bankAccountID: account.bankAccountID },
      asUser(other, 'en'),
    );
    expectRefused(theirs, 'Record not found');
    const none = await h.call('finance', 'get_bank_account', {}, asUser(player, 'en'));
    expectRefused(none, 'Please select a valid account.', 400);
  });
});

describe('finance delete_bank_account', () => {
  it('deletes an account; its IBAN may then be saved again', async () => {
    const account = await addBankAccount(h, player);
    const reply = await remove(player, account.bankAccountID);
    expect(reply.body).toEqual({ result: true, data: null, message: 'Banka hesabı silindi' });
    const again = await remove(player, account.bankAccountID, 'en');
    expectRefused(again, 'Record not found');
    const other = await newPlayer(h);
    expect((await save(other, form(account.iban))).body.result).toBe(true);
  });

  it("refuses another player's account", async () => {
    const other = await newPlayer(h);
    const theirs = await addBankAccount(h, other);
    const reply = await remove(player, theirs.bankAccountID, 'en');
    expectRefused(reply, 'Record not found');
  });

  it('keeps an account with an open withdrawal, until the withdrawal is decided', async () => {
    const account = await addBankAccount(h, player);
    await fund(h.db, await playerIdOf(h.db, player.values.username), 50_000);
    const held = await withdraw(h, player, {
      methodID: 1101,
      amount: 30_000,
      bankAccountID: account.bankAccountID,
    });
    const rows = await cashierRows(h.db);
    const busy = await remove(player, account.bankAccountID, 'en');
    expectRefused(busy, 'An account with a pending withdrawal cannot be changed or deleted');
    const change = await save(
      player,
      { ...form(freshIban()), bankAccountID: account.bankAccountID },
      'en',
    );
    expectRefused(change, 'An account with a pending withdrawal cannot be changed or deleted');
    expect(await cashierRows(h.db)).toEqual(rows);
    await operator(h, `transactions/${held.id}/approve`, {});
    expect((await remove(player, account.bankAccountID)).body.result).toBe(false);
    await operator(h, `transactions/${held.id}/pay`, {});
    const deleted = await remove(player, account.bankAccountID);
    expect(deleted.body.result).toBe(true);
  });
});
