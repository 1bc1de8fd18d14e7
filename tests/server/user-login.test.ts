import { describe, expect, it } from 'vitest';
import type { AuthenticatorKey, LoginAnswer } from '../../machines/shared/contract.ts';
import {
  asUser,
  callFrom,
  callFromNewAddress,
  harnessOnClock,
  newPlayer,
  newRegistration,
  playerCalls,
  randomAddress,
  signIn,
  signInAgain,
  smsOf,
  type Player,
  type TestSession,
} from './players.ts';

/** Login, sessions and the authenticator; codes are checked against a clock the tests move. */
const { h, clock } = harnessOnClock();

const call = playerCalls(h, 'user');

const login = (ip: string, username: string, password: string, lang?: string) =>
  callFrom<LoginAnswer>(h, ip, 'user', 'login', { username, password }, { lang });

/** Moves the last failure of every login backoff of keys matching pattern back by seconds. */
const ageBackoffs = (pattern: string, seconds: number) =>
  h.db.query(
    `UPDATE login_backoffs SET last_failure_at = last_failure_at - $2 * interval '1 second'
     WHERE key LIKE $1`,
    [pattern, seconds],
  );

describe('user.login', () => {
  it('accepts the username or the e-mail in any case and reports the previous login', async () => {
    const { values, answer } = await newPlayer(h);
    expect(answer.lastlogin).toBeNull();
    const byEmail = await signIn(h, values.email.toUpperCase(), values.password);
    expect(byEmail.answer.username).toBe(values.username);
    expect(byEmail.answer.uid).toBe(answer.uid);
    expect(byEmail.answer.sid).not.toBe(answer.sid);
    expect(Date.parse(byEmail.answer.lastlogin!)).toBeGreaterThan(Date.now() - 60_000);
    const byName = await signIn(h, values.username.toUpperCase(), values.password);
    expect(byName.answer.uid).toBe(answer.uid);
    // The password is compared exactly.
    const wrongCase = await login(randomAddress(), values.username, values.password.toLowerCase());
    expect(wrongCase.body.message).toBe('Giriş Başarısız');
    const en = await login(randomAddress(), values.username, 'Wrong1234', 'en');
    expect(en.body).toEqual({ result: false, data: null, message: 'Login Failed' });
  });

  it('answers the language the player registered with', async () => {
    const reply = await callFromNewAddress(h, 'user', 'register', {
      ...newRegistration({ username: 'english_player' }),
      Lang: 'en',
    });
    expect(reply.body).toEqual({
      result: true,
      data: null,
      message:
        'Your registration has been received and we have e-mailed you the outcome. If your account was opened, you can log in at once with your username and password; if not, the e-mail says why.',
    });
    const session = await signIn(h, 'english_player', 'Secret123');
    expect(session.answer.language).toBe('en');
  });

  it.each([
    [{ password: 'Secret123' }, 'username', 'Zorunlu alan', 'Required field'],
    [{ username: 'someone' }, 'password', 'Zorunlu alan', 'Required field'],
    [{ username: '   ', password: 'Secret123' }, 'username', 'Zorunlu alan', 'Required field'],
    [
      { username: 'someone', password: 'x'.repeat(129) },
      'password',
      'Bu alan çok uzun',
      'This field is too long',
    ],
  ])('refuses a bad payload %j with 400 naming %s', async (data, field, tr, en) => {
    const trReply = await h.call('user', 'login', data);
    expect(trReply).toEqual({ status: 400, body: { result: false, data: { field }, message: tr } });
    const enReply = await h.call('user', 'login', data, { lang: 'en' });
    expect(enReply.body.message).toBe(en);
  });

  it('refuses wrongly typed fields without coercing them', async () => {
    const reply = await h.call('user', 'login', { username: 12345, password: 'Secret123' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("'username' alanının türü hatalı: metin olmalıdır");
  });

  it('makes an address wait after 5 failures on an account, longer after each further one', async () => {
    const { values } = await newPlayer(h);
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) {
      const reply = await login(ip, values.username, 'Wrong1234');
      expect(reply.body.message).toBe('Giriş Başarısız');
    }
    // Even the right password waits now, and the e-mail is the same account.
    for (const name of [values.username, values.email]) {
      const blocked = await login(ip, name, values.password);
      expect(blocked).toEqual({
        status: 429,
        body: {
          result: false,
          data: null,
          message: 'Çok fazla deneme. Lütfen 30 saniye sonra tekrar deneyin.',
        },
      });
    }
    const en = await login(ip, values.username, values.password, 'en');
    expect(en.body.message).toBe('Too many attempts. Please try again in 30 seconds.');
    // The owner elsewhere is not kept out.
    await signIn(h, values.username, values.password);
    // After the wait one more guess, then twice the wait.
    await ageBackoffs(`login:pair:%:${ip}`, 31);
    expect((await login(ip, values.username, 'Wrong1234')).body.message).toBe('Giriş Başarısız');
    expect((await login(ip, values.username, values.password)).body.message).toBe(
      'Çok fazla deneme. Lütfen 1 dakika sonra tekrar deneyin.',
    );
    await ageBackoffs(`login:pair:%:${ip}`, 61);
    expect((await login(ip, values.username, values.password)).body.result).toBe(true);
  });

  it('holds the wait when the guesses arrive all at once', { tags: ['postgres'] }, async () => {
    const { values } = await newPlayer(h);
    const ip = randomAddress();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => login(ip, values.username, 'Wrong1234')),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
  });

  it(
    'answers concurrent calls of one player while the password changes',
    { tags: ['postgres'] },
    async () => {
      const player = await newPlayer(h);
      const other = await signInAgain(h, player);
      const replies = await Promise.all([
        call(player, 'pass_change', {
          currentPassword: player.values.password,
          password: 'Changed123',
          passwordConfirm: 'Changed123',
        }),
        ...Array.from({ length: 8 }, (_, i) =>
          call(other, 'favorites', { mode: 'insert', type: 'casino', id: i + 1 }),
        ),
      ]);
      expect(replies.every((reply) => reply.status === 200)).toBe(true);
      expect(replies[0]!.body.result).toBe(true);
      // The other session ended with the change: calls after it were refused, none failed.
      expect((await call(other, 'get_user_profile')).body.message).toBe('Oturum süresi doldu');
    },
  );

  it('counts failures for unknown names too, so they cannot be told from real ones', async () => {
    const ip = randomAddress();
    for (let i = 0; i < 5; i++) await login(ip, 'ghost_user', 'Wrong1234');
    const blocked = await login(ip, 'GHOST_USER', 'Wrong1234');
    expect(blocked.status).toBe(429);
  });

  it('forgets the failures of an account after a successful login', async () => {
    const { values } = await newPlayer(h);
    const ip = randomAddress();
    for (let i = 0; i < 4; i++) await login(ip, values.username, 'Wrong1234');
    await signIn(h, values.username, values.password, { ip });
    for (let i = 0; i < 4; i++) await login(ip, values.username, 'Wrong1234');
    await signIn(h, values.username, values.password, { ip });
  });

  it('blocks an address after 20 failures in 15 minutes, with 429', async () => {
    const ip = '198.51.100.77';
    const { values } = await newPlayer(h);
    for (let i = 0; i < 20; i++) {
      const reply = await login(ip, `sprayed_${i}`, 'Wrong1234');
      expect(reply.status).toBe(200);
    }
    const blocked = await login(ip, values.username, values.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Çok fazla deneme. Lütfen 15 dakika sonra tekrar deneyin.');
    // The player still signs in from elsewhere; the refused attempt counted nowhere.
    await signIn(h, values.username, values.password);
    const [row] = await h.db.query<{ hits: number }>(
      `SELECT hits FROM rate_limits WHERE key = 'login:address:198.51.100.77'`,
    );
    expect(row?.hits).toBe(20);
  });

  it('keeps successful logins from an address out of its failure count', async () => {
    const ip = '198.51.100.78';
    const { values } = await newPlayer(h);
    for (let i = 0; i < 21; i++) await signIn(h, values.username, values.password, { ip });
  });
});

describe('sessions', () => {
  /** The answer to a call whose user context is no live session of the calling browser. */
  const expired = {
    status: 200,
    body: { result: false, data: null, message: 'Oturum süresi doldu' },
  };

  it('answers session expired for a garbled, foreign or mismatched user context', async () => {
    const a = await newPlayer(h);
    const b = await newPlayer(h);
    // From A's browser: its binding cookie goes with every context.
    const profile = (user: typeof a.user, cookie = a.cookie) =>
      h.call('user', 'get_user_profile', {}, { user, cookie });
    // uid of B with the session of A.
    expect(await profile({ ...a.user, uid: b.user.uid })).toEqual(expired);
    // Plain values instead of ciphertexts.
    expect(
      await profile({ ...a.user, uid: a.answer.uid, sid: a.answer.sid, uip: a.answer.uip }),
    ).toEqual(expired);
    expect(await profile({ ...a.user, sid: 'bm90IGEgY2lwaGVydGV4dA==' })).toEqual(expired);
    const en = await h.call(
      'user',
      'get_user_profile',
      {},
      { user: { ...a.user, uid: b.user.uid }, cookie: a.cookie, lang: 'en' },
    );
    expect(en.body.message).toBe('Session expired');
    // Without a user at all.
    expect(await h.call('user', 'get_user_profile', {})).toEqual(expired);
    // The real contexts still work.
    expect((await profile(a.user)).body.result).toBe(true);
    expect((await profile(b.user, b.cookie)).body.result).toBe(true);
  });

  it("binds a session to its browser: its sid without the browser's cookie acts as no one", async () => {
    const a = await newPlayer(h);
    const b = await newPlayer(h);
    const profile = (cookie?: string) =>
      h.call('user', 'get_user_profile', {}, { user: a.user, ...(cookie ? { cookie } : {}) });
    // A's sid stolen from the page's storage: without the cookie, or with the thief's own
    // browser's (B's), or a made-up one, it is an expired session.
    expect(await profile()).toEqual(expired);
    expect(await profile(b.cookie)).toEqual(expired);
    expect(await profile(`session_binding=${'A'.repeat(43)}`)).toEqual(expired);
    // Not even a signed-in favourite list sees A in it.
    const favourites = await h.call('user', 'favorites', { type: 'casino' }, { user: a.user });
    expect(favourites.body.message).toBe('Oturum süresi doldu');
    // A's own browser goes on.
    expect((await profile(a.cookie)).body).toMatchObject({ result: true });
  });

  it("sets the binding cookie HttpOnly, SameSite=Strict, on /v1, for a session's lifetime", async () => {
    const { values } = await newPlayer(h);
    const response = await h.post(
      {
        api: { class: 'user', method: 'login' },
        data: { username: values.username, password: values.password },
      },
      { 'x-forwarded-for': randomAddress() },
    );
    // Not Secure: this server's SITE_URL is plain http (user-security.test.ts runs one on https).
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(
        /^session_binding=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/v1; HttpOnly; SameSite=Strict$/,
      ),
    );
  });

  it.each([
    'logout',
    'get_user_profile',
    'pass_change',
    'two_auth_type',
    'sms_send',
    'sms_validate',
    'check_user_ga',
    'user_generate_ga',
    'check_ga',
    'clear_generated_ga',
    'favorites',
  ])('refuses %s without a session before looking at the payload', async (method) => {
    const reply = await h.call('user', method, { anything: 1 }, { lang: 'en' });
    expect(reply).toEqual({
      status: 200,
      body: { result: false, data: null, message: 'Session expired' },
    });
  });

  it('ends a session idle for an hour and refreshes the idle time on every call', async () => {
    const session = await newPlayer(h);
    const sid = (await h.db.query<{ id: number }>('SELECT max(id) AS id FROM sessions'))[0]!.id;
    const setIdle = (minutes: number) =>
      h.db.query(`UPDATE sessions SET last_seen = now() - $2 * interval '1 minute' WHERE id = $1`, [
        sid,
        minutes,
      ]);
    await setIdle(59);
    expect((await h.call('user', 'get_user_profile', {}, asUser(session))).body.result).toBe(true);
    const [seen] = await h.db.query<{ idle: number }>(
      `SELECT extract(epoch FROM now() - last_seen)::integer AS idle FROM sessions WHERE id = $1`,
      [sid],
    );
    expect(seen!.idle).toBeLessThan(10);
    await setIdle(61);
    const reply = await h.call('user', 'get_user_profile', {}, asUser(session));
    expect(reply.body.message).toBe('Oturum süresi doldu');
  });

  it('ends a session 12 hours after login however active it was', async () => {
    const session = await newPlayer(h);
    await h.db.query(
      `UPDATE sessions SET created_at = now() - interval '12 hours 1 minute'
       WHERE id = (SELECT max(id) FROM sessions)`,
    );
    const reply = await h.call('user', 'favorites', { type: 'casino' }, asUser(session));
    expect(reply.body.message).toBe('Oturum süresi doldu');
  });

  it('ends the session on logout; other sessions of the player go on', async () => {
    const first = await newPlayer(h);
    const second = await signInAgain(h, first);
    const out = await h.call('user', 'logout', {}, asUser(first, 'en'));
    expect(out.body).toEqual({ result: true, data: null, message: 'You have been logged out' });
    expect((await h.call('user', 'logout', {}, asUser(first))).body.message).toBe(
      'Oturum süresi doldu',
    );
    expect((await h.call('user', 'get_user_profile', {}, asUser(second))).body.result).toBe(true);
  });

  it("makes the browser forget the ended session's binding cookie on logout", async () => {
    const player = await newPlayer(h);
    const response = await h.post(
      { api: { class: 'user', method: 'logout' }, data: {}, user: player.user },
      { cookie: player.cookie },
    );
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(
        /^session_binding=; Max-Age=0; Path=\/v1; Expires=.*1970.*; HttpOnly; SameSite=Strict$/,
      ),
    );
  });

  it('ends the sessions of a player who is made inactive', async () => {
    const session = await newPlayer(h);
    await h.db.query('UPDATE players SET active = false WHERE username = $1', [
      session.values.username,
    ]);
    const reply = await h.call('user', 'get_user_profile', {}, asUser(session));
    expect(reply.body.message).toBe('Oturum süresi doldu');
    const again = await login(randomAddress(), session.values.username, session.values.password);
    expect(again.body.message).toBe('İnaktif hesap');
  });
});

/** A new player whose authenticator is on; answers the player and the secret. */
async function playerWithAuthenticator() {
  const session = await newPlayer(h);
  const { data } = (
    await call<AuthenticatorKey>(session, 'user_generate_ga', { password: session.values.password })
  ).body;
  clock.advanceSteps(2);
  const confirmed = await call(session, 'check_ga', { ga_code: clock.code(data.secret) });
  expect(confirmed.body.result).toBe(true);
  clock.advanceSteps(2);
  return { ...session, secret: data.secret };
}

/** A login of an authenticator player: pending until check_ga accepts a code. */
async function pendingLogin(
  player: TestSession & { values: { username: string; password: string } },
) {
  const session = await signInAgain(h, player);
  expect(session.answer.gasecret!.length).toBeGreaterThan(10);
  return session;
}

describe('authenticator (check_user_ga, user_generate_ga, check_ga, clear_generated_ga)', () => {
  it('generates a pending secret with its otpauth URI and switches on with a valid code', async () => {
    const session = await newPlayer(h);
    expect((await call(session, 'check_user_ga')).body.data).toEqual({ enabled: false });
    const generated = await call<AuthenticatorKey>(session, 'user_generate_ga', {
      password: session.values.password,
    });
    const { secret, uri } = generated.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Anka%20Casino:${session.values.username}?secret=${secret}` +
        '&issuer=Anka%20Casino&digits=6&period=30&algorithm=SHA1',
    );
    // Generated is not on yet.
    expect((await call(session, 'check_user_ga')).body.data).toEqual({ enabled: false });
    const wrong = await call(session, 'check_ga', { ga_code: clock.code(secret, 3) }, 'en');
    expect(wrong.body).toEqual({
      result: false,
      data: null,
      message: 'The code you entered is incorrect',
    });
    const right = await call(session, 'check_ga', { ga_code: clock.code(secret) });
    expect(right.body).toMatchObject({ result: true, data: true });
    expect((await call(session, 'check_user_ga')).body.data).toEqual({ enabled: true });
    const profile = await call<{ twoFactor: string }>(session, 'get_user_profile');
    expect(profile.body.data.twoFactor).toBe('authenticator');
    expect((await call(session, 'two_auth_type')).body.data).toEqual({ type: 'authenticator' });
    // While it is on: no new secret, and no switching the type past it.
    const again = await call(session, 'user_generate_ga', { password: session.values.password });
    expect(again.body.message).toBe('Doğrulama uygulaması açık; önce onu kapatın');
    expect((await call(session, 'two_auth_type', { type: 'none' })).body.result).toBe(false);
  });

  it('keeps a pending login to check_ga and makes it live with the code', async () => {
    const player = await playerWithAuthenticator();
    const pending = await pendingLogin(player);
    for (const method of ['get_user_profile', 'logout', 'check_user_ga', 'sms_send']) {
      const reply = await call(pending, method);
      expect(reply.body, method).toEqual({
        result: false,
        data: null,
        message: 'Oturum süresi doldu',
      });
    }
    expect((await call(pending, 'favorites', { type: 'casino' })).body.message).toBe(
      'Oturum süresi doldu',
    );
    const wrong = await call(pending, 'check_ga', { ga_code: '000000' });
    expect(wrong.body.message).toBe('Girdiğiniz kod hatalı');
    const right = await call(pending, 'check_ga', { ga_code: clock.code(player.secret) });
    expect(right.body).toEqual({ result: true, data: true, message: 'İşlem Başarılı' });
    expect((await call(pending, 'get_user_profile')).body.result).toBe(true);
  });

  it('accepts each code once: a replayed code is refused', async () => {
    const player = await playerWithAuthenticator();
    const code = clock.code(player.secret);
    const first = await pendingLogin(player);
    expect((await call(first, 'check_ga', { ga_code: code })).body.result).toBe(true);
    const second = await pendingLogin(player);
    const replay = await call(second, 'check_ga', { ga_code: code });
    expect(replay.body.message).toBe('Girdiğiniz kod hatalı');
    // So is an older code still inside the window.
    const older = await call(second, 'check_ga', { ga_code: clock.code(player.secret, -1) });
    expect(older.body.result).toBe(false);
    clock.advanceSteps(1);
    const next = await call(second, 'check_ga', { ga_code: clock.code(player.secret) });
    expect(next.body.result).toBe(true);
  });

  it('accepts a code one step early or late, not two', async () => {
    const player = await playerWithAuthenticator();
    for (const [offset, accepted] of [
      [-2, false],
      [2, false],
      [-1, true],
      [1, true],
    ] as const) {
      clock.advanceSteps(3);
      const pending = await pendingLogin(player);
      const reply = await call(pending, 'check_ga', {
        ga_code: clock.code(player.secret, offset),
      });
      expect(reply.body.result, `offset ${offset}`).toBe(accepted);
    }
  });

  it('lets a pending login wait 5 minutes at most', async () => {
    const player = await playerWithAuthenticator();
    const pending = await pendingLogin(player);
    await h.db.query(
      `UPDATE sessions SET created_at = now() - interval '5 minutes 1 second'
       WHERE id = (SELECT max(id) FROM sessions)`,
    );
    const late = await call(pending, 'check_ga', { ga_code: clock.code(player.secret) });
    expect(late.body.message).toBe('Oturum süresi doldu');
  });

  it('switches off with a valid code only', async () => {
    const player = await playerWithAuthenticator();
    const live = await pendingLogin(player);
    await call(live, 'check_ga', { ga_code: clock.code(player.secret) });
    clock.advanceSteps(1);
    const { password } = player.values;
    expect((await call(live, 'clear_generated_ga', { gacode: '123', password })).status).toBe(400);
    const wrong = await call(live, 'clear_generated_ga', { gacode: '000000', password });
    expect(wrong.body.message).toBe('Girdiğiniz kod hatalı');
    const right = await call(live, 'clear_generated_ga', {
      gacode: clock.code(player.secret),
      password,
    });
    expect(right.body).toMatchObject({ result: true, message: 'Doğrulama uygulaması kapatıldı' });
    expect((await call(live, 'check_user_ga')).body.data).toEqual({ enabled: false });
    // The next login is live at once.
    const next = await signInAgain(h, player);
    expect(next.answer.gasecret).toBeUndefined();
    const again = await call(live, 'clear_generated_ga', {
      gacode: clock.code(player.secret),
      password,
    });
    expect(again.body.message).toBe('Önce bir doğrulama anahtarı oluşturun');
  });

  it('blocks code checks after 5 wrong codes in 15 minutes, with 429', async () => {
    const player = await playerWithAuthenticator();
    const pending = await pendingLogin(player);
    for (let i = 0; i < 5; i++) {
      const reply = await call(pending, 'check_ga', { ga_code: '000000' });
      expect(reply.status).toBe(200);
    }
    const blocked = await call(pending, 'check_ga', {
      ga_code: clock.code(player.secret),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Çok fazla deneme. Lütfen 15 dakika sonra tekrar deneyin.');
    await h.db.query(
      `UPDATE rate_limits SET window_start = now() - interval '16 minutes' WHERE key LIKE 'code:%'`,
    );
    const after = await call(pending, 'check_ga', { ga_code: clock.code(player.secret) });
    expect(after.body.result).toBe(true);
  });

  it('validates the code: 6 digits', async () => {
    const session = await newPlayer(h);
    for (const ga_code of ['12345', '1234567', 'abcdef', '']) {
      const reply = await call(session, 'check_ga', { ga_code }, 'en');
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(ga_code ? 'The code must be 6 digits' : 'Required field');
    }
    expect((await call(session, 'check_ga', { ga_code: 123456 })).status).toBe(400);
    expect((await call(session, 'check_ga', { ga_code: '123456' })).body.message).toBe(
      'Önce bir doğrulama anahtarı oluşturun',
    );
  });

  it('signs the seeded demo2fa player in with the README key', async () => {
    // Seeded at full OWASP strength: this login costs one real scrypt hash.
    const pending = await signIn(h, 'demo2fa', 'Demo1234');
    // An opaque challenge, not the secret.
    expect(pending.answer.gasecret!.length).toBeGreaterThan(10);
    expect(pending.answer.gasecret).not.toContain('JBSWY3DPEHPK3PXP');
    expect((await call(pending, 'get_user_profile')).body.message).toBe('Oturum süresi doldu');
    const reply = await call(pending, 'check_ga', {
      ga_code: clock.code('JBSWY3DPEHPK3PXP'),
    });
    expect(reply.body.result).toBe(true);
    expect((await call(pending, 'get_user_profile')).body.data).toMatchObject({
      username: 'demo2fa',
      twoFactor: 'authenticator',
    });
  });
});

describe('SMS as the second factor', () => {
  /** The code of the last SMS to the player's phone. */
  const smsCode = async (player: Player) => /(\d{6})/.exec((await smsOf(h, player))[0]!.body)![1]!;

  /** A player with a confirmed phone who chose SMS as the second factor. */
  async function playerWithSms() {
    const player = await newPlayer(h);
    await call(player, 'sms_send');
    expect((await call(player, 'sms_validate', { code: await smsCode(player) })).body.result).toBe(
      true,
    );
    expect((await call(player, 'two_auth_type', { type: 'sms' })).body.result).toBe(true);
    return player;
  }

  it('is asked for at every login: a code goes to the phone and the session waits for it', async () => {
    const player = await playerWithSms();
    const confirmation = await smsCode(player);
    for (let login = 0; login < 2; login++) {
      const pending = await signInAgain(h, player);
      expect(pending.answer).toMatchObject({ factor: 'sms', gasecret: expect.any(String) });
      const [sms] = await smsOf(h, player);
      expect(sms!.body).toMatch(/^Anka Casino giriş kodunuz: \d{6}\. Kod 5 dakika geçerlidir/);
      expect((await call(pending, 'get_user_profile')).body.message).toBe('Oturum süresi doldu');
      // The phone's confirmation code is not a sign-in code, nor is a wrong one.
      for (const code of [confirmation, '000000']) {
        const refused = await call(pending, 'check_ga', { ga_code: code }, 'en');
        expect(refused.body.message).toBe('The code you entered is incorrect');
      }
      const right = await call(pending, 'check_ga', { ga_code: await smsCode(player) });
      expect(right.body).toEqual({ result: true, data: true, message: 'İşlem Başarılı' });
      expect((await call(pending, 'get_user_profile')).body.result).toBe(true);
    }
  });

  it('takes a code once, and only the latest one sent', async () => {
    const player = await playerWithSms();
    const first = await signInAgain(h, player);
    const firstCode = await smsCode(player);
    const second = await signInAgain(h, player);
    // The second login's code voided the first one's.
    expect((await call(first, 'check_ga', { ga_code: firstCode })).body.message).toBe(
      'Girdiğiniz kod hatalı',
    );
    const code = await smsCode(player);
    expect((await call(second, 'check_ga', { ga_code: code })).body.result).toBe(true);
    expect((await call(first, 'check_ga', { ga_code: code })).body.result).toBe(false);
  });

  it('is not asked for while the phone is unconfirmed or SMS is not chosen', async () => {
    const player = await newPlayer(h);
    const session = await signInAgain(h, player);
    expect(session.answer.gasecret).toBeUndefined();
    expect(session.answer.factor).toBeUndefined();
    expect(await smsOf(h, player)).toEqual([]);
  });
});
