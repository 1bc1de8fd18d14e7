import { describe, expect, it } from 'vitest';
import type { AuthenticatorKey, LoginAnswer } from '../../machines/shared/contract.ts';
import type { PlayerNotification } from '../../machines/shared/history.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import { runCli } from '../../server/cli.ts';
import { addBankAccount, freshIban, operatorCredential } from './cashier.ts';
import {
  SITE,
  TEST_PASSWORD,
  asUser,
  callFrom,
  cookiesOf,
  harnessOnClock,
  newPlayer,
  newRegistration,
  outboxOf,
  phoneOf,
  signIn,
  signInAgain,
  smsOf,
  type Player,
  type TestSession,
} from './players.ts';

/**
 * Account hardening: failed logins that slow an attacker without locking the owner out, the
 * same answer for new and known registrations and reset requests (the same time:
 * even-answer-times.test.ts), SMS limited per
 * number, re-authentication of sensitive changes, and a reset that removes an authenticator.
 */
const { h, clock } = harnessOnClock({ siteUrl: SITE });

/** Addresses of a block of their own per test (TEST-NET-2), n of them from `first`. */
const addresses = (block: number, n: number) =>
  Array.from({ length: n }, (_, i) => `198.18.${block}.${i + 1}`);

let used = 0;
/** An address no other call of this file used (198.19.0.0/16): limits per address start at 0. */
const freshAddress = () => `198.19.${Math.floor(used / 250)}.${(used++ % 250) + 1}`;

const login = (ip: string, username: string, password: string) =>
  callFrom<LoginAnswer>(h, ip, 'user', 'login', { username, password });

const call = <T = unknown>(session: TestSession, cls: string, method: string, data = {}) =>
  callFrom<T>(h, session.ip, cls, method, data, asUser(session));

const register = (values: Registration, ip = freshAddress()) =>
  callFrom(h, ip, 'user', 'register', { ...values });

const RECEIVED = {
  status: 200,
  body: {
    result: true,
    data: null,
    message:
      'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.',
  },
};

async function resetToken(email: string): Promise<string> {
  const mails = await outboxOf(h, email);
  const link = mails.map((mail) => /account_reset\?token=([\w-]+)/.exec(mail.body)).find(Boolean);
  if (!link) throw new Error(`no reset link for ${email}`);
  return link[1]!;
}

async function resetPassword(email: string, password: string) {
  await callFrom(h, freshAddress(), 'user', 'forgot', { email });
  const token = await resetToken(email);
  const reply = await h.call('user', 'pass_reset', { token, password, passwordConfirm: password });
  expect(reply.body.result).toBe(true);
}

/** A player whose authenticator is on; the clock is moved past the code that confirmed it. */
async function withAuthenticator(player: Player): Promise<Player & { secret: string }> {
  const generated = await call<AuthenticatorKey>(player, 'user', 'user_generate_ga', {
    password: TEST_PASSWORD,
  });
  const { secret } = generated.body.data;
  const confirmed = await call(player, 'user', 'check_ga', { ga_code: clock.code(secret) });
  expect(confirmed.body.result).toBe(true);
  clock.advanceSteps(2);
  const session = await signInAgain(h, player, { ip: player.ip });
  const live = await call(session, 'user', 'check_ga', { ga_code: clock.code(secret) });
  expect(live.body.result).toBe(true);
  clock.advanceSteps(2);
  return { ...player, ...session, secret };
}

describe('failed logins', () => {
  it("make an attacker's address wait longer after each failure past 5", async () => {
    const { values } = await newPlayer(h);
    const [attacker] = addresses(1, 1);
    for (let i = 0; i < 5; i++) {
      expect((await login(attacker!, values.username, 'Wrong1234')).status).toBe(200);
    }
    const waits: string[] = [];
    for (const seconds of [31, 61, 121]) {
      waits.push((await login(attacker!, values.username, values.password)).body.message);
      await h.db.query(
        `UPDATE login_backoffs SET last_failure_at = last_failure_at - $2 * interval '1 second'
         WHERE key LIKE $1`,
        [`login:pair:%:${attacker}`, seconds],
      );
      expect((await login(attacker!, values.username, 'Wrong1234')).status).toBe(200);
    }
    expect(waits).toEqual([
      'Çok fazla deneme. Lütfen 30 saniye sonra tekrar deneyin.',
      'Çok fazla deneme. Lütfen 1 dakika sonra tekrar deneyin.',
      'Çok fazla deneme. Lütfen 2 dakika sonra tekrar deneyin.',
    ]);
    // Meanwhile the owner signs in from anywhere else.
    await signIn(h, values.username, values.password);
  });

  it('past 20 failures from many addresses refuse new addresses, not the known ones', async () => {
    const { values } = await newPlayer(h);
    const [home] = addresses(2, 1);
    await signIn(h, values.username, values.password, { ip: home });
    for (const ip of addresses(3, 20)) {
      expect((await login(ip, values.username, 'Wrong1234')).status).toBe(200);
    }
    const stranger = await login(freshAddress(), values.username, values.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe('Çok fazla deneme. Lütfen 60 dakika sonra tekrar deneyin.');
    // The owner at home is not locked out.
    expect((await login(home!, values.username, values.password)).body.result).toBe(true);
    // A reset link clears the ceiling: any address may sign in again.
    await resetPassword(values.email, 'Reset1234');
    await signIn(h, values.username, 'Reset1234');
  });

  it("past 20 failures from many addresses, the owner's browser signs in from anywhere with its device cookie", async () => {
    const { values } = await newPlayer(h);
    /** A login as a browser sends it: from an address, with the cookies it keeps. */
    const browserLogin = async (ip: string, password: string, cookie?: string) => {
      const response = await fetch(`${h.baseUrl}/v1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          panel: 'frontend',
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({
          api: { class: 'user', method: 'login' },
          data: { username: values.username, password },
        }),
      });
      const body = (await response.json()) as { result: boolean };
      const cookies = response.headers.getSetCookie();
      return {
        status: response.status,
        body,
        setCookie: cookies.find((c) => /^device=/.test(c)),
        binding: cookies.find((c) => /^session_binding=/.test(c)),
      };
    };
    // Secure: this server's SITE_URL is https.
    const first = await browserLogin(freshAddress(), values.password);
    expect(first.setCookie).toMatch(
      /^device=[A-Za-z0-9_-]{32}; Max-Age=15552000; Path=\/v1; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(first.binding).toMatch(
      /^session_binding=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/v1; HttpOnly; Secure; SameSite=Strict$/,
    );
    const device = first.setCookie!.split(';')[0]!;
    for (const ip of addresses(4, 20)) {
      expect((await browserLogin(ip, 'Wrong1234')).status).toBe(200);
    }
    // A new address without the cookie, or with a forged one, is held by the ceiling.
    expect((await browserLogin(freshAddress(), values.password)).status).toBe(429);
    const forged = `device=${'A'.repeat(32)}`;
    expect((await browserLogin(freshAddress(), values.password, forged)).status).toBe(429);
    // The owner's browser, on a mobile network's new address, signs in; its cookie is renewed.
    const owner = await browserLogin(freshAddress(), values.password, device);
    expect(owner.body.result).toBe(true);
    expect(owner.setCookie!.split(';')[0]).toBe(device);
    // The device has its own allowance: 5 failures free, then it waits too.
    for (let i = 0; i < 5; i++) {
      expect((await browserLogin(freshAddress(), 'Wrong1234', device)).status).toBe(200);
    }
    expect((await browserLogin(freshAddress(), 'Wrong1234', device)).status).toBe(429);
  });

  it('count re-authentications with a wrong password as failed logins of the account', async () => {
    const player = await newPlayer(h);
    for (let i = 0; i < 5; i++) {
      const reply = await call(player, 'user', 'change_username', {
        username: 'never_taken',
        password: 'Wrong1234',
      });
      expect(reply.body.message).toBe('Mevcut şifreniz hatalı');
    }
    const login = await callFrom(h, player.ip, 'user', 'login', {
      username: player.values.username,
      password: player.values.password,
    });
    expect(login.status).toBe(429);
  });
});

describe('registration', () => {
  it('answers a taken username, e-mail or tckn as a new registration, and mails the reason', async () => {
    const owner = newRegistration();
    expect(await register(owner)).toEqual(RECEIVED);
    const welcome = await outboxOf(h, owner.email);
    expect(welcome.map((mail) => mail.subject)).toEqual(['Anka Casino kaydınız']);
    expect(welcome[0]!.body).toContain(`${owner.username} kullanıcı adıyla`);

    const byEmail = newRegistration({ email: owner.email.toUpperCase() });
    const byName = newRegistration({ username: owner.username.toUpperCase() });
    const byTckn = newRegistration({ tckn: owner.tckn });
    for (const values of [byEmail, byName, byTckn])
      expect(await register(values)).toEqual(RECEIVED);

    // The owner hears of the attempts on their address and their T.C. number; the address typed
    // is told these details did not do, never which (a T.C. number in use is not confirmed).
    const toOwner = (await outboxOf(h, owner.email)).map((mail) => mail.body);
    expect(toOwner[0]).toContain('Biri T.C. Kimlik Numaranızla yeni bir hesap açmaya çalıştı');
    expect(toOwner[1]).toContain('Biri bu e-posta adresiyle yeni bir hesap açmaya çalıştı');
    for (const values of [byName, byTckn]) {
      const [inUse] = await outboxOf(h, values.email);
      expect(inUse!.body).toContain('Kaydınızı bu bilgilerle tamamlayamadık');
      expect(inUse!.body).not.toMatch(/T\.C\.|Kimlik/);
    }
    const [nameMail] = await outboxOf(h, byName.email);
    const [tcknMail] = await outboxOf(h, byTckn.email);
    expect(tcknMail!.body).toBe(nameMail!.body);
    const [count] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM players
       WHERE lower(username) = lower($1) OR lower(email) = lower($2) OR tckn = $3`,
      [owner.username, owner.email, owner.tckn],
    );
    expect(count?.n).toBe(1);
    // The owner signs in at once, with their own password only.
    await signIn(h, owner.username, owner.password);
  });

  it("tells the owner of a taken name and address, once and in the owner's language", async () => {
    const owner = newRegistration();
    const registered = await callFrom(
      h,
      freshAddress(),
      'user',
      'register',
      { ...owner },
      {
        lang: 'en',
      },
    );
    expect(registered.body.result).toBe(true);
    const outboxSize = async () =>
      (await h.db.query<{ n: number }>('SELECT count(*) AS n FROM outbox'))[0]!.n;
    const before = await outboxSize();

    const again = newRegistration({ username: owner.username, email: owner.email });
    expect(await register(again)).toEqual(RECEIVED);

    // One mail, to the owner, in English as they registered; nothing to anyone else.
    expect(await outboxSize()).toBe(before + 1);
    const [attempt] = await outboxOf(h, owner.email);
    expect(attempt!.subject).toBe('Your Anka Casino registration');
    expect(attempt!.body).toContain('Someone tried to register a new account with this e-mail');
    expect(attempt!.body).toContain('log in with your account or reset your password');
    const created = await h.db.query('SELECT 1 FROM players WHERE tckn = $1', [again.tckn]);
    expect(created).toEqual([]);
  });

  it('takes 10 registrations an hour from an address, and a ceiling over all of them', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i++) expect((await register(newRegistration(), ip)).status).toBe(200);
    const refused = await register(newRegistration(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Çok fazla deneme. Lütfen 60 dakika sonra tekrar deneyin.');
    // Over every address: no more hashing than the ceiling allows in a minute.
    await h.db.query(`UPDATE rate_limits SET hits = 120 WHERE key = 'register:global'`);
    const values = newRegistration();
    expect((await register(values)).status).toBe(429);
    const rows = await h.db.query('SELECT 1 FROM players WHERE username = $1', [values.username]);
    expect(rows).toEqual([]);
    await h.db.query(`DELETE FROM rate_limits WHERE key = 'register:global'`);
  });
});

describe('password reset requests', () => {
  it('take 10 an hour from an address', async () => {
    const ip = freshAddress();
    const forgot = () => callFrom(h, ip, 'user', 'forgot', { email: 'someone@example.com' });
    for (let i = 0; i < 10; i++) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
  });
});

describe('SMS', () => {
  it('sends 5 an hour to a number, however many accounts ask', async () => {
    const phone = '0539 111 22 33';
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await newPlayer(h, { phone }));
    const statuses: number[] = [];
    for (const player of players) {
      for (let i = 0; i < 5; i++) statuses.push((await call(player, 'user', 'sms_send')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await outboxOf(h, '+905391112233')).toHaveLength(5);
  });

  it('confirms a number on one account only', async () => {
    const phone = '0539 222 33 44';
    const first = await newPlayer(h, { phone });
    const second = await newPlayer(h, { phone });
    // Both ask for a code before either confirms.
    await call(first, 'user', 'sms_send');
    const [firstCode] = await smsOf(h, first);
    await call(second, 'user', 'sms_send');
    const [secondCode] = await smsOf(h, second);
    const code = (mail: typeof firstCode) => /(\d{6})/.exec(mail!.body)![1]!;
    expect((await call(first, 'user', 'sms_validate', { code: code(firstCode) })).body.result).toBe(
      true,
    );
    const late = await call(second, 'user', 'sms_validate', { code: code(secondCode) });
    expect(late.body.message).toBe('Bu telefon numarası başka bir hesapta doğrulanmış');
    const more = await call(second, 'user', 'sms_send');
    expect(more.body.message).toBe('Bu telefon numarası başka bir hesapta doğrulanmış');
    expect(await smsOf(h, second)).toHaveLength(2);
    const profile = await call<{ phoneConfirmed: boolean }>(second, 'user', 'get_user_profile');
    expect(profile.body.data.phoneConfirmed).toBe(false);
  });

  it('change_phone: a new number waits for its code, and SMS verification falls back to none', async () => {
    const player = await newPlayer(h);
    await call(player, 'user', 'sms_send');
    const [sent] = await smsOf(h, player);
    const oldCode = /(\d{6})/.exec(sent!.body)![1]!;
    await call(player, 'user', 'sms_validate', { code: oldCode });
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    await call(player, 'user', 'sms_send');
    const [pending] = await smsOf(h, player);
    const oldNumberCode = /(\d{6})/.exec(pending!.body)![1]!;

    const changed = await call(player, 'user', 'change_phone', {
      phone: '0539 333 44 55',
      password: TEST_PASSWORD,
    });
    expect(changed.body).toEqual({
      result: true,
      data: { phone: '+905393334455', phoneConfirmed: false },
      message: 'Telefon numaranız değiştirildi; doğrulamak için kod isteyin',
    });
    const profile = await call(player, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({
      phone: '+905393334455',
      phoneConfirmed: false,
      twoFactor: 'none',
    });
    // A code sent to the old number does not confirm the new one.
    const stale = await call(player, 'user', 'sms_validate', { code: oldNumberCode });
    expect(stale.body.result).toBe(false);
    await call(player, 'user', 'sms_send');
    const [fresh] = await outboxOf(h, '+905393334455');
    const code = /(\d{6})/.exec(fresh!.body)![1]!;
    expect((await call(player, 'user', 'sms_validate', { code })).body.result).toBe(true);
    // A number confirmed here cannot be taken by another account.
    const other = await newPlayer(h);
    const taken = await call(other, 'user', 'change_phone', {
      phone: '0539 333 44 55',
      password: TEST_PASSWORD,
    });
    expect(taken.body.message).toBe('Bu telefon numarası başka bir hesapta doğrulanmış');
  });
});

describe('re-authentication', () => {
  /** Each sensitive call with what it changes; `password` and `ga_code` are added. */
  const changes = (player: Player, bankAccountID: number) =>
    [
      ['user', 'change_username', { username: `re_${player.values.username}`.slice(0, 20) }],
      ['user', 'change_email', { email: `re.${player.values.email}` }],
      ['user', 'change_phone', { phone: `0538 ${phoneOf(player.values).slice(-7)}` }],
      [
        'finance',
        'save_bank_account',
        {
          owner: `${player.values.firstname} ${player.values.lastname}`,
          branch: 'Nilüfer',
          accountNumber: '12345678',
          iban: freshIban(),
        },
      ],
      ['finance', 'delete_bank_account', { bankAccountID }],
    ] as const;

  it('needs the password for every sensitive change', async () => {
    const player = await newPlayer(h);
    const account = await addBankAccount(h, player);
    for (const [cls, method, data] of changes(player, account.bankAccountID)) {
      const missing = await call(player, cls, method, data);
      expect(missing.status, method).toBe(400);
      expect(missing.body.data, method).toEqual({ field: 'password' });
      const wrong = await call(player, cls, method, { ...data, password: 'Wrong1234' });
      expect(wrong.body, method).toEqual({
        result: false,
        data: { field: 'password' },
        message: 'Mevcut şifreniz hatalı',
      });
      // Wrong passwords count: let the next one be guessed again.
      await h.db.query(`DELETE FROM login_backoffs`);
      const right = await call(player, cls, method, { ...data, password: TEST_PASSWORD });
      expect(right.body.result, method).toBe(true);
    }
    const generate = await call(player, 'user', 'user_generate_ga', { password: 'Wrong1234' });
    expect(generate.body.message).toBe('Mevcut şifreniz hatalı');
    expect((await call(player, 'user', 'user_generate_ga')).status).toBe(400);
    const generated = await call(player, 'user', 'user_generate_ga', { password: TEST_PASSWORD });
    expect(generated.body.result).toBe(true);
  });

  it('needs the password and the code while the authenticator is on', async () => {
    const player = await withAuthenticator(await newPlayer(h));
    const account = await addBankAccountWithCode(player);
    for (const [cls, method, data] of changes(player, account)) {
      const withPassword = { ...data, password: TEST_PASSWORD };
      const missing = await call(player, cls, method, withPassword);
      expect(missing.body.message, method).toBe(
        'Bu işlem için doğrulama uygulamanızdaki 6 haneli kodu girin',
      );
      const wrong = await call(player, cls, method, { ...withPassword, ga_code: '000000' });
      expect(wrong.body.message, method).toBe('Girdiğiniz kod hatalı');
      // The right code with a wrong password changes nothing.
      const code = clock.code(player.secret);
      const noPassword = await call(player, cls, method, {
        ...data,
        password: 'Wrong1234',
        ga_code: code,
      });
      expect(noPassword.body.message, method).toBe('Mevcut şifreniz hatalı');
      const right = await call(player, cls, method, { ...withPassword, ga_code: code });
      expect(right.body.result, method).toBe(true);
      clock.advanceSteps(1);
      await h.db.query(`DELETE FROM rate_limits WHERE key LIKE 'code:%'`);
      await h.db.query(`DELETE FROM login_backoffs`);
    }
    // Switching it off takes the password and the code.
    const code = clock.code(player.secret);
    const noPassword = await call(player, 'user', 'clear_generated_ga', {
      gacode: code,
      password: 'Wrong1234',
    });
    expect(noPassword.body.message).toBe('Mevcut şifreniz hatalı');
    expect((await call(player, 'user', 'clear_generated_ga', { gacode: code })).status).toBe(400);
    const off = await call(player, 'user', 'clear_generated_ga', {
      gacode: code,
      password: TEST_PASSWORD,
    });
    expect(off.body.message).toBe('Doğrulama uygulaması kapatıldı');
  });

  async function addBankAccountWithCode(player: Player & { secret: string }): Promise<number> {
    const reply = await call<{ bankAccountID: number }>(player, 'finance', 'save_bank_account', {
      owner: `${player.values.firstname} ${player.values.lastname}`,
      branch: 'Nilüfer',
      accountNumber: '12345678',
      iban: freshIban(),
      password: TEST_PASSWORD,
      ga_code: clock.code(player.secret),
    });
    expect(reply.body.result).toBe(true);
    clock.advanceSteps(1);
    return reply.body.data.bankAccountID;
  }
});

describe('pass_reset', () => {
  it('keeps the authenticator on, ends every session and tells the owner', async () => {
    const player = await withAuthenticator(await newPlayer(h));
    await resetPassword(player.values.email, 'Reset1234');
    expect((await call(player, 'user', 'get_user_profile')).body.message).toBe(
      'Oturum süresi doldu',
    );
    // A mailbox is not the second factor: the next login still waits for the code.
    const pending = await signIn(h, player.values.username, 'Reset1234');
    expect(pending.answer).toMatchObject({ factor: 'authenticator' });
    expect((await call(pending, 'user', 'get_user_profile')).body.message).toBe(
      'Oturum süresi doldu',
    );
    clock.advanceSteps(1);
    const code = await call(pending, 'user', 'check_ga', {
      ga_code: clock.code(player.secret),
    });
    expect(code.body.result).toBe(true);
    // The latest mail tells of the sign-in from a browser never seen; the one before, the reset.
    const [, notice] = await outboxOf(h, player.values.email);
    expect(notice).toMatchObject({ channel: 'email', subject: 'Şifreniz yenilendi' });
    expect(notice!.body).toContain('İki adımlı doğrulamanız açık kaldı');
  });
});

describe('a lost second factor', () => {
  const accounts = (...argv: string[]) => runCli(['accounts', ...argv], h.cliEnv);

  it('is reset by the operator with a reason: sessions end, the owner is told, the trail kept', async () => {
    const player = await withAuthenticator(await newPlayer(h));
    const name = player.values.username;
    expect(await accounts('show', name)).toBe(`${name}: second factor authenticator`);
    await expect(accounts('reset-factor', name)).rejects.toThrow('usage: npm run accounts');
    const denied = await fetch(`${h.operatorUrl}/operator/players/${name}/second-factor/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': 'wrong' },
      body: JSON.stringify({ reason: 'kimlik doğrulandı' }),
    });
    expect(denied.status).toBe(401);

    const ayla = { ...h.cliEnv, OPERATOR_TOKEN: await operatorCredential(h, 'ayla') };
    const reason = 'Telefonunu kaybetti; kimliği görüntülü görüşmede doğrulandı';
    const reset = await runCli(['accounts', 'reset-factor', name, '--reason', reason], ayla);
    expect(reset).toMatch(
      new RegExp(
        `^${name}: second factor none\n  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  second factor reset by ayla: Telefonunu kaybetti`,
      ),
    );
    expect((await call(player, 'user', 'get_user_profile')).body.message).toBe(
      'Oturum süresi doldu',
    );
    const session = await signIn(h, name, player.values.password);
    expect(session.answer.gasecret).toBeUndefined();
    // Before the mail of this sign-in from a browser never seen.
    const [, notice] = await outboxOf(h, player.values.email);
    expect(notice).toMatchObject({ subject: 'İki adımlı doğrulamanız sıfırlandı' });
    await expect(accounts('show', 'nobody-here')).rejects.toThrow('404');
  });
});

describe('security notices', () => {
  /** The notices of the player's inbox, newest first, as `title: message`. */
  const inbox = async (player: TestSession, lang?: string) => {
    const reply = await callFrom<PlayerNotification[]>(
      h,
      player.ip,
      'finance',
      'list_transactions',
      { searchCategory: 2, status: 1003, limit: 50, ...(lang ? { Lang: lang } : {}) },
      asUser(player),
    );
    return reply.body.result ? reply.body.data.map((n) => `${n.title}: ${n.message}`) : [];
  };
  const subjects = async (email: string) => (await outboxOf(h, email)).map((mail) => mail.subject);

  /** A login as a browser makes it: from ip, with the cookies it keeps; answers those it set. */
  const browserLogin = async (player: Player, ip: string, cookie?: string) => {
    const response = await h.post(
      {
        api: { class: 'user', method: 'login' },
        data: { username: player.values.username, password: player.values.password },
      },
      { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    );
    expect(((await response.json()) as { result: boolean }).result).toBe(true);
    return cookiesOf(response);
  };

  it('tell of a sign-in from a browser never seen, in the inbox and by e-mail', async () => {
    const player = await newPlayer(h);
    // The first sign-in of a new account, and the same browser again, tell nothing.
    await browserLogin(player, freshAddress(), player.cookie);
    expect(await inbox(player)).toEqual([]);
    expect(await subjects(player.values.email)).toEqual(['Anka Casino kaydınız']);

    const elsewhere = freshAddress();
    await browserLogin(player, elsewhere);
    expect(await inbox(player, 'en')).toEqual([
      `Sign-in from a new device: Your password was used to sign in from a browser we had not seen before, at the address ${elsewhere}. If it was not you, change your password at once and contact live support.`,
    ]);
    const [mail] = await outboxOf(h, player.values.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Yeni bir cihazdan giriş yapıldı' });
    expect(mail!.body).toMatch(/^Merhaba Ece,\n\nHesabınıza daha önce görmediğimiz/);
    expect(mail!.body).toContain(elsewhere);
  });

  it('tell of the authenticator and SMS verification switched on or off, and of a password change', async () => {
    const player = await withAuthenticator(await newPlayer(h));
    const titles = async () => (await inbox(player)).map((notice) => notice.split(':')[0]);
    // withAuthenticator signed in again from a new browser after switching it on.
    expect(await titles()).toEqual([
      'Yeni bir cihazdan giriş yapıldı',
      'Doğrulama uygulaması açıldı',
    ]);
    const off = await call(player, 'user', 'clear_generated_ga', {
      password: TEST_PASSWORD,
      gacode: clock.code(player.secret),
    });
    expect(off.body.result).toBe(true);
    expect((await titles())[0]).toBe('Doğrulama uygulaması kapatıldı');
    expect((await subjects(player.values.email))[0]).toBe('Doğrulama uygulaması kapatıldı');

    // A key generated and dropped unconfirmed changed nothing: no notice.
    const generated = await call<AuthenticatorKey>(player, 'user', 'user_generate_ga', {
      password: TEST_PASSWORD,
    });
    clock.advanceSteps(2);
    await call(player, 'user', 'clear_generated_ga', {
      password: TEST_PASSWORD,
      gacode: clock.code(generated.body.data.secret),
    });
    expect(await titles()).toHaveLength(3);

    await call(player, 'user', 'sms_send');
    const [sms] = await smsOf(h, player);
    await call(player, 'user', 'sms_validate', { code: /(\d{6})/.exec(sms!.body)![1]! });
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    // Turning it off is a step-up: the password and a code sent for it.
    await call(player, 'user', 'step_up_sms', { action: 'factor-off' });
    const [code] = await smsOf(h, player);
    const off2 = await call(player, 'user', 'two_auth_type', {
      type: 'none',
      password: TEST_PASSWORD,
      ga_code: /(\d{6})/.exec(code!.body)![1]!,
    });
    expect(off2.body.result).toBe(true);
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    // A new number leaves SMS verification off until it is confirmed.
    await call(player, 'user', 'change_phone', {
      phone: '0539 444 55 66',
      password: TEST_PASSWORD,
    });
    const changed = await call(player, 'user', 'pass_change', {
      currentPassword: TEST_PASSWORD,
      password: 'Changed123',
      passwordConfirm: 'Changed123',
    });
    expect(changed.body.result).toBe(true);
    expect((await titles()).slice(0, 5)).toEqual([
      'Şifreniz değiştirildi',
      'SMS doğrulaması kapatıldı',
      'SMS doğrulaması açıldı',
      'SMS doğrulaması kapatıldı',
      'SMS doğrulaması açıldı',
    ]);
    expect((await subjects(player.values.email)).slice(0, 5)).toEqual([
      'Şifreniz değiştirildi',
      'SMS doğrulaması kapatıldı',
      'SMS doğrulaması açıldı',
      'SMS doğrulaması kapatıldı',
      'SMS doğrulaması açıldı',
    ]);
  });
});
