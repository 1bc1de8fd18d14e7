import type { Db } from '../db/driver.ts';
import { DEVICE_DAYS } from './devices.ts';

/** How long rows that no longer count are kept before pruneAccounts deletes them. */
const KEEP = {
  sessions: '1 day',
  tokens: '1 day',
  counters: '1 day',
  outbox: '7 days',
  /** Addresses a player signed in from (spared by the ceiling on failed logins). */
  addresses: '180 days',
};

/**
 * Deletes what can no longer be used: sessions past their lifetime or revoked, expired or used
 * reset and e-mail links, SMS codes, passkey challenges and live stream tickets, rate-limit
 * windows and login waits long over, addresses not signed in from for months, old outbox
 * messages. The server runs it every 10 minutes; it is safe to run from several servers at once.
 */
export async function pruneAccounts(db: Db): Promise<Record<string, number>> {
  const run = async (sql: string) => (await db.query(`${sql} RETURNING 1`)).length;
  return {
    sessions: await run(
      `DELETE FROM sessions WHERE created_at < now() - interval '12 hours' - interval '${KEEP.sessions}'
       OR revoked_at < now() - interval '${KEEP.sessions}'`,
    ),
    password_resets: await run(
      `DELETE FROM password_resets WHERE expires_at < now() - interval '${KEEP.tokens}'`,
    ),
    email_changes: await run(
      `DELETE FROM email_changes WHERE expires_at < now() - interval '${KEEP.tokens}'`,
    ),
    sms_codes: await run(
      `DELETE FROM sms_codes WHERE expires_at < now() - interval '${KEEP.tokens}'`,
    ),
    rate_limits: await run(
      `DELETE FROM rate_limits WHERE window_start < now() - interval '${KEEP.counters}'`,
    ),
    login_backoffs: await run(
      `DELETE FROM login_backoffs WHERE last_failure_at < now() - interval '${KEEP.counters}'`,
    ),
    login_addresses: await run(
      `DELETE FROM login_addresses WHERE last_login_at < now() - interval '${KEEP.addresses}'`,
    ),
    login_devices: await run(
      `DELETE FROM login_devices WHERE last_login_at < now() - interval '${DEVICE_DAYS} days'`,
    ),
    passkey_challenges: await run(
      `DELETE FROM passkey_challenges WHERE expires_at < now() - interval '${KEEP.tokens}'`,
    ),
    live_tickets: await run(`DELETE FROM live_tickets WHERE expires_at < now()`),
    outbox: await run(`DELETE FROM outbox WHERE created_at < now() - interval '${KEEP.outbox}'`),
  };
}
