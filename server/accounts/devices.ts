/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a successful
 * login leaves a random token in an HttpOnly cookie of the browser, and only its sha256 on the
 * server. A later login to the same account that brings it is from a device the owner used:
 * it has an allowance of failures of its own and is not held by the account's ceiling, which
 * then counts unknown devices only. A token unused for DEVICE_DAYS no longer counts.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/driver.ts';
import { sha256 } from './sessions.ts';

export const DEVICE_COOKIE = 'device';
export const DEVICE_DAYS = 180;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The hash of the token when it is a device the player signed in from, else undefined. */
export async function knownDevice(
  db: Db,
  playerId: number,
  token: string | undefined,
): Promise<string | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const hash = sha256(token);
  const [row] = await db.query(
    `SELECT 1 FROM login_devices WHERE token_hash = $1 AND player_id = $2
       AND last_login_at > now() - $3 * interval '1 day'`,
    [hash, playerId, DEVICE_DAYS],
  );
  return row ? hash : undefined;
}

/**
 * After a successful login: the device's token, renewed in place when the browser brought a
 * known one (`seen`), else a new one for the browser to keep.
 */
export async function rememberDevice(
  db: Db,
  playerId: number,
  token: string | undefined,
): Promise<{ token: string; seen: boolean }> {
  if (await knownDevice(db, playerId, token)) {
    await db.query('UPDATE login_devices SET last_login_at = now() WHERE token_hash = $1', [
      sha256(token!),
    ]);
    return { token: token!, seen: true };
  }
  const fresh = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO login_devices (token_hash, player_id) VALUES ($1, $2)', [
    sha256(fresh),
    playerId,
  ]);
  return { token: fresh, seen: false };
}
