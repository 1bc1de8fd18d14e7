import { open, type DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';
import { refuse, type Refusal } from '../envelope.ts';
import { LIMITS, blocked, limitKeys, release, reserve } from './rate-limit.ts';
import { verifyTotp } from './totp.ts';

/**
 * Checks the code of a player's authenticator before a money or bank account change, as
 * `check_ga` checks it: wrong codes count against the player's code limit (shared with check_ga,
 * sms_validate and clear_generated_ga), and each time step is accepted once (a code seen by
 * someone else cannot be replayed). Answers the refusal, or undefined when the change may go on.
 * Call it only for a player whose authenticator is on.
 */
export async function checkSecondFactor(
  db: Db,
  playerId: number,
  code: string | undefined,
  nowMs: number,
  keys: DataKeys,
): Promise<Refusal | undefined> {
  if (!code) return refuse('authenticatorCodeRequired', { field: 'ga_code' });
  const [auth] = await db.query<{ secret: string | null; last_used_step: number }>(
    'SELECT secret, last_used_step FROM authenticators WHERE player_id = $1 FOR UPDATE',
    [playerId],
  );
  // Switched off since the session read it: there is no code to ask for.
  if (!auth?.secret) return undefined;
  const key = limitKeys.code(playerId);
  const limit = blocked(await reserve(db, key, LIMITS.code));
  if (limit) return limit;
  const step = verifyTotp(open(keys, auth.secret), code, nowMs, auth.last_used_step);
  if (step === null) return refuse('wrongCode', { field: 'ga_code' });
  await release(db, key);
  await db.query(
    'UPDATE authenticators SET last_used_step = $2, updated_at = now() WHERE player_id = $1',
    [playerId, step],
  );
  return undefined;
}
