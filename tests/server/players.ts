import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type {
  AuthenticatorKey,
  LoginAnswer,
  SessionContext,
  SessionKey,
} from '../../machines/shared/contract.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import type { OutboxRow } from '../../server/accounts/outbox.ts';
import type { ScryptParams } from '../../server/accounts/passwords.ts';
import { base32Decode, hotp, timeStep } from '../../server/accounts/totp.ts';
import type { AppConfig } from '../../server/app.ts';
import {
  harnessForFile,
  madeBeforeTests,
  type CallOptions,
  type Harness,
  type Reply,
} from './harness.ts';

/**
 * TEST ONLY scrypt parameters (N=2^10, about 1 ms a hash instead of ~450 ms), passed to the app
 * through AppConfig.testScrypt so suites that register and sign in many players stay fast.
 * user-login-full.test.ts and user-crypto.test.ts run at full OWASP strength.
 */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 64, saltLength: 16 };

/** A movable clock for authenticator codes (AppConfig.testClock). */
export function testClock(start = Date.UTC(2030, 0, 1, 12, 0, 0)) {
  const clock = {
    ms: start,
    now: () => clock.ms,
    /** Moves on by whole 30-second steps. */
    advanceSteps(steps = 1) {
      clock.ms += steps * 30_000;
    },
    /** The code an authenticator app of secret shows now, or `offset` steps away. */
    code: (secret: string, offset = 0) => codeAt(secret, clock.ms, offset),
  };
  return clock;
}

/** The config of user tests: test mode (outbox kept), fast hashing, client address from XFF. */
export const userTestConfig = (extra: Partial<AppConfig> = {}): Partial<AppConfig> => ({
  testFaults: true,
  testScrypt: TEST_SCRYPT,
  // The tests call from 127.0.0.1, as the operator's proxy would.
  trustProxy: 'loopback',
  ...extra,
});

/** The site's address, and the mobile site's: the origins the platform trusts with `sitesTestConfig`. */
export const SITE = 'https://site.example';
export const MOBILE_SITE = 'https://m.site.example';

/** The user tests' config with the site's address and the mobile site's trusted too. */
export const sitesTestConfig = () =>
  userTestConfig({ siteUrl: SITE, trustedOrigins: [MOBILE_SITE] });

/**
 * The file's harness on the user tests' config, and the clock it runs on (from `start`), which
 * the tests move.
 */
export function harnessOnClock(extra: Partial<AppConfig> = {}, start?: number) {
  const clock = testClock(start);
  return {
    h: harnessForFile({ config: userTestConfig({ testClock: clock.now, ...extra }) }),
    clock,
  };
}

/**
 * An address of its own in the benchmarking range (198.18.0.0/15, 131,072 addresses), so tests
 * do not share address limits: TEST-NET-3's 254 let a sign-in meet a blocked address 1 run in 254.
 */
export function randomAddress(): string {
  const [high, middle, low] = randomBytes(3);
  return `198.${18 + (high! & 1)}.${middle}.${1 + (low! % 254)}`;
}

/** The envelope of a call and the headers a browser at ip sends with it. */
const request = (
  ip: string,
  cls: string,
  method: string,
  data: Record<string, unknown>,
  { lang, user, cookie }: CallOptions,
) =>
  [
    {
      api: { class: cls, method },
      data: lang === undefined ? data : { ...data, Lang: lang },
      ...(user ? { user } : {}),
    },
    { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  ] as const;

/** POST /v1 from a chosen client address (the harness trusts X-Forwarded-For). */
export function callFrom<T = unknown>(
  h: Harness,
  ip: string,
  cls: string,
  method: string,
  data: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Reply<T>> {
  return h.postRaw<T>(...request(ip, cls, method, data, options));
}

/** A call from an address of its own: the platform limits registrations and resets per address. */
export const callFromNewAddress = <T = unknown>(
  h: Harness,
  cls: string,
  method: string,
  data: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Reply<T>> => callFrom<T>(h, randomAddress(), cls, method, data, options);

/** The Cookie header a browser sends back after an answer's Set-Cookie headers. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

const keys = new WeakMap<Harness, Promise<string>>();

/** The server's public key from GET /v1/session-key (once per harness). */
export function sessionKey(h: Harness): Promise<string> {
  let key = keys.get(h);
  if (!key) {
    key = fetch(`${h.baseUrl}/v1/session-key`)
      .then((response) => response.json() as Promise<{ data: SessionKey }>)
      .then((body) => body.data.publicKey);
    keys.set(h, key);
  }
  return key;
}

/** RSA-OAEP SHA-256, base64: what the site's JSEncrypt sends. */
export const encryptField = (publicKey: string, value: string) =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(value),
  ).toString('base64');

/** The `user` context the site would send for these plain fields. */
export async function encryptSession(
  h: Harness,
  fields: { uid: string; sid: string; uip: string },
): Promise<SessionContext> {
  const key = await sessionKey(h);
  return {
    uid: encryptField(key, fields.uid),
    sid: encryptField(key, fields.sid),
    uip: encryptField(key, fields.uip),
    gmt: '+03:00',
    lang: 'tr',
  };
}

export interface TestSession {
  answer: LoginAnswer;
  /** The encrypted context to send as `user`. */
  user: SessionContext;
  /** The cookies the login left in the browser (the session's binding among them). */
  cookie: string;
  ip: string;
}

/** Logs in (from a fresh address unless given) and encrypts the session; throws on refusal. */
export async function signIn(
  h: Harness,
  username: string,
  password: string,
  { ip = randomAddress() }: { ip?: string } = {},
): Promise<TestSession> {
  const response = await h.post(...request(ip, 'user', 'login', { username, password }, {}));
  const body = (await response.json()) as Reply<LoginAnswer>['body'];
  if (!body.result) {
    throw new Error(`login ${username} refused (${response.status}): ${body.message}`);
  }
  const answer = body.data;
  return { answer, user: await encryptSession(h, answer), cookie: cookiesOf(response), ip };
}

/** Signs a registered player in once more: a session of its own, as from another browser. */
export const signInAgain = (
  h: Harness,
  player: { values: { username: string; password: string } },
  options?: { ip?: string },
) => signIn(h, player.values.username, player.values.password, options);

/** Call options that act as the signed-in player of session, from the browser it signed in in. */
export const asUser = (session: TestSession, lang?: string): CallOptions => ({
  user: session.user,
  cookie: session.cookie,
  ...(lang ? { lang } : {}),
});

/** The methods of class cls, called by the signed-in player of a session. */
export const playerCalls =
  (h: Harness, cls: string) =>
  <T = unknown>(
    session: TestSession,
    method: string,
    data: Record<string, unknown> = {},
    lang?: string,
  ) =>
    h.call<T>(cls, method, data, asUser(session, lang));

/** A valid T.C. identity number from any 9 digits (the first not 0). */
export function makeTckn(first9: string): string {
  const d = [...first9].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${first9}${tenth}${eleventh}`;
}

/** The password of every player newRegistration makes, unless overridden. */
export const TEST_PASSWORD = 'Secret123';

let registered = 0;

/** A registration every rule accepts, unique per call (username, e-mail, tckn). */
export function newRegistration(overrides: Partial<Registration> = {}): Registration {
  // Each part three digits wide: unpadded, the 2nd player with 191 and the 21st with 91 were one
  // name (a taken name registers nothing, and the sign-in after it failed).
  const n = [process.pid % 1000, ++registered, randomBytes(2).readUInt16BE() % 1000]
    .map((part) => String(part).padStart(3, '0'))
    .join('');
  const nine = `1${n.padStart(8, '0').slice(-8)}`;
  return {
    firstname: 'Ece',
    lastname: 'Şahin',
    birthDate: '1992-07-15',
    tckn: makeTckn(nine),
    country: 'TR',
    city: 'Bursa',
    address: 'Atatürk Caddesi No: 5, Osmangazi',
    currency: 'TRY',
    username: `player_${n}`,
    email: `player.${n}@example.com`,
    // A number of its own: SMS are limited per number.
    phone: `0532 ${n.padStart(7, '0').slice(-7)}`,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    promoCode: '',
    referenceNumber: '',
    smsOptIn: false,
    emailOptIn: true,
    rulesAccepted: true,
    depositLimit: null,
    ...overrides,
  };
}

/** The number as the server keeps it: '0532 1234567' → '+905321234567'. */
export const phoneOf = (values: Registration) => `+90${values.phone.replace(/\D/g, '').slice(1)}`;

/** A registered player, signed in: the session and what the registration sent. */
export type Player = TestSession & { values: Registration };

/** Registers a new player and signs them in. */
export async function newPlayer(
  h: Harness,
  overrides: Partial<Registration> = {},
): Promise<Player> {
  const values = newRegistration(overrides);
  // From an address of its own: registrations are limited per address.
  const reply = await callFrom(h, randomAddress(), 'user', 'register', { ...values });
  if (!reply.body.result) throw new Error(`register refused: ${reply.body.message}`);
  return { ...(await signIn(h, values.username, values.password)), values };
}

/** A new player on h, registered and signed in before the file's tests. */
export const playerForFile = (h: Harness): Player =>
  madeBeforeTests({ answer: true, user: true, cookie: true, ip: true, values: true }, () =>
    newPlayer(h),
  );

/** What the outbox holds for recipient, newest first (GET /__test__/outbox). */
export async function outboxOf(h: Harness, recipient: string): Promise<OutboxRow[]> {
  const response = await fetch(
    `${h.baseUrl}/__test__/outbox?recipient=${encodeURIComponent(recipient)}`,
  );
  return ((await response.json()) as { data: OutboxRow[] }).data;
}

/** The SMS sent to the player's phone, newest first. */
export const smsOf = (h: Harness, player: Pick<Player, 'values'>) =>
  outboxOf(h, phoneOf(player.values));

/** The code an authenticator app shows for secret at ms, `offset` steps away. */
export const codeAt = (secret: string, ms: number, offset = 0) =>
  hotp(base32Decode(secret), timeStep(ms) + offset);

/** Turns the player's authenticator on (a key generated, its first code checked at ms): its secret. */
export async function turnOnAuthenticator(
  h: Harness,
  session: TestSession,
  ms: number,
): Promise<string> {
  const generated = await h.call<AuthenticatorKey>(
    'user',
    'user_generate_ga',
    { password: TEST_PASSWORD },
    asUser(session),
  );
  const { secret } = generated.body.data;
  const on = await h.call('user', 'check_ga', { ga_code: codeAt(secret, ms) }, asUser(session));
  if (!on.body.result) throw new Error(`check_ga refused: ${on.body.message}`);
  return secret;
}
