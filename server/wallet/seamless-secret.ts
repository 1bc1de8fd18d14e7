import { randomBytes } from 'node:crypto';
import type { Db } from '../db/driver.ts';

/** The header of a seamless-wallet call's signature (payments/signature.ts, sign). */
export const SEAMLESS_SIGNATURE_HEADER = 'x-seamless-signature';

const SECRET_NAME = 'game-provider';

/**
 * The secret game providers sign their seamless-wallet calls with: SEAMLESS_SECRET when set,
 * otherwise generated on the first start and kept in the database, so every server on one
 * PostgreSQL checks what a provider signed for any of them.
 */
export async function loadSeamlessSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
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
