import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters; stored with every hash, so they can change without a migration. */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
  /** Derived key length in bytes. */
  keyLength: number;
  /** Salt length in bytes (new hashes). */
  saltLength: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = {
  N: 2 ** 17,
  r: 8,
  p: 1,
  keyLength: 64,
  saltLength: 16,
};

// Hashes read from the database are checked against these bounds before scrypt runs on them.
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;

export interface PasswordHasher {
  readonly params: ScryptParams;
  /** `$scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>` */
  hash(password: string): Promise<string>;
  /** Constant-time comparison; false for a malformed stored value. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when stored was made with other parameters than the current ones. */
  needsRehash(stored: string): boolean;
  /**
   * Verifies against a hash of a random password: what a login for an unknown user costs, so
   * unknown users and wrong passwords take the same time.
   */
  verifyDummy(password: string): Promise<false>;
  /** Makes the dummy hash now (the server does at start) rather than on the first unknown user. */
  warmUp(): Promise<void>;
}

interface Parsed {
  params: Omit<ScryptParams, 'saltLength'>;
  salt: Buffer;
  key: Buffer;
}

const FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function parse(stored: string): Parsed | undefined {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const logN = Number(ln);
  const params = { N: 2 ** logN, r: Number(r), p: Number(p), keyLength: 0 };
  if (logN < 1 || logN > MAX_LOG_N || params.r < 1 || params.r > MAX_R) return undefined;
  if (params.p < 1 || params.p > MAX_P) return undefined;
  const keyBuffer = Buffer.from(key, 'base64');
  if (keyBuffer.length < 16) return undefined;
  params.keyLength = keyBuffer.length;
  return { params, salt: Buffer.from(salt, 'base64'), key: keyBuffer };
}

function derive(password: string, salt: Buffer, params: Omit<ScryptParams, 'saltLength'>) {
  return new Promise<Buffer>((resolve, reject) => {
    // Node refuses scrypt above maxmem (32 MiB by default); one hash needs about 128·N·r·p bytes.
    const maxmem = 128 * params.N * params.r * params.p + 32 * 1024 * 1024;
    // Passwords are compared as NFC, so one typed on another keyboard or OS still matches.
    scrypt(
      password.normalize('NFC'),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const encode = (params: ScryptParams, salt: Buffer, key: Buffer) =>
  `$scrypt$ln=${Math.log2(params.N)},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;

export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT): PasswordHasher {
  if (!Number.isInteger(Math.log2(params.N)) || Math.log2(params.N) > MAX_LOG_N) {
    throw new Error(`scrypt N must be a power of two up to 2^${MAX_LOG_N}`);
  }
  const hash = async (password: string) => {
    const salt = randomBytes(params.saltLength);
    return encode(params, salt, await derive(password, salt, params));
  };
  const verify = async (password: string, stored: string) => {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  };
  let dummy: Promise<string> | undefined;
  return {
    params,
    hash,
    verify,
    needsRehash(stored) {
      const parsed = parse(stored);
      return (
        !parsed ||
        parsed.params.N !== params.N ||
        parsed.params.r !== params.r ||
        parsed.params.p !== params.p ||
        parsed.params.keyLength !== params.keyLength ||
        parsed.salt.length !== params.saltLength
      );
    },
    async verifyDummy(password) {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await dummy);
      return false;
    },
    async warmUp() {
      dummy ??= hash(randomBytes(16).toString('hex'));
      await dummy;
    },
  };
}
