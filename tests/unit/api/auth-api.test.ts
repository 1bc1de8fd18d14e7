import { describe, expect, it } from 'vitest';
import type { SessionContext } from '../../../machines/shared/contract.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createAuthApi } from '../../../src/api/auth-api.ts';
import { createSessionEncryption } from '../../../src/platform/session-key.ts';
import { totp } from '../../e2e/totp.ts';
import { stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { platformServerForFile, sessionExpiredOn } from './platform-server.ts';
import { createRecordingClient, type RecordingClient } from './recording-client.ts';

/** The seeded players (server/db/seed.ts); the password of all is Demo1234. */
const PASSWORD = 'Demo1234';
const DEMO_SECRET = 'JBSWY3DPEHPK3PXP';

const server = platformServerForFile();

/**
 * A sign-in checks the seeded password with the platform's own scrypt (OWASP's cost): with every
 * core running test files, a sign-in and a change after it took more than the default 5 s.
 */
const SIGNED_IN_CALLS = { timeout: 20_000 };
const posted = () => server.posted();

/** A session the client holds (its fields as the site sends them, encrypted). */
const SIGNED_IN: SessionContext = {
  uid: 'dQ==',
  sid: 'cw==',
  uip: 'aQ==',
  gmt: '+03:00',
  lang: 'tr',
};

/** The auth API on a recording client, holding `session` if given. */
function authApi(session?: SessionContext): {
  recording: RecordingClient;
  api: ReturnType<typeof createAuthApi>;
} {
  const recording = createRecordingClient(server.baseURL);
  if (session) recording.session = session;
  return {
    recording,
    api: createAuthApi(recording.client, createSessionEncryption(recording.client)),
  };
}

describe('createAuthApi login', SIGNED_IN_CALLS, () => {
  it('returns the answer and an encrypted session the server accepts', async () => {
    const { recording, api } = authApi();

    const { answer, session } = await api.login({ username: 'demo', password: PASSWORD });

    expect(answer).toMatchObject({ username: 'demo', language: 'tr' });
    expect(answer.gasecret ?? '').toHaveLength(0);
    // Only ciphertexts are kept; the server's own key reads them back.
    expect(session.sid).not.toBe(answer.sid);
    expect(server.decryptSessionField(session.uid)).toBe(String(answer.uid));
    expect(server.decryptSessionField(session.sid)).toBe(answer.sid);
    expect(server.decryptSessionField(session.uip)).toBe(answer.uip);
    expect(session).toMatchObject({ gmt: answer.gtm, lang: answer.language });

    recording.session = session;
    const profile = await api.getProfile();
    expect(profile).toMatchObject({ username: 'demo', email: 'demo@ankacasino.example' });
    expect(posted().at(-1)?.envelope).toMatchObject({
      api: { class: 'user', method: 'get_user_profile' },
      user: session,
    });
    expect(recording.notices).toEqual([]);
  });

  it('signs in with the e-mail address too', async () => {
    const { api } = authApi();
    const { answer } = await api.login({ username: 'demo@ankacasino.example', password: PASSWORD });
    expect(answer.username).toBe('demo');
  });

  it("rejects a wrong password quietly with the server's message: the form shows it", async () => {
    const { recording, api } = authApi();

    const failure = await api
      .login({ username: 'demo', password: 'Wrong123' })
      .catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'refused', message: 'Giriş Başarısız' });
    expect(recording.notices).toEqual([]);
  });

  it('passes a pending 2FA session only through check_ga: a wrong code is false, the right one activates it', async () => {
    const { recording, api } = authApi();
    const { answer, session } = await api.login({ username: 'demo2fa', password: PASSWORD });
    expect(answer.gasecret?.length).toBeGreaterThan(10);

    // Not the app's session yet: the code check carries it explicitly as user context.
    recording.session = null;
    const wrong = totp(DEMO_SECRET, Date.now(), 10);
    await expect(api.checkCode(session, wrong)).resolves.toBe(false);
    expect(posted().at(-1)?.envelope).toMatchObject({
      api: { class: 'user', method: 'check_ga' },
      data: { ga_code: wrong, SiteType: 'desktop', Lang: 'tr' },
      user: session,
    });
    expect(recording.notices).toEqual([]);

    // Pending: anything but check_ga is refused.
    recording.session = session;
    await expect(api.getProfile()).rejects.toMatchObject({ kind: 'refused' });
    recording.ended.length = 0;
    recording.notices.length = 0;

    await expect(api.checkCode(session, totp(DEMO_SECRET))).resolves.toBe(true);
    await expect(api.getProfile()).resolves.toMatchObject({ username: 'demo2fa' });
  });
});

describe('createAuthApi account calls', SIGNED_IN_CALLS, () => {
  async function signedIn(): Promise<{
    api: ReturnType<typeof createAuthApi>;
    session: SessionContext;
    recording: RecordingClient;
  }> {
    const { recording, api } = authApi();
    const { session } = await api.login({ username: 'demo', password: PASSWORD });
    recording.session = session;
    return { api, session, recording };
  }

  it('reads the authenticator status, favourites and the 2FA type as the signed-in player', async () => {
    const { api } = await signedIn();
    await expect(api.authenticatorStatus()).resolves.toEqual({ enabled: false });
    await expect(api.twoFactorType()).resolves.toBe('none');

    await api.addFavorite('casino', 2620);
    await api.addFavorite('casino', 2620);
    await expect(api.favorites('casino')).resolves.toEqual([2620]);
    await expect(api.favorites('livecasino')).resolves.toEqual([]);
    await api.removeFavorite('casino', 2620);
    await expect(api.favorites('casino')).resolves.toEqual([]);
  });

  it('generates an authenticator key whose wrong code is false, not a failure', async () => {
    const { api } = await signedIn();
    const key = await api.generateAuthenticator(PASSWORD);
    expect(key.uri).toMatch(/^otpauth:\/\/totp\/Anka%20Casino:demo\?secret=/);
    await expect(api.confirmAuthenticator(totp(key.secret, Date.now(), 10))).resolves.toBe(false);
  });

  it('asks for a reset without telling whether the address has an account', async () => {
    const { api } = authApi();
    await expect(api.forgot('nobody@example.com')).resolves.toBeUndefined();
    expect(posted().at(-1)?.envelope).toMatchObject({
      api: { class: 'user', method: 'forgot' },
      data: { email: 'nobody@example.com' },
    });
  });

  it('refuses a wrong current password quietly: the form shows it', async () => {
    const { api, recording } = await signedIn();
    await expect(
      api.changePassword({
        currentPassword: 'Wrong123',
        password: 'Newpass1',
        passwordConfirm: 'Newpass1',
      }),
    ).rejects.toMatchObject({ kind: 'refused' });
    expect(recording.notices).toEqual([]);
  });

  it("reads the step-up's factor, and sends each step-up's proof where the platform reads it", async () => {
    const { api, recording } = await signedIn();
    await expect(api.stepUpFactor()).resolves.toBeNull();

    // The authenticator is off: each is refused, after it went out as the platform reads it.
    await expect(api.disableAuthenticator({ passkey: stepUpAssertion })).rejects.toMatchObject({
      kind: 'refused',
    });
    const sent = () => (posted().at(-1)?.envelope as { data: object } | null)?.data;
    expect(sent()).toMatchObject({ passkey: stepUpAssertion });
    expect(sent()).not.toHaveProperty('gacode');
    await expect(
      api.disableAuthenticator({ password: PASSWORD, ga_code: '123456' }),
    ).rejects.toMatchObject({ kind: 'refused' });
    expect(sent()).toMatchObject({ gacode: '123456', password: PASSWORD });
    // SMS is not on: nothing to turn off, and its step-up's proof went with the call.
    await api.setTwoFactorType('none', { password: PASSWORD, ga_code: '654321' });
    expect(posted().at(-1)?.envelope).toMatchObject({
      api: { class: 'user', method: 'two_auth_type' },
      data: { type: 'none', password: PASSWORD, ga_code: '654321' },
    });
    // The step-up's dialog or the card shows a refusal: no toast.
    expect(recording.notices).toEqual([]);
  });

  it('asks for the profile as the signed-in user; an expired session ends it', async () => {
    await server.fault(sessionExpiredOn('get_user_profile'));
    const { recording, api } = authApi(SIGNED_IN);

    await expect(api.getProfile()).rejects.toBeInstanceOf(ApiError);
    expect(posted()[0]?.envelope).toMatchObject({
      api: { class: 'user', method: 'get_user_profile' },
      user: SIGNED_IN,
    });
    expect(recording.ended).toEqual(['expired']);
    expect(recording.notices).toHaveLength(1);
  });

  it('logs out as the signed-in user without toasting a refusal', async () => {
    await server.fault(sessionExpiredOn('logout'));
    const { recording, api } = authApi(SIGNED_IN);

    await expect(api.logout()).rejects.toBeInstanceOf(ApiError);
    expect(posted()[0]?.envelope).toMatchObject({
      api: { class: 'user', method: 'logout' },
      user: SIGNED_IN,
    });
    expect(recording.notices).toEqual([]);
  });

  it('ends the session on logout: the old session is refused afterwards', async () => {
    const { api } = await signedIn();
    await api.logout();
    await expect(api.getProfile()).rejects.toMatchObject({ kind: 'refused' });
  });
});
