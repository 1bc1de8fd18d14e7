import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CashTransaction } from '../../machines/shared/finance.ts';
import type { PlayerNotification } from '../../machines/shared/history.ts';
import { PASSKEY_CHALLENGE_MS, type SecurityEvent } from '../../machines/shared/passkeys.ts';
import type { ProtectionState } from '../../machines/shared/protection.ts';
import type { AccountProfile } from '../../machines/shared/session.ts';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import {
  WITHDRAWAL,
  addBankAccount,
  expectSoundLedger,
  freshIban,
  fund,
  newKey,
  playerIdOf,
} from './cashier.ts';
import {
  SITE,
  TEST_PASSWORD,
  asUser,
  callFrom,
  harnessOnClock,
  newPlayer,
  signInAgain,
  smsOf,
  turnOnAuthenticator,
  type Player,
  type TestSession,
} from './players.ts';
import {
  addPasskey,
  loginOptions,
  passkeyCall,
  signInWithPasskey,
  stepUpAssertion,
  stepUpOptions,
} from './passkey-players.ts';
import type { SoftPasskey } from './soft-passkey.ts';

/**
 * The step-up with the strongest factor (issue 41): a passkey holder approves a withdrawal to a
 * new account, a bank account, a limit raised, a new e-mail or password and a factor turned off
 * with the passkey alone, for a challenge of this session and this action; a password and code,
 * another action's or session's challenge, another player's passkey or a stale one do not.
 */
// Bank accounts are stamped by the database: the platform's clock starts each test on its time.
const { h, clock } = harnessOnClock({ siteUrl: SITE }, Date.now());
beforeEach(() => {
  clock.ms = Date.now();
});
afterAll(() => expectSoundLedger(h.db));

const call = <T = unknown>(
  session: TestSession,
  cls: string,
  method: string,
  data: Record<string, unknown> = {},
  lang?: string,
) => callFrom<T>(h, session.ip, cls, method, data, asUser(session, lang));

interface Holder {
  player: Player;
  key: SoftPasskey;
}

/** A player with money, a bank account added today (before the passkey) and a passkey. */
async function holder(): Promise<Holder & { accountID: number }> {
  const player = await newPlayer(h);
  await fund(h.db, await playerIdOf(h.db, player.values.username), 500_000);
  const { bankAccountID } = await addBankAccount(h, player);
  const { key } = await addPasskey(h, player, { origin: SITE });
  return { player, key, accountID: bankAccountID };
}

const withdrawal = (
  session: TestSession,
  accountID: number,
  stepUp: Record<string, unknown>,
  lang?: string,
) =>
  call<CashTransaction>(
    session,
    'prepayServices',
    'processTransaction',
    {
      type: 'withdraw',
      methodID: 1101,
      amount: 50_000,
      bankAccountID: accountID,
      idempotencyKey: newKey(),
      ...WITHDRAWAL,
      ...stepUp,
    },
    lang,
  );

const raise = (session: TestSession, stepUp: Record<string, unknown>, lang?: string) =>
  call<ProtectionState>(
    session,
    'protection',
    'set_limit',
    { kind: 'deposit', period: 'week', amount: 90_000, ...stepUp },
    lang,
  );

const heldOf = async (session: TestSession) => {
  const [row] = await h.db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM cash_transactions c JOIN players p ON p.id = c.player_id
     WHERE p.uid = $1 AND c.direction = 'withdraw'`,
    [session.answer.uid],
  );
  return row!.n;
};

const stepUpsOf = async (session: TestSession) =>
  (await passkeyCall<SecurityEvent[]>(h, session, 'security_events')).body.data
    .filter((e) => e.kind === 'passkey_step_up' || e.kind === 'passkey_counter_mismatch')
    .map((e) => [e.kind, e.action]);

const assertionFor = (holder: Holder, action: StepUpAction, session = holder.player) =>
  stepUpAssertion(h, session, holder.key, action);

describe('a passkey holder', () => {
  it('is asked for the passkey wherever a step-up is', async () => {
    const { player } = await holder();
    const profile = await call<AccountProfile>(player, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({ stepUpFactor: 'passkey', passkeyCount: 1 });
  });

  it('withdraws to a new account with the passkey alone', async () => {
    const subject = await holder();
    const { player, accountID } = subject;
    const passkey = await assertionFor(subject, 'withdrawal');
    const reply = await withdrawal(player, accountID, { passkey }, 'en');
    expect(reply.body).toMatchObject({ result: true, data: { amount: 50_000 } });
    expect(await stepUpsOf(player)).toEqual([['passkey_step_up', 'withdrawal']]);
    const notices = await call<PlayerNotification[]>(player, 'finance', 'list_transactions', {
      searchCategory: 2,
      status: 1003,
      limit: 5,
    });
    expect(notices.body.data.map((n) => `${n.title}: ${n.message}`)).toContain(
      'Passkey ile bir işlem onaylandı: “Test telefonu” adlı Passkey ile yeni bir banka hesabına para çekme isteğiniz onaylandı. Bunu siz yapmadıysanız hemen canlı destekle iletişime geçin.',
    );
    // The assertion is used: sent again with a new request, it moves nothing.
    const replay = await withdrawal(player, accountID, { passkey });
    expect(replay.body).toMatchObject({
      result: false,
      message: 'Passkey isteğinin süresi doldu ya da geçersiz; lütfen yeniden deneyin',
      data: { field: 'passkey' },
    });
    expect(await heldOf(player)).toBe(1);
  });

  it('cannot step up with the password and a code instead', async () => {
    const { player, accountID } = await holder();
    await raise(player, { amount: 20_000 });
    const secretless = await withdrawal(player, accountID, { password: TEST_PASSWORD }, 'en');
    expect(secretless.body).toMatchObject({
      result: false,
      message: 'Confirm this operation with your passkey',
      data: { field: 'passkey' },
    });
    const limited = await raise(player, { password: TEST_PASSWORD, ga_code: '123456' });
    expect(limited.body).toMatchObject({
      result: false,
      message: 'Bu işlemi Passkey ile onaylayın',
    });
    const email = await call(player, 'user', 'change_email', {
      email: `new.${player.values.email}`,
      password: TEST_PASSWORD,
    });
    expect(email.body.message).toBe('Bu işlemi Passkey ile onaylayın');
    expect(await heldOf(player)).toBe(0);
  });

  it("is refused another action's challenge, another session's, a stale one or another player's passkey", async () => {
    const subject = await holder();
    const { player, key, accountID } = subject;
    const stranger = await holder();
    await raise(player, { amount: 20_000 });
    const expired = 'Passkey isteğinin süresi doldu ya da geçersiz; lütfen yeniden deneyin';
    const refusedWith = async (passkey: unknown, message: string) => {
      const reply = await withdrawal(player, accountID, { passkey });
      expect(reply.body).toMatchObject({ result: false, message, data: { field: 'passkey' } });
    };
    // A limit raise's challenge does not approve a withdrawal, nor a withdrawal's a limit raise.
    const forLimit = await assertionFor(subject, 'limit');
    await refusedWith(forLimit, expired);
    const forWithdrawal = await assertionFor(subject, 'withdrawal');
    const limited = await raise(player, { passkey: forWithdrawal });
    expect(limited.body).toMatchObject({ result: false, message: expired });
    // Refused for the withdrawal, the limit raise's challenge is still good for a limit raise.
    expect((await raise(player, { passkey: forLimit })).body.result).toBe(true);
    // The player's other session (another browser) asked for it.
    const elsewhere = await signInWithPasskey(h, key);
    await refusedWith(await stepUpAssertion(h, elsewhere, key, 'withdrawal'), expired);
    // A sign-in challenge is no step-up's.
    await refusedWith(key.assert(await loginOptions(h)), expired);
    // Issued more than PASSKEY_CHALLENGE_MS ago by the platform's clock.
    const stale = await assertionFor(subject, 'withdrawal');
    clock.ms += PASSKEY_CHALLENGE_MS + 1;
    await refusedWith(stale, expired);
    // Another player's passkey, for this player's challenge.
    const theirs = stranger.key.assert(await stepUpOptions(h, player, 'withdrawal'));
    await refusedWith(theirs, 'Bu Passkey hesabınızda kayıtlı değil');
    // Signed for another site.
    const phished = await stepUpAssertion(h, player, key, 'withdrawal', {
      origin: 'https://site-example.evil',
    });
    await refusedWith(phished, 'Passkey doğrulanamadı; lütfen yeniden deneyin');
    expect(await heldOf(player)).toBe(0);
    expect(await stepUpsOf(player)).toEqual([['passkey_step_up', 'limit']]);
  });

  it('is refused, and it is recorded, when the sign count goes backwards', async () => {
    const subject = await holder();
    const { player, accountID } = subject;
    await withdrawal(player, accountID, {
      passkey: await stepUpAssertion(h, player, subject.key, 'withdrawal', { counter: 9 }),
    });
    const cloned = await stepUpAssertion(h, player, subject.key, 'withdrawal', { counter: 4 });
    const reply = await withdrawal(player, accountID, { passkey: cloned }, 'en');
    expect(reply.body).toMatchObject({
      result: false,
      message:
        'This passkey was refused because it failed a security check. Please contact live support',
    });
    expect(await heldOf(player)).toBe(1);
    expect(await stepUpsOf(player)).toEqual([
      ['passkey_counter_mismatch', null],
      ['passkey_step_up', 'withdrawal'],
    ]);
  });

  it('raises a limit with the passkey', async () => {
    const subject = await holder();
    const { player } = subject;
    const set = await raise(player, { amount: 20_000 });
    expect(set.body.result).toBe(true);
    const missing = await raise(player, {}, 'en');
    expect(missing.body).toMatchObject({
      result: false,
      message: 'Confirm this operation with your passkey',
    });
    const raised = await raise(player, { passkey: await assertionFor(subject, 'limit') });
    expect(raised.body.data.pending).toMatchObject([{ kind: 'deposit', amount: 90_000 }]);
    expect(await stepUpsOf(player)).toEqual([['passkey_step_up', 'limit']]);
  });

  it('adds and changes a bank account with the passkey', async () => {
    const subject = await holder();
    const { player } = subject;
    const account = {
      owner: `${player.values.firstname} ${player.values.lastname}`,
      branch: 'Nilüfer',
      accountNumber: '12345678',
      iban: freshIban(),
    };
    const withPassword = await call(player, 'finance', 'save_bank_account', {
      ...account,
      password: TEST_PASSWORD,
    });
    expect(withPassword.body.message).toBe('Bu işlemi Passkey ile onaylayın');
    const saved = await call(player, 'finance', 'save_bank_account', {
      ...account,
      passkey: await assertionFor(subject, 'bank-account'),
    });
    expect(saved.body.result).toBe(true);
  });

  it('changes the e-mail address with the passkey', async () => {
    const subject = await holder();
    const { player } = subject;
    const email = `new.${player.values.email}`;
    const changed = await call(player, 'user', 'change_email', {
      email,
      passkey: await assertionFor(subject, 'email'),
    });
    expect(changed.body).toMatchObject({ result: true, data: { email } });
  });

  it('changes the password with the current one and the passkey', async () => {
    const subject = await holder();
    const { player } = subject;
    const change = {
      currentPassword: TEST_PASSWORD,
      password: 'Changed123',
      passwordConfirm: 'Changed123',
    };
    const alone = await call(player, 'user', 'pass_change', change);
    expect(alone.body.message).toBe('Bu işlemi Passkey ile onaylayın');
    const wrongCurrent = await call(player, 'user', 'pass_change', {
      ...change,
      currentPassword: 'Wrong1234',
      passkey: await assertionFor(subject, 'password'),
    });
    expect(wrongCurrent.body.message).toBe('Mevcut şifreniz hatalı');
    const changed = await call(player, 'user', 'pass_change', {
      ...change,
      passkey: await assertionFor(subject, 'password'),
    });
    expect(changed.body).toMatchObject({ result: true, message: 'Şifreniz değiştirildi' });
  });

  it('turns the authenticator off with the passkey alone', async () => {
    const player = await newPlayer(h);
    const secret = await turnOnAuthenticator(h, player, clock.ms);
    clock.advanceSteps(2);
    const { key } = await addPasskey(h, player, {
      origin: SITE,
      reauthentication: { password: TEST_PASSWORD, ga_code: clock.code(secret) },
    });
    clock.advanceSteps(2);
    const withCode = await call(player, 'user', 'clear_generated_ga', {
      password: TEST_PASSWORD,
      gacode: clock.code(secret),
    });
    expect(withCode.body.message).toBe('Bu işlemi Passkey ile onaylayın');
    const off = await call(player, 'user', 'clear_generated_ga', {
      passkey: await stepUpAssertion(h, player, key, 'factor-off'),
    });
    expect(off.body).toMatchObject({ result: true, message: 'Doğrulama uygulaması kapatıldı' });
    const profile = await call<AccountProfile>(player, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({ twoFactor: 'none', stepUpFactor: 'passkey' });
  });

  it('turns SMS verification off with the passkey alone', async () => {
    const subject = await holder();
    const { player } = subject;
    await call(player, 'user', 'sms_send');
    const [phone] = await smsOf(h, player);
    await call(player, 'user', 'sms_validate', { code: /(\d{6})/.exec(phone!.body)![1]! });
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    const refused = await call(player, 'user', 'two_auth_type', { type: 'none' });
    expect(refused.body.message).toBe('Bu işlemi Passkey ile onaylayın');
    const off = await call(player, 'user', 'two_auth_type', {
      type: 'none',
      passkey: await assertionFor(subject, 'factor-off'),
    });
    expect(off.body).toMatchObject({ result: true, data: { type: 'none' } });
  });
});

describe('a re-authenticated change that is no step-up', () => {
  it('still takes the password, not a passkey', async () => {
    const subject = await holder();
    const { player, accountID } = subject;
    const reply = await call(
      player,
      'finance',
      'delete_bank_account',
      { bankAccountID: accountID, passkey: await assertionFor(subject, 'bank-account') },
      'en',
    );
    expect(reply.body).toMatchObject({
      result: false,
      message: 'Enter your password to confirm this operation',
      data: { field: 'password' },
    });
    const deleted = await call(player, 'finance', 'delete_bank_account', {
      bankAccountID: accountID,
      password: TEST_PASSWORD,
    });
    expect(deleted.body.result).toBe(true);
  });
});

describe('a player without a passkey', () => {
  it('gets no step-up challenge, and steps up with the password and code as before', async () => {
    const player = await newPlayer(h);
    const options = await passkeyCall(h, player, 'step_up_options', { action: 'limit' }, 'en');
    expect(options.body).toMatchObject({
      result: false,
      message: 'There is no passkey on your account',
    });
    const secret = await turnOnAuthenticator(h, player, clock.ms);
    clock.advanceSteps(2);
    const session = await signInAgain(h, player);
    await call(session, 'user', 'check_ga', { ga_code: clock.code(secret) });
    clock.advanceSteps(2);
    const change = {
      currentPassword: TEST_PASSWORD,
      password: 'Changed123',
      passwordConfirm: 'Changed123',
    };
    const noCode = await call(session, 'user', 'pass_change', change);
    expect(noCode.body.message).toBe('Bu işlem için doğrulama uygulamanızdaki 6 haneli kodu girin');
    const changed = await call(session, 'user', 'pass_change', {
      ...change,
      ga_code: clock.code(secret),
    });
    expect(changed.body.result).toBe(true);
  });

  it('changes the e-mail address of an SMS player with a code sent for it', async () => {
    const player = await newPlayer(h);
    await call(player, 'user', 'sms_send');
    const [phone] = await smsOf(h, player);
    await call(player, 'user', 'sms_validate', { code: /(\d{6})/.exec(phone!.body)![1]! });
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    const email = { email: `new.${player.values.email}`, password: TEST_PASSWORD };
    const noCode = await call(player, 'user', 'change_email', email);
    expect(noCode.body.message).toBe('Bu işlem için telefonunuza gönderilen 6 haneli kodu girin');
    await call(player, 'user', 'step_up_sms', { action: 'email' });
    const [sent] = await smsOf(h, player);
    expect(sent!.body).toContain('E-posta adresinizi değiştirme isteğiniz');
    const code = /(\d{6})/.exec(sent!.body)![1]!;
    const changed = await call(player, 'user', 'change_email', { ...email, ga_code: code });
    expect(changed.body.result).toBe(true);
  });
});
