import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../machines/shared/contract.ts';
import type { PlayerNotification } from '../../machines/shared/history.ts';
import {
  PASSKEY_CHALLENGE_MS,
  PASSKEYS_MAX,
  type Passkey,
  type SecurityEvent,
} from '../../machines/shared/passkeys.ts';
import type { AccountProfile } from '../../machines/shared/session.ts';
import { runCli } from '../../server/cli.ts';
import { operatorCredential } from './cashier.ts';
import {
  SITE,
  TEST_PASSWORD,
  asUser,
  callFrom,
  harnessOnClock,
  newPlayer,
  outboxOf,
  randomAddress,
  smsOf,
  turnOnAuthenticator,
  type Player,
  type TestSession,
} from './players.ts';
import {
  addPasskey,
  loginOptions,
  passkeyCall,
  passkeyLogin,
  registrationOptions,
  signInWithPasskey,
  stepUpOptions,
} from './passkey-players.ts';
import { softPasskey } from './soft-passkey.ts';

/**
 * Passkeys (issue 41): added after re-authentication, listed, renamed and removed with the
 * password and the other factor; a sign-in that satisfies the second factor; and every
 * assertion that is not exactly the platform's challenge, for this site, by this player's
 * authenticator with a count that went up, refused with nothing written.
 */
const { h, clock } = harnessOnClock({ siteUrl: SITE });

const call = <T = unknown>(
  session: TestSession,
  cls: string,
  method: string,
  data: Record<string, unknown> = {},
  lang?: string,
) => callFrom<T>(h, session.ip, cls, method, data, asUser(session, lang));

const withPasskey = async (player?: Player) => {
  const owner = player ?? (await newPlayer(h));
  return { player: owner, ...(await addPasskey(h, owner, { origin: SITE })) };
};

const eventsOf = async (session: TestSession) =>
  (await passkeyCall<SecurityEvent[]>(h, session, 'security_events')).body.data;

const kindsOf = async (session: TestSession) => (await eventsOf(session)).map((e) => e.kind);

/** What a refused sign-in or step-up must leave as it was. */
async function writtenFor(playerId: string) {
  const [row] = await h.db.query<{ sessions: number; counter: number; used: string | null }>(
    `SELECT (SELECT count(*)::integer FROM sessions s WHERE s.player_id = p.id) AS sessions,
       (SELECT max(k.counter)::integer FROM passkeys k WHERE k.player_id = p.id) AS counter,
       (SELECT max(k.last_used_at)::text FROM passkeys k WHERE k.player_id = p.id) AS used
     FROM players p WHERE p.uid = $1`,
    [playerId],
  );
  return row;
}

const inbox = async (session: TestSession) => {
  const reply = await call<PlayerNotification[]>(session, 'finance', 'list_transactions', {
    searchCategory: 2,
    status: 1003,
    limit: 50,
  });
  return reply.body.result ? reply.body.data.map((n) => n.title) : [];
};

describe('adding a passkey', () => {
  it('takes the password again, then keeps the passkey the browser made for it', async () => {
    const player = await newPlayer(h);
    const missing = await passkeyCall(h, player, 'registration_options', {}, 'en');
    expect(missing.status).toBe(400);
    const wrong = await passkeyCall(h, player, 'registration_options', { password: 'Wrong123' });
    expect(wrong.body).toMatchObject({ result: false, message: 'Mevcut şifreniz hatalı' });

    const options = await registrationOptions(h, player);
    expect(options).toMatchObject({
      rp: { id: 'site.example', name: 'Anka Casino' },
      user: { name: player.values.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    // The user handle is the player's own random one, not a name.
    expect(options.user.id).not.toContain(player.values.username);
    const key = softPasskey({ origin: SITE });
    const added = await passkeyCall<Passkey>(
      h,
      player,
      'add',
      { name: '  iPhone  ', credential: key.attest(options) },
      'en',
    );
    expect(added.body).toMatchObject({
      result: true,
      message: 'Passkey added',
      data: { id: key.id, name: 'iPhone', createdAt: new Date(clock.ms).toISOString() },
    });
    expect(added.body.data.lastUsedAt).toBeNull();
    expect(await kindsOf(player)).toEqual(['passkey_added']);
    expect((await inbox(player))[0]).toBe('Hesabınıza Passkey eklendi');
    const profile = await call<AccountProfile>(player, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({ stepUpFactor: 'passkey', passkeyCount: 1 });

    // The next options leave out the passkeys the player has; the same user handle.
    const next = await registrationOptions(h, player);
    expect(next.excludeCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
    expect(next.user.id).toBe(options.user.id);
    // A credential kept already is not kept twice.
    const twice = await passkeyCall(h, player, 'add', { name: 'x', credential: key.attest(next) });
    expect(twice.body).toMatchObject({ result: false, message: 'Bu Passkey zaten kayıtlı' });
  });

  it('asks the authenticator code too while it is on', async () => {
    const player = await newPlayer(h);
    const secret = await turnOnAuthenticator(h, player, clock.ms);
    clock.advanceSteps(2);
    const noCode = await passkeyCall(h, player, 'registration_options', {
      password: TEST_PASSWORD,
    });
    expect(noCode.body.message).toBe('Bu işlem için doğrulama uygulamanızdaki 6 haneli kodu girin');
    await registrationOptions(h, player, {
      password: TEST_PASSWORD,
      ga_code: clock.code(secret),
    });
  });

  it('refuses an attestation for no challenge of this session, another site, or without verification', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const key = () => softPasskey({ origin: SITE });
    const refused = async (credential: unknown, message: string) => {
      const reply = await passkeyCall(h, player, 'add', { name: 'x', credential }, 'en');
      expect(reply.body).toMatchObject({ result: false, message, data: { field: 'credential' } });
    };
    const options = await registrationOptions(h, player);
    // Another session's challenge, a sign-in challenge, a made-up one.
    await refused(
      key().attest(await registrationOptions(h, other)),
      expect.stringMatching(/expired/),
    );
    await refused(
      key().attest({ ...options, challenge: (await loginOptions(h)).challenge }),
      expect.stringMatching(/expired/),
    );
    await refused(
      key().attest({ ...options, challenge: randomBytes(32).toString('base64url') }),
      expect.stringMatching(/expired/),
    );
    const invalid = 'The passkey could not be verified; please try again';
    await refused(key().attest(options, { origin: 'https://site.example.evil' }), invalid);
    await refused(
      key().attest(await registrationOptions(h, player), { rpId: 'evil.example' }),
      invalid,
    );
    await refused(key().attest(await registrationOptions(h, player), { verified: false }), invalid);
    // Each challenge was used once, whatever came of it.
    await refused(key().attest(options), expect.stringMatching(/expired/));
    expect((await passkeyCall<Passkey[]>(h, player, 'list')).body.data).toEqual([]);
    expect(await eventsOf(player)).toEqual([]);
  });

  it(`keeps at most ${PASSKEYS_MAX} per player`, async () => {
    const player = await newPlayer(h);
    for (let i = 0; i < PASSKEYS_MAX; i++) {
      await addPasskey(h, player, { origin: SITE, name: `Anahtar ${i + 1}` });
    }
    const more = await passkeyCall(h, player, 'registration_options', { password: TEST_PASSWORD });
    expect(more.body).toMatchObject({
      result: false,
      message: `En fazla ${PASSKEYS_MAX} Passkey ekleyebilirsiniz; yenisini eklemek için önce birini kaldırın`,
    });
  });

  it('answers a malformed credential with the passkey message, in Turkish and English', async () => {
    const player = await newPlayer(h);
    const bad = { id: 'not+base64url', rawId: 'x', type: 'public-key', response: {} };
    const tr = await passkeyCall(h, player, 'add', { name: 'x', credential: bad });
    expect(tr.status).toBe(400);
    expect(tr.body.message).toBe('Passkey yanıtı okunamadı, lütfen yeniden deneyin');
    const en = await passkeyCall(h, player, 'add', { name: 'x', credential: bad }, 'en');
    expect(en.body.message).toBe("The passkey's answer could not be read, try again");
    const login = await h.postRaw({
      api: { class: 'passkey', method: 'login' },
      data: { credential: { ...bad, id: 'abc', rawId: 'abc', type: 'password' }, Lang: 'en' },
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe("The passkey's answer could not be read, try again");
  });
});

describe('the passkeys of profile → security', () => {
  it('are listed newest first, renamed, and each change recorded', async () => {
    const { player, passkey: first } = await withPasskey();
    clock.ms += 60_000;
    const { passkey: second } = await addPasskey(h, player, { origin: SITE, name: 'Laptop' });
    const list = await passkeyCall<Passkey[]>(h, player, 'list');
    expect(list.body.data.map((key) => key.name)).toEqual(['Laptop', 'Test telefonu']);
    const renamed = await passkeyCall<Passkey>(
      h,
      player,
      'rename',
      { id: first.id, name: 'Eski telefon' },
      'en',
    );
    expect(renamed.body).toMatchObject({ result: true, message: 'Passkey renamed' });
    expect(renamed.body.data).toMatchObject({ id: first.id, name: 'Eski telefon' });
    const unknown = await passkeyCall(h, player, 'rename', { id: 'bm9uZQ', name: 'x' });
    expect(unknown.body).toMatchObject({ result: false, message: 'Passkey bulunamadı' });
    const tooLong = await passkeyCall(h, player, 'rename', { id: second.id, name: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect((await eventsOf(player)).map((e) => [e.kind, e.passkeyName, e.by])).toEqual([
      ['passkey_renamed', 'Eski telefon', 'player'],
      ['passkey_added', 'Laptop', 'player'],
      ['passkey_added', 'Test telefonu', 'player'],
    ]);
  });

  it("are another player's to neither list, rename nor remove", async () => {
    const { passkey } = await withPasskey();
    const stranger = await newPlayer(h);
    expect((await passkeyCall<Passkey[]>(h, stranger, 'list')).body.data).toEqual([]);
    const rename = await passkeyCall(h, stranger, 'rename', { id: passkey.id, name: 'mine' });
    expect(rename.body.message).toBe('Passkey bulunamadı');
    const remove = await passkeyCall(h, stranger, 'remove', {
      id: passkey.id,
      password: TEST_PASSWORD,
    });
    expect(remove.body.message).toBe('Passkey bulunamadı');
  });

  it('removes one with the password again; the last one gone, the step-up is the password', async () => {
    const { player, passkey } = await withPasskey();
    const noPassword = await passkeyCall(h, player, 'remove', { id: passkey.id });
    expect(noPassword.status).toBe(400);
    const wrong = await passkeyCall(h, player, 'remove', { id: passkey.id, password: 'Wrong123' });
    expect(wrong.body.message).toBe('Mevcut şifreniz hatalı');
    const removed = await passkeyCall(
      h,
      player,
      'remove',
      { id: passkey.id, password: TEST_PASSWORD },
      'en',
    );
    expect(removed.body).toMatchObject({ result: true, message: 'Passkey removed' });
    expect((await passkeyCall<Passkey[]>(h, player, 'list')).body.data).toEqual([]);
    expect(await kindsOf(player)).toEqual(['passkey_removed', 'passkey_added']);
    expect((await inbox(player))[0]).toBe('Hesabınızdan bir Passkey kaldırıldı');
    const profile = await call<AccountProfile>(player, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({ stepUpFactor: null, passkeyCount: 0 });
  });

  it('removes one with the code of the authenticator, which a passkey does not replace', async () => {
    const player = await newPlayer(h);
    const secret = await turnOnAuthenticator(h, player, clock.ms);
    clock.advanceSteps(2);
    const { key, passkey } = await addPasskey(h, player, {
      origin: SITE,
      reauthentication: { password: TEST_PASSWORD, ga_code: clock.code(secret) },
    });
    clock.advanceSteps(2);
    const noCode = await passkeyCall(h, player, 'remove', {
      id: passkey.id,
      password: TEST_PASSWORD,
    });
    expect(noCode.body.message).toBe('Bu işlem için doğrulama uygulamanızdaki 6 haneli kodu girin');
    // The passkey signs in and steps up; it does not stand in for the factor it may be lost with.
    const session = await signInWithPasskey(h, key);
    expect(session.answer.gasecret).toBeUndefined();
    const removed = await passkeyCall(h, session, 'remove', {
      id: passkey.id,
      password: TEST_PASSWORD,
      ga_code: clock.code(secret),
    });
    expect(removed.body.result).toBe(true);
    const profile = await call<AccountProfile>(session, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({
      stepUpFactor: 'authenticator',
      passkeyCount: 0,
      twoFactor: 'authenticator',
    });
  });

  it('removes one with an SMS code sent for turning a factor off', async () => {
    const { player, passkey } = await withPasskey();
    await call(player, 'user', 'sms_send');
    const [phone] = await smsOf(h, player);
    await call(player, 'user', 'sms_validate', { code: /(\d{6})/.exec(phone!.body)![1]! });
    await call(player, 'user', 'two_auth_type', { type: 'sms' });
    const payload = { id: passkey.id, password: TEST_PASSWORD };
    const noCode = await passkeyCall(h, player, 'remove', payload);
    expect(noCode.body.message).toBe('Bu işlem için telefonunuza gönderilen 6 haneli kodu girin');
    await call(player, 'user', 'step_up_sms', { action: 'factor-off' });
    const [sent] = await smsOf(h, player);
    expect(sent!.body).toContain('Bir doğrulama yöntemini kapatma isteğiniz');
    const code = /(\d{6})/.exec(sent!.body)![1]!;
    expect(
      (await passkeyCall(h, player, 'remove', { ...payload, ga_code: code })).body.result,
    ).toBe(true);
  });
});

describe('signing in with a passkey', () => {
  it('opens a live session without the password or a second factor', async () => {
    const player = await newPlayer(h);
    const secret = await turnOnAuthenticator(h, player, clock.ms);
    clock.advanceSteps(2);
    const { key } = await addPasskey(h, player, {
      origin: SITE,
      reauthentication: { password: TEST_PASSWORD, ga_code: clock.code(secret) },
    });
    const options = await loginOptions(h);
    // Discoverable: the browser offers whichever passkey of the site the person picks.
    expect(options).toMatchObject({ rpId: 'site.example', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const ip = randomAddress();
    const { reply, session } = await passkeyLogin(h, key.assert(options), ip, 'en');
    expect(reply.body).toMatchObject({
      result: true,
      data: { uid: player.answer.uid, username: player.values.username, uip: ip },
    });
    expect(reply.body.data.gasecret).toBeUndefined();
    expect(reply.body.data.factor).toBeUndefined();
    const profile = await call<AccountProfile>(session!, 'user', 'get_user_profile');
    expect(profile.body.data).toMatchObject({ username: player.values.username });
    expect(await kindsOf(session!)).toEqual(['passkey_sign_in', 'passkey_added']);
    const [listed] = (await passkeyCall<Passkey[]>(h, session!, 'list')).body.data;
    expect(listed!.lastUsedAt).toBe(new Date(clock.ms).toISOString());
    // A browser never seen before: the player is told, naming the passkey.
    expect((await inbox(session!))[0]).toBe('Yeni bir cihazdan Passkey ile giriş yapıldı');
  });

  it(
    'refuses a replayed assertion, and two racing with one challenge sign in once',
    { tags: ['postgres'] },
    async () => {
      const { player, key } = await withPasskey();
      const assertion = key.assert(await loginOptions(h));
      const replies = await Promise.all([passkeyLogin(h, assertion), passkeyLogin(h, assertion)]);
      expect(replies.filter((r) => r.session).length).toBe(1);
      const before = await writtenFor(player.answer.uid);
      const replay = await passkeyLogin(h, assertion, randomAddress(), 'en');
      expect(replay.reply.body).toMatchObject({
        result: false,
        message: 'The passkey request has expired or is no longer valid; please try again',
        data: { field: 'credential' },
      });
      expect(await writtenFor(player.answer.uid)).toEqual(before);
    },
  );

  it('refuses an assertion for another origin, another relying party, or without verification', async () => {
    const { player, key } = await withPasskey();
    const before = await writtenFor(player.answer.uid);
    const refusedWith = async (assertion: Parameters<typeof passkeyLogin>[1], message: string) => {
      const { reply } = await passkeyLogin(h, assertion, randomAddress(), 'en');
      expect(reply.body).toMatchObject({ result: false, message });
    };
    const invalid = 'The passkey could not be verified; please try again';
    await refusedWith(
      key.assert(await loginOptions(h), { origin: 'https://site.example.evil' }),
      invalid,
    );
    await refusedWith(
      key.assert(await loginOptions(h), { origin: 'http://site.example' }),
      invalid,
    );
    await refusedWith(key.assert(await loginOptions(h), { rpId: 'evil.example' }), invalid);
    await refusedWith(key.assert(await loginOptions(h), { verified: false }), invalid);
    expect(await writtenFor(player.answer.uid)).toEqual(before);
  });

  it('refuses a stale challenge, a step-up challenge, and a credential it does not know', async () => {
    const { player, key } = await withPasskey();
    const before = await writtenFor(player.answer.uid);
    const stale = await loginOptions(h);
    clock.ms += PASSKEY_CHALLENGE_MS + 1;
    const expired = await passkeyLogin(h, key.assert(stale));
    expect(expired.reply.body.message).toBe(
      'Passkey isteğinin süresi doldu ya da geçersiz; lütfen yeniden deneyin',
    );
    const stepUp = await passkeyLogin(h, key.assert(await stepUpOptions(h, player, 'limit')));
    expect(stepUp.reply.body.message).toMatch(/süresi doldu ya da geçersiz/);
    // A challenge no one issued, of any form, is refused as it is, with nothing written.
    const forged = key.assert(await loginOptions(h));
    for (const challenge of ['\u0000', 'x'.repeat(5_000), 42]) {
      const clientData = { type: 'webauthn.get', challenge, origin: SITE };
      const clientDataJSON = Buffer.from(JSON.stringify(clientData)).toString('base64url');
      const { reply } = await passkeyLogin(h, {
        ...forged,
        response: { ...forged.response, clientDataJSON },
      });
      expect(reply.body).toMatchObject({
        result: false,
        message: expect.stringMatching(/doğrulanamadı/),
      });
    }
    const stranger = softPasskey({ origin: SITE });
    const unknown = await passkeyLogin(h, stranger.assert(await loginOptions(h)));
    expect(unknown.reply.body.message).toBe(
      'Bu Passkey tanınmadı; silinmiş olabilir. Şifrenizle giriş yapabilirsiniz',
    );
    expect(await writtenFor(player.answer.uid)).toEqual(before);
  });

  it('refuses a sign count that went backwards, and records it', async () => {
    const { player, key } = await withPasskey();
    await signInWithPasskey(h, key, { counter: 7 });
    const before = await writtenFor(player.answer.uid);
    expect(before!.counter).toBe(7);
    for (const counter of [7, 3]) {
      const { reply } = await passkeyLogin(h, key.assert(await loginOptions(h), { counter }));
      expect(reply.body).toMatchObject({
        result: false,
        message:
          'Bu Passkey güvenlik denetiminden geçemediği için reddedildi. Lütfen canlı destekle iletişime geçin',
      });
    }
    expect(await writtenFor(player.answer.uid)).toEqual(before);
    expect((await eventsOf(player)).slice(0, 3).map((e) => [e.kind, e.passkeyName])).toEqual([
      ['passkey_counter_mismatch', 'Test telefonu'],
      ['passkey_counter_mismatch', 'Test telefonu'],
      ['passkey_sign_in', 'Test telefonu'],
    ]);
    // A forged assertion with a low count is no clone: refused, and not recorded as one.
    const forged = key.assert(await loginOptions(h), { counter: 1 });
    const tampered = {
      ...forged,
      response: { ...forged.response, signature: forged.response.signature.slice(0, -4) + 'AAAA' },
    };
    expect((await passkeyLogin(h, tampered)).reply.body.message).toMatch(/doğrulanamadı/);
    expect(
      (await eventsOf(player)).filter((e) => e.kind === 'passkey_counter_mismatch'),
    ).toHaveLength(2);
    // An authenticator that keeps no count (always 0) signs in again and again.
    const countless = softPasskey({ origin: SITE });
    await addPasskey(h, await newPlayer(h), {
      origin: SITE,
      key: countless,
      ceremony: { counter: 0 },
    });
    await signInWithPasskey(h, countless, { counter: 0 });
    await signInWithPasskey(h, countless, { counter: 0 });
  });

  it('is refused for a player who is no longer active', async () => {
    const { player, key } = await withPasskey();
    await h.db.query('UPDATE players SET active = false WHERE uid = $1', [player.answer.uid]);
    const before = await writtenFor(player.answer.uid);
    const { reply } = await passkeyLogin(
      h,
      key.assert(await loginOptions(h)),
      randomAddress(),
      'en',
    );
    expect(reply.body).toMatchObject({ result: false });
    expect((await writtenFor(player.answer.uid))!.sessions).toBe(before!.sessions);
  });

  it('counts sign-in challenges per address', async () => {
    const ip = randomAddress();
    const ask = () =>
      h.postRaw<LoginAnswer>(
        { api: { class: 'passkey', method: 'login_options' }, data: {} },
        { 'x-forwarded-for': ip },
      );
    for (let i = 0; i < 60; i++) expect((await ask()).body.result).toBe(true);
    expect((await ask()).status).toBe(429);
  });
});

describe('security events', () => {
  it('lists the latest 50, newest first', async () => {
    const { player, passkey } = await withPasskey();
    for (let i = 0; i < 55; i++) {
      clock.ms += 1_000;
      await passkeyCall(h, player, 'rename', { id: passkey.id, name: `Ad ${i}` });
    }
    const events = await eventsOf(player);
    expect(events).toHaveLength(50);
    expect(events[0]).toMatchObject({ kind: 'passkey_renamed', passkeyName: 'Ad 54' });
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('the operator', () => {
  it('lists a player’s passkeys and revokes one: recorded, sessions ended, the player told', async () => {
    const { player, passkey, key } = await withPasskey();
    const name = player.values.username;
    const ayla = { ...h.cliEnv, OPERATOR_TOKEN: await operatorCredential(h, 'ayla') };
    const accounts = (...argv: string[]) => runCli(['accounts', ...argv], ayla);
    expect(await accounts('passkeys', name)).toBe(
      `${name}: 1 passkey(s)\n  ${passkey.id}  "Test telefonu"  added ${passkey.createdAt
        .slice(0, 16)
        .replace('T', ' ')}, last used never`,
    );
    await expect(accounts('revoke-passkey', name, passkey.id)).rejects.toThrow(
      'usage: npm run accounts',
    );
    await expect(
      accounts('revoke-passkey', name, 'bm9uZQ', '--reason', 'Telefonu çalındı'),
    ).rejects.toThrow('404');
    const revoked = await accounts(
      'revoke-passkey',
      name,
      passkey.id,
      '--reason',
      'Telefonu çalındı',
    );
    expect(revoked).toBe(`${name}: 0 passkey(s)`);
    expect((await call(player, 'user', 'get_user_profile')).body.message).toBe(
      'Oturum süresi doldu',
    );
    const { reply } = await passkeyLogin(h, key.assert(await loginOptions(h)));
    expect(reply.body.result).toBe(false);
    const [event] = await h.db.query<{ kind: string; actor: string; passkey_name: string }>(
      `SELECT kind, actor, passkey_name FROM security_events e JOIN players p ON p.id = e.player_id
       WHERE p.uid = $1 ORDER BY e.id DESC LIMIT 1`,
      [player.answer.uid],
    );
    expect(event).toEqual({
      kind: 'passkey_removed',
      actor: 'operator',
      passkey_name: 'Test telefonu',
    });
    const [mail] = await outboxOf(h, player.values.email);
    expect(mail).toMatchObject({ subject: 'Bir Passkey destek ekibimizce kaldırıldı' });
    expect(await accounts('show', name)).toMatch(
      /second factor none\n {2}\S+ \S+ {2}passkey revoked: Test telefonu by ayla: Telefonu çalındı/,
    );
    await expect(accounts('passkeys', 'nobody-here')).rejects.toThrow('404');
  });
});
