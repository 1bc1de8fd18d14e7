import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4648 base32 alphabet, as authenticator apps read secrets. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= 0xff;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error('not base32');
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 HOTP: HMAC of the 8-byte counter, dynamically truncated to `digits` digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = 6,
  algorithm: TotpAlgorithm = 'sha1',
) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 time step: whole periods since the Unix epoch (T0 = 0). */
export const timeStep = (nowMs: number, periodSeconds = 30) =>
  Math.floor(nowMs / 1000 / periodSeconds);

/** RFC 6238 TOTP of the time nowMs. */
export function totp(
  key: Uint8Array,
  nowMs: number,
  { digits = 6, period = 30, algorithm = 'sha1' as TotpAlgorithm } = {},
) {
  return hotp(key, timeStep(nowMs, period), digits, algorithm);
}

/** The authenticator settings of this site: SHA-1, 30 s, 6 digits, one step either way. */
export const TOTP_WINDOW = 1;

/**
 * Checks a 6-digit code against the steps now−1, now and now+1 that are newer than
 * lastUsedStep (a code is accepted once); answers the matching step, or null.
 * Every candidate is compared in constant time, whether or not an earlier one matched.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastUsedStep: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretBase32);
  const current = timeStep(nowMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), given);
    if (same && step > lastUsedStep && matched === null) matched = step;
  }
  return matched;
}

/** A new 160-bit secret (RFC 4226 recommends at least 128, ideally 160 bits), base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export const ISSUER = 'Anka Casino';

/** Key URI the authenticator apps scan (Google Authenticator's otpauth:// format). */
export function otpauthUri(username: string, secretBase32: string) {
  const issuer = encodeURIComponent(ISSUER);
  return (
    `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${secretBase32}` +
    `&issuer=${issuer}&digits=6&period=30&algorithm=SHA1`
  );
}
