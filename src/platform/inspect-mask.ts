/**
 * What the Stately inspector may see: copies of events and contexts with every secret replaced.
 * Machines keep their real values; only what leaves for the inspector window is masked.
 */
export const MASK = '•••';

/** Keys whose values are secrets wherever they appear (compared in lower case). */
const SECRET_KEYS = new Set([
  'password',
  'passwordconfirm',
  'currentpassword',
  'code',
  'ga_code',
  'gacode',
  'otp',
  'token',
  'secret',
  'gasecret',
  'sid',
  'uid',
  'uip',
  'user',
  'session',
  'iban',
  // WebAuthn: a platform's challenge, and what a browser answers to one (masked whole).
  'challenge',
  'attestation',
  // An assertion wherever it goes (PasskeyApi.login's credential, an actor's output): its
  // signed parts, so that no record of the inspector could be replayed.
  'credential',
  'assertion',
  'clientdatajson',
  'authenticatordata',
  'signature',
  'userhandle',
]);

/** Parts of key names that always hold secrets: newPassword, launchToken, accessToken… */
const SECRET_KEY_PARTS = ['password', 'token'];
/** A one-time code (SMS, authenticator) under a key that names a code: smsCode, otpCode… */
const ONE_TIME_CODE = /^\d{4,8}$/;

/** A Turkish IBAN, with or without the spaces of its printed form. */
const IBAN = /TR\d{2}(?:\s?\d{4}){5}\s?\d{2}/gi;
/** The bearer part of a game, provider API or payment page address. */
const PAGE_TOKEN = /(\/(?:games\/play|games\/api|payments\/pay)\/)[A-Za-z0-9_-]+/g;
/** Tokens and session fields carried in a query string (?token=…, &sid=…). */
const QUERY_SECRET = /([?&](?:token|launchtoken|sid|uid|session)=)[^&#\s]+/gi;

const MAX_DEPTH = 12;

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

function maskText(text: string): string {
  return text
    .replace(IBAN, MASK)
    .replace(PAGE_TOKEN, `$1${MASK}`)
    .replace(QUERY_SECRET, `$1${MASK}`);
}

/**
 * A copy of value with secrets masked: plain objects and arrays are copied, strings cleaned,
 * anything else (actor references, dates, errors) passed as it is, so no cycle is walked.
 */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskText(value) as T;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1)) as T;
  if (!isPlain(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecret(key, inner) ? MASK : maskSecrets(inner, depth + 1),
    ]),
  ) as T;
}

function isSecret(key: string, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  const name = key.toLowerCase();
  if (SECRET_KEYS.has(name) || SECRET_KEY_PARTS.some((part) => name.includes(part))) return true;
  return name.endsWith('code') && ONE_TIME_CODE.test(String(value));
}

/** Hosts the inspector may open on: a developer's own machine, never a site players use. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLocalHost = (hostname: string) => LOCAL_HOSTS.has(hostname);
