/**
 * The deposit limit offered before money moves (UKGC RTS 12): at registration or before a
 * deposit the player sets a deposit limit or actively chooses "no limit now". Either answer is
 * kept (player_protection.limit_choice_at); a player without a deposit limit is asked again
 * limitPromptMonths after their last answer, and no deposit is taken while an answer is due.
 */
import { addMonths } from '../../machines/shared/protection.ts';
import type { Db } from '../db/driver.ts';
import { recordEvent } from './events.ts';

/** Keeps the time of the player's answer: a deposit limit set, or "no limit now". */
export async function stampLimitChoice(db: Db, playerId: number, nowMs: number) {
  await db.query(
    `INSERT INTO player_protection (player_id, limit_choice_at) VALUES ($1, $2)
     ON CONFLICT (player_id) DO UPDATE SET limit_choice_at = excluded.limit_choice_at`,
    [playerId, new Date(nowMs)],
  );
}

/** "No limit now", at registration or before a deposit: kept, and in the player's history. */
export async function declineLimit(
  db: Db,
  playerId: number,
  at: 'registration' | 'deposit',
  nowMs: number,
) {
  await stampLimitChoice(db, playerId, nowMs);
  await recordEvent(db, playerId, 'limit_declined', { at }, { actor: 'player' }, nowMs);
}

/**
 * Whether a deposit waits for the player's answer: no deposit limit in force, and no answer
 * within the last `promptMonths` months.
 */
export async function limitChoiceDue(
  db: Db,
  playerId: number,
  nowMs: number,
  promptMonths: number,
): Promise<boolean> {
  const [row] = await db.query<{ limited: boolean; answered_at: Date | null }>(
    `SELECT EXISTS (SELECT 1 FROM player_limits WHERE player_id = $1 AND kind = 'deposit')
              AS limited,
            (SELECT limit_choice_at FROM player_protection WHERE player_id = $1) AS answered_at`,
    [playerId],
  );
  if (!row || row.limited) return false;
  if (!row.answered_at) return true;
  return addMonths(new Date(row.answered_at).getTime(), promptMonths) <= nowMs;
}
