import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/driver.ts';

/** The header of a provider callback's signature (see sign). */
export const SIGNATURE_HEADER = 'x-payment-signature';

/**
 * Who signs payment callbacks: the operator's payment provider, and the demo provider (the
 * simulator) with a secret of its own, so that nothing it signs passes as the real provider's.
 */
export type PaymentSigner = 'payment-provider' | 'payment-simulator';

/**
 * The secret a signer signs its callbacks with, generated on the first start and kept in the
 * database, so every server on one PostgreSQL verifies what it signed for any of them.
 */
export async function loadProviderSecret(
  db: Db,
  signer: PaymentSigner = 'payment-provider',
): Promise<string> {
  // A server starting at the same moment may have stored its secret first; then use that one.
  await db.query(
    'INSERT INTO provider_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [signer, randomBytes(32).toString('hex')],
  );
  const [row] = await db.query<{ secret: string }>(
    'SELECT secret FROM provider_secrets WHERE name = $1',
    [signer],
  );
  return row!.secret;
}

/** How far a signature's time may be from the server's: a captured call replays no later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What a signature covers: the time it was made, the path called and the exact body. */
export interface Signed {
  path: string;
  body: string;
}

const mac = (secret: string, seconds: number, { path, body }: Signed) =>
  createHmac('sha256', secret).update(`${seconds}.${path}.${body}`).digest('hex');

/**
 * A signature header, as Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.path.body">`.
 * The time and the path are signed with the body, so a captured call cannot be replayed later or
 * sent to another route.
 */
export function sign(secret: string, signed: Signed, atMs = Date.now()): string {
  const seconds = Math.floor(atMs / 1000);
  return `t=${seconds},v1=${mac(secret, seconds, signed)}`;
}

/**
 * Whether header signs this path and body with secret, made within the tolerance of now; the
 * MAC is compared in constant time.
 */
export function verifySignature(
  secret: string,
  signed: Signed,
  header: unknown,
  nowMs = Date.now(),
): boolean {
  if (typeof header !== 'string') return false;
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
  if (!parts) return false;
  const seconds = Number(parts[1]);
  if (Math.abs(nowMs / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const given = Buffer.from(parts[2]!, 'hex');
  const expected = Buffer.from(mac(secret, seconds, signed), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
