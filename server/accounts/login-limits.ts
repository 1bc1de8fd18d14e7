import type { Db } from '../db/driver.ts';
import { LIMITS, clear, limitKeys, release, reserve, reserveAll } from './rate-limit.ts';

/**
 * Failed logins slow an attacker down without locking the owner out:
 * - per account and address, the first FREE_FAILURES failures are free, then each one doubles
 *   the wait after the last (30 s, 1 min, 2 min … at most 15 min);
 * - per address, LIMITS.loginAddress failures over every account;
 * - per account, LIMITS.loginAccount failures from unknown devices: past it only the addresses
 *   the player signed in from before may try, until a reset link clears it;
 * - a device the player signed in from (devices.ts) is held by none of these: it has its own
 *   backoff, so the owner's browser still signs in while the account is under attack.
 * Every counter lives in the database, so the servers on it share them. A wrong current password
 * in a re-authenticated call counts the same (its account is the caller's).
 */
export const BACKOFF = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A day without failures and the count starts again. */
  forgetSeconds: 24 * 60 * 60,
} as const;

/** Who the attempt is for: a player, or the name typed when it matches none. */
export type LoginAccount = { playerId: number } | { name: string };

export type Admission =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; keys: AdmissionKeys };

/** The counters an admitted attempt reserved: a known device's backoff only, or all three. */
export type AdmissionKeys = { pair: string; account?: string; address?: string };

const accountOf = (account: LoginAccount) =>
  'playerId' in account ? String(account.playerId) : `name:${account.name.toLowerCase()}`;

const pairKey = (account: LoginAccount, ip: string) => `login:pair:${accountOf(account)}:${ip}`;

/** The wait after `failures` failures in a row, in seconds (SQL over b.failures). */
const DELAY_SQL = `least($3 * power(2, b.failures - $2), $4)`;

/** Counts a failure of key unless it is within its wait; answers the seconds left if it is. */
async function reserveBackoff(db: Db, key: string): Promise<number | undefined> {
  const params = [
    key,
    BACKOFF.freeFailures,
    BACKOFF.firstDelaySeconds,
    BACKOFF.maxDelaySeconds,
    BACKOFF.forgetSeconds,
  ];
  const counted = await db.query(
    `INSERT INTO login_backoffs AS b (key, failures, last_failure_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET last_failure_at = now(),
       failures = CASE WHEN b.last_failure_at <= now() - $5 * interval '1 second'
                  THEN 1 ELSE b.failures + 1 END
     WHERE b.failures < $2
        OR b.last_failure_at <= now() - ${DELAY_SQL} * interval '1 second'
     RETURNING failures`,
    params,
  );
  if (counted.length > 0) return undefined;
  const [wait] = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM b.last_failure_at + ${DELAY_SQL} * interval '1 second'
       - now()))::integer AS seconds
     FROM login_backoffs b WHERE b.key = $1`,
    params.slice(0, 4),
  );
  return Math.max(1, wait?.seconds ?? 1);
}

const isKnownAddress = async (db: Db, playerId: number, ip: string) =>
  (await db.query('SELECT 1 FROM login_addresses WHERE player_id = $1 AND ip = $2', [playerId, ip]))
    .length > 0;

/**
 * Counts a login attempt (or a re-authentication) as a failure before the password is checked,
 * so concurrent attempts cannot slip under the limits; `succeeded` gives the counts back.
 */
export async function admitLogin(
  db: Db,
  account: LoginAccount,
  ip: string,
  /** The hash of a device cookie the player signed in with before (devices.ts). */
  device?: string,
): Promise<Admission> {
  if (device) {
    const key = `login:device:${device}`;
    const wait = await reserveBackoff(db, key);
    if (wait !== undefined) return { allowed: false, retryAfterSeconds: wait };
    return { allowed: true, keys: { pair: key } };
  }
  const keys = {
    pair: pairKey(account, ip),
    account: limitKeys.loginAccount(accountOf(account)),
    address: limitKeys.loginAddress(ip),
  };
  const byAddress = await reserveAll(db, [[keys.address, LIMITS.loginAddress]]);
  if (!byAddress.allowed) return byAddress;
  const byAccount = await reserve(db, keys.account, LIMITS.loginAccount);
  if (
    !byAccount.allowed &&
    !('playerId' in account && (await isKnownAddress(db, account.playerId, ip)))
  ) {
    await release(db, keys.address);
    return byAccount;
  }
  const wait = await reserveBackoff(db, keys.pair);
  if (wait !== undefined) {
    await release(db, keys.address);
    await release(db, keys.account);
    return { allowed: false, retryAfterSeconds: wait };
  }
  return { allowed: true, keys };
}

/** The password was right: the attempt was no failure, and the address is the player's now. */
export async function loginSucceeded(
  db: Db,
  keys: AdmissionKeys,
  known?: { playerId: number; ip: string },
): Promise<void> {
  await db.query('DELETE FROM login_backoffs WHERE key = $1', [keys.pair]);
  if (keys.account) await release(db, keys.account);
  if (keys.address) await release(db, keys.address);
  if (known) {
    await db.query(
      `INSERT INTO login_addresses (player_id, ip) VALUES ($1, $2)
       ON CONFLICT (player_id, ip) DO UPDATE SET last_login_at = now()`,
      [known.playerId, known.ip],
    );
  }
}

/** A reset link proved the owner: failures against the account from anywhere no longer count. */
export async function clearAccountFailures(db: Db, playerId: number): Promise<void> {
  await clear(db, limitKeys.loginAccount(String(playerId)));
  await db.query('DELETE FROM login_backoffs WHERE key LIKE $1', [`login:pair:${playerId}:%`]);
}
