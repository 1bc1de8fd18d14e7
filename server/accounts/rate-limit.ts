import type { Db } from '../db/driver.ts';

/** A limit: at most `max` counted events per fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The contract's limits (docs/api.md, "Rate limits"). */
export const LIMITS = {
  /** Failed logins per account (player, or the name typed when it matches none). */
  loginAccount: { max: 5, windowSeconds: 15 * 60 },
  /** Failed logins per client address. */
  loginAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Wrong codes per player over check_ga, sms_validate and clear_generated_ga. */
  code: { max: 5, windowSeconds: 15 * 60 },
  /** SMS codes sent per player. */
  smsSend: { max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export const limitKeys = {
  loginAccount: (who: string) => `login:account:${who}`,
  loginAddress: (ip: string) => `login:address:${ip}`,
  code: (playerId: number) => `code:${playerId}`,
  smsSend: (playerId: number) => `sms:${playerId}`,
};

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one event against key and says whether it is within the limit. The count is taken
 * first (one atomic upsert), so concurrent attempts cannot all slip under the limit; an attempt
 * that turns out not to count (a correct password or code) gives it back with `release`.
 * The counters live in the database, so every server on it shares them.
 */
export async function reserve(db: Db, key: string, limit: Limit): Promise<Verdict> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start <= now() - $2 * interval '1 second' THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start <= now() - $2 * interval '1 second'
                      THEN now() ELSE r.window_start END
     RETURNING hits,
       ceil(extract(epoch FROM r.window_start + $2 * interval '1 second' - now()))::integer
         AS retry_after`,
    [key, limit.windowSeconds],
  );
  if (!row || row.hits <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Gives back one event counted by reserve (the attempt succeeded). */
export async function release(db: Db, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
}

/** Forgets every event of key (a correct password clears the account's failures). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Minutes to tell the player, rounded up: 'try again in N minutes'. */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
