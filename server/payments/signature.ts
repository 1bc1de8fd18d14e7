import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/driver.ts';

/** The header of a provider callback: `sha256=` and the hex HMAC-SHA256 of the raw body. */
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

export const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether header is the signature of body, compared in constant time. */
export function verifySignature(secret: string, body: string, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(sign(secret, body));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
