import { describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../machines/shared/contract.ts';
import { createPasswordHasher } from '../../server/accounts/passwords.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { harnessForFile } from './harness.ts';
import { TEST_SCRYPT, asUser, callFrom, callFromNewAddress, signIn } from './players.ts';

/**
 * The seeded demo players at full OWASP strength (no test scrypt parameters here): each
 * password check costs one real scrypt hash, so this file keeps them few. demo2fa signs in at
 * full strength in user-authenticator.test.ts.
 */
// warmUpPasswords as the server does: the dummy hash for unknown users is made at start.
const h = harnessForFile({
  config: { testFaults: true, trustProxy: 'loopback', warmUpPasswords: true },
});

const login = (username: string, password: string, lang?: string) =>
  callFromNewAddress<LoginAnswer>(h, 'user', 'login', { username, password }, { lang });

describe('login at full strength (seeded demo players)', () => {
  it('signs the demo player in with the seeded password and answers the LoginAnswer', async () => {
    const ip = '198.51.100.23';
    const reply = await callFrom<LoginAnswer>(h, ip, 'user', 'login', {
      username: 'demo',
      password: DEMO_PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toBe(true);
    expect(reply.body.message).toBe('İşlem Başarılı');
    const answer = reply.body.data;
    expect(answer).toEqual({
      rid: 1,
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sid: expect.stringMatching(/^[0-9a-f]{32}$/),
      uip: ip,
      gtm: '+03:00',
      language: 'tr',
      username: 'demo',
      lastlogin: null,
    });
    // The session id is stored only as its sha256.
    const stored = await h.db.query<{ sid_hash: string }>('SELECT sid_hash FROM sessions');
    expect(stored.map((row) => row.sid_hash)).not.toContain(answer.sid);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.sid_hash))).toBe(true);
  });

  it('answers an unknown user and a wrong password with the same message', async () => {
    const unknown = await login('nobody_here', 'Whatever1');
    const wrong = await login('demo', 'Wrong1234');
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({
      status: 200,
      body: { result: false, data: null, message: 'Giriş Başarısız' },
    });
  });

  it('refuses the inactive account with its own message once the password is right', async () => {
    const reply = await login('inactive', DEMO_PASSWORD, 'en');
    expect(reply.body).toEqual({ result: false, data: null, message: 'Inactive account' });
    const [sessions] = await h.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM sessions s JOIN players p ON p.id = s.player_id
       WHERE p.username = 'inactive'`,
    );
    expect(sessions?.n).toBe(0);
  });

  it('replaces a hash made with other parameters on the next login', async () => {
    const fast = await createPasswordHasher(TEST_SCRYPT).hash('Rehash123');
    await h.db.query(
      `INSERT INTO players (uid, username, email, tckn, firstname, lastname, birth_date, country,
         city, address, phone, password_hash)
       VALUES ('rehash-uid', 'rehash_me', 'rehash@example.com', '10000000146', 'Re', 'Hash',
         '1990-01-01', 'TR', 'Bursa', 'Adres', '+905320000000', $1)`,
      [fast],
    );
    const session = await signIn(h, 'rehash_me', 'Rehash123');
    const [row] = await h.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM players WHERE username = 'rehash_me'`,
    );
    // `$scrypt$ln=17,r=8,p=1$<16-byte salt>$<64-byte key>`, base64.
    const [, scheme, params, salt, key] = row!.password_hash.split('$');
    expect([scheme, params]).toEqual(['scrypt', 'ln=17,r=8,p=1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    const profile = await h.call('user', 'get_user_profile', {}, asUser(session));
    expect(profile.body).toMatchObject({ result: true, data: { username: 'rehash_me' } });
  });
});
