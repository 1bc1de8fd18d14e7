/** The push log behind `npm run messages -- push-stats`: each device's push, each removal. */
import type { Db } from '../db/driver.ts';

/**
 * sent / failed: a push to one device (failed: the push service refused it, or never answered).
 * The rest are subscriptions removed: gone (the push service answered 404 or 410), unsubscribed,
 * signed_out (the session that made it logged out), excluded (self-exclusion), taken_over (the
 * device subscribed for another player), replaced (the player's oldest beyond MAX_DEVICES).
 */
export type PushEvent =
  | 'sent'
  | 'failed'
  | 'gone'
  | 'unsubscribed'
  | 'signed_out'
  | 'excluded'
  | 'taken_over'
  | 'replaced';

/** How long the log keeps its rows: the stats look back 7 days. */
export const LOG_DAYS = 8;

export async function logPush(
  db: Db,
  event: PushEvent,
  { count = 1, status }: { count?: number; status?: number } = {},
): Promise<void> {
  if (count <= 0) return;
  await db.query(
    'INSERT INTO push_log (event, http_status) SELECT $1, $2 FROM generate_series(1, $3)',
    [event, status ?? null, count],
  );
}

export async function pruneLog(db: Db): Promise<void> {
  await db.query(`DELETE FROM push_log WHERE at < now() - $1 * interval '1 day'`, [LOG_DAYS]);
}
