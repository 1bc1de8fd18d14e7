/**
 * Players with passkeys for the server tests: a passkey added as profile → security adds it,
 * signing in with one, and the assertion of a step-up.
 */
import type { LoginAnswer } from '../../machines/shared/contract.ts';
import type {
  Passkey,
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import type { Harness, Reply } from './harness.ts';
import {
  TEST_PASSWORD,
  asUser,
  callFrom,
  cookiesOf,
  encryptSession,
  randomAddress,
  type TestSession,
} from './players.ts';
import { softPasskey, type Ceremony, type SoftPasskey } from './soft-passkey.ts';

/** The passkey class, called by the signed-in player of session from its address. */
export const passkeyCall = <T = unknown>(
  h: Harness,
  session: TestSession,
  method: string,
  data: Record<string, unknown> = {},
  lang?: string,
): Promise<Reply<T>> => callFrom<T>(h, session.ip, 'passkey', method, data, asUser(session, lang));

/** registration_options after the password (and the authenticator's code when given). */
export async function registrationOptions(
  h: Harness,
  session: TestSession,
  reauthentication: { password?: string; ga_code?: string } = { password: TEST_PASSWORD },
): Promise<PasskeyCreationOptions> {
  const reply = await passkeyCall<PasskeyCreationOptions>(
    h,
    session,
    'registration_options',
    reauthentication,
  );
  if (!reply.body.result) throw new Error(`registration_options refused: ${reply.body.message}`);
  return reply.body.data;
}

/**
 * Adds a passkey to the player of session (a new software authenticator for the site at
 * origin unless one is given): the authenticator and the passkey as the platform lists it.
 */
export async function addPasskey(
  h: Harness,
  session: TestSession,
  {
    origin,
    key = softPasskey({ origin }),
    name = 'Test telefonu',
    reauthentication,
    ceremony,
  }: {
    origin: string;
    key?: SoftPasskey;
    name?: string;
    reauthentication?: { password?: string; ga_code?: string };
    /** How the authenticator answers the creation (its first count, say). */
    ceremony?: Ceremony;
  },
): Promise<{ key: SoftPasskey; passkey: Passkey }> {
  const options = await registrationOptions(h, session, reauthentication);
  const reply = await passkeyCall<Passkey>(h, session, 'add', {
    name,
    credential: key.attest(options, ceremony),
  });
  if (!reply.body.result) throw new Error(`add refused: ${reply.body.message}`);
  return { key, passkey: reply.body.data };
}

/** A sign-in challenge, from an address of its own unless given. */
export async function loginOptions(h: Harness, ip = randomAddress()) {
  const reply = await h.postRaw<PasskeyRequestOptions>(
    { api: { class: 'passkey', method: 'login_options' }, data: {} },
    { 'x-forwarded-for': ip },
  );
  if (!reply.body.result) throw new Error(`login_options refused: ${reply.body.message}`);
  return reply.body.data;
}

/** passkey.login with an assertion, from ip: the raw answer and, when it signed in, the session. */
export async function passkeyLogin(
  h: Harness,
  credential: PasskeyAssertion,
  ip = randomAddress(),
  lang?: string,
): Promise<{ reply: Reply<LoginAnswer>; session?: TestSession }> {
  const response = await h.post(
    {
      api: { class: 'passkey', method: 'login' },
      data: lang ? { credential, Lang: lang } : { credential },
    },
    { 'x-forwarded-for': ip },
  );
  const reply = { status: response.status, body: await response.json() } as Reply<LoginAnswer>;
  if (!reply.body.result) return { reply };
  const answer = reply.body.data;
  const user = await encryptSession(h, answer);
  return { reply, session: { answer, user, cookie: cookiesOf(response), ip } };
}

/** Signs in with key (a fresh challenge, from a fresh address): the session; throws on refusal. */
export async function signInWithPasskey(
  h: Harness,
  key: SoftPasskey,
  ceremony?: Ceremony,
): Promise<TestSession> {
  const ip = randomAddress();
  const { reply, session } = await passkeyLogin(
    h,
    key.assert(await loginOptions(h, ip), ceremony),
    ip,
  );
  if (!session) throw new Error(`passkey login refused: ${reply.body.message}`);
  return session;
}

/** A step-up challenge of session for action. */
export async function stepUpOptions(h: Harness, session: TestSession, action: StepUpAction) {
  const reply = await passkeyCall<PasskeyRequestOptions>(h, session, 'step_up_options', { action });
  if (!reply.body.result) throw new Error(`step_up_options refused: ${reply.body.message}`);
  return reply.body.data;
}

/** The assertion of key for a step-up challenge of session for action. */
export const stepUpAssertion = async (
  h: Harness,
  session: TestSession,
  key: SoftPasskey,
  action: StepUpAction,
  ceremony?: Ceremony,
) => key.assert(await stepUpOptions(h, session, action), ceremony);
