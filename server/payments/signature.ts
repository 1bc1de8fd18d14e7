import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/driver.ts';

/** The header of a provider callback: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-payment-signature';

const SECRET_NAME = 'payment-provider';

/**
 * The secret the provider signs its callbacks with, generated on the first start and kept in the
 * database, so every server on one PostgreSQL verifies what the provider signed for any of them.
 */
export async function loadProviderSecret(db: Db): Promise<string> {
  // A server starting at the same moment may have stored its secret first; then use that one.
  await db.query(
    'INSERT INTO provider_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [SECRET_NAME, randomBytes(32).toString('hex')],
  );
  const [row] = await db.query<{ secret: string }>(
    'SELECT secret FROM provider_secrets WHERE name = $1',
    [SECRET_NAME],
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
