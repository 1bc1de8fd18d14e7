import type { Db } from '../db/driver.ts';
import { refuse, type Refusal } from '../envelope.ts';

/** A limit: at most `max` counted events per fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The contract's limits (docs/api.md, "Rate limits"). */
export const LIMITS = {
  /**
   * Failed logins per account from anywhere (player, or the name typed when it matches none);
   * past it only the addresses the player signed in from before may try (login-limits.ts).
   */
  loginAccount: { max: 20, windowSeconds: 60 * 60 },
  /** Failed logins per client address, whatever the account. */
  loginAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Wrong codes per player over check_ga, sms_validate and clear_generated_ga. */
  code: { max: 5, windowSeconds: 15 * 60 },
  /** Code checks per client address and over every client. */
  codeAddress: { max: 30, windowSeconds: 15 * 60 },
  codeGlobal: { max: 600, windowSeconds: 60 },
  /** SMS codes sent per player, per phone number (whatever the account), per address, overall. */
  smsSend: { max: 5, windowSeconds: 60 * 60 },
  smsPhone: { max: 5, windowSeconds: 60 * 60 },
  smsAddress: { max: 10, windowSeconds: 60 * 60 },
  smsGlobal: { max: 100, windowSeconds: 60 },
  /** Registrations per address and overall: each costs a password hash. */
  registerAddress: { max: 10, windowSeconds: 60 * 60 },
  registerGlobal: { max: 120, windowSeconds: 60 },
  /** Reset requests per address and overall. */
  forgotAddress: { max: 10, windowSeconds: 60 * 60 },
  forgotGlobal: { max: 300, windowSeconds: 60 },
  /**
   * Username and e-mail changes per player and per address, every attempt counted (a change to
   * a free name too): each answer says whether a name or address is taken.
   */
  identityChange: { max: 5, windowSeconds: 60 * 60 },
  identityChangeAddress: { max: 20, windowSeconds: 60 * 60 },
  /**
   * Passkey challenges: sign-in ones (each login page asks one, for the autofill) per address
   * and over every client; a player's new-passkey and step-up ones per player.
   */
  passkeyOptionsAddress: { max: 60, windowSeconds: 15 * 60 },
  passkeyOptionsGlobal: { max: 1200, windowSeconds: 60 },
  passkeyOptionsPlayer: { max: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

export const limitKeys = {
  loginAccount: (who: string) => `login:account:${who}`,
  loginAddress: (ip: string) => `login:address:${ip}`,
  code: (playerId: number) => `code:${playerId}`,
  codeAddress: (ip: string) => `code:address:${ip}`,
  codeGlobal: 'code:global',
  smsSend: (playerId: number) => `sms:${playerId}`,
  smsPhone: (phone: string) => `sms:phone:${phone}`,
  smsAddress: (ip: string) => `sms:address:${ip}`,
  smsGlobal: 'sms:global',
  registerAddress: (ip: string) => `register:address:${ip}`,
  registerGlobal: 'register:global',
  forgotAddress: (ip: string) => `forgot:address:${ip}`,
  forgotGlobal: 'forgot:global',
  identityChange: (playerId: number) => `identity:${playerId}`,
  identityChangeAddress: (ip: string) => `identity:address:${ip}`,
  passkeyOptionsAddress: (ip: string) => `passkey:address:${ip}`,
  passkeyOptionsGlobal: 'passkey:global',
  passkeyOptionsPlayer: (playerId: number) => `passkey:${playerId}`,
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

/** 429 with the wait: 'try again in N minutes', or in seconds when it is under a minute. */
export function tooManyAttempts(seconds: number): Refusal {
  return seconds < 60
    ? { ...refuse('tooManyAttemptsSeconds', null, 429), params: { seconds: Math.max(1, seconds) } }
    : { ...refuse('tooManyAttempts', null, 429), params: { minutes: minutesOf(seconds) } };
}

/** The 429 of a refused verdict, or undefined when it was allowed. */
export const blocked = (verdict: Verdict): Refusal | undefined =>
  verdict.allowed ? undefined : tooManyAttempts(verdict.retryAfterSeconds);

/**
 * Counts one event against each of several limits, in order; when one refuses, the events
 * already counted are given back, so a refused call counts against none.
 */
export async function reserveAll(
  db: Db,
  limits: readonly (readonly [key: string, limit: Limit])[],
): Promise<Verdict> {
  for (const [index, [key, limit]] of limits.entries()) {
    const verdict = await reserve(db, key, limit);
    if (!verdict.allowed) {
      for (const [counted] of limits.slice(0, index + 1)) await release(db, counted);
      return verdict;
    }
  }
  return { allowed: true };
}

/** The limits of a code check (check_ga, sms_validate, clear_generated_ga), the player's first. */
export const codeLimits = (playerId: number, ip: string) =>
  [
    [limitKeys.code(playerId), LIMITS.code],
    [limitKeys.codeAddress(ip), LIMITS.codeAddress],
    [limitKeys.codeGlobal, LIMITS.codeGlobal],
  ] as const;
