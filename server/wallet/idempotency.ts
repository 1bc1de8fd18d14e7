import { createHash } from 'node:crypto';
import type { Db } from '../db/driver.ts';
import { refuse, type Reply } from '../envelope.ts';
import { lockPlayer } from './ledger.ts';

/**
 * Fields that do not make a request another one: the key itself, the language, the code, the
 * password and the passkey assertion of a step-up (a secret is never hashed into a stored
 * fingerprint, and each attempt's assertion is a new one).
 */
const NOT_FINGERPRINTED = new Set(['idempotencyKey', 'Lang', 'ga_code', 'password', 'passkey']);

/** sha256 of the request's fields in a fixed order. */
function fingerprint(payload: Record<string, unknown>): string {
  const fields = Object.keys(payload)
    .filter((name) => !NOT_FINGERPRINTED.has(name) && payload[name] !== undefined)
    .sort()
    .map((name) => [name, payload[name]]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Refusals of the request as it was sent (a field the method refuses, a second-factor code
 * missing or wrong): nothing was decided, so the key stays free for the corrected request.
 */
const correctableReplies = new WeakSet<Reply>();

/** Marks a refusal as one of the request as sent: its key is given back (see once). */
export function correctable<R extends Reply>(reply: R): R {
  correctableReplies.add(reply);
  return reply;
}

/**
 * Runs a money request once per (player, key), as Stripe's idempotency keys do. The key is
 * claimed first, under the player's lock, in the call's transaction: a second call with the
 * same key, on any server, waits until the first commits, then answers the first answer again
 * and moves nothing. The first answer is kept whether it succeeded or was refused for a
 * business reason (funds, a limit, a bonus rule): a retry never turns a refusal into a success
 * because the balance changed meanwhile. The same key with another request is refused. Only a
 * correctable refusal gives its key back (refusals write nothing else, apart from counted code
 * attempts).
 */
export async function once<A>(
  tx: Db,
  playerId: number,
  key: string,
  payload: Record<string, unknown>,
  run: () => Promise<Reply<A>>,
): Promise<Reply<A>> {
  const print = fingerprint(payload);
  await lockPlayer(tx, playerId);
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (player_id, key, fingerprint) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [playerId, key, print],
  );
  if (claimed.length === 0) {
    const [first] = await tx.query<{ fingerprint: string; reply: Reply<A> }>(
      'SELECT fingerprint, reply FROM idempotency_keys WHERE player_id = $1 AND key = $2',
      [playerId, key],
    );
    if (!first) throw new Error('an idempotency key vanished between its claim and its read');
    if (first.fingerprint !== print) {
      return refuse('idempotencyMismatch', { field: 'idempotencyKey' });
    }
    return first.reply;
  }
  const reply = await run();
  if (!correctableReplies.has(reply)) {
    await tx.query('UPDATE idempotency_keys SET reply = $3 WHERE player_id = $1 AND key = $2', [
      playerId,
      key,
      JSON.stringify(reply),
    ]);
  } else {
    await tx.query('DELETE FROM idempotency_keys WHERE player_id = $1 AND key = $2', [
      playerId,
      key,
    ]);
  }
  return reply;
}
