/**
 * The panic button (GGL's "Panik-Knopf"): play and deposits close at once for the profile's
 * panicHours, as a time-out does, and the player sees and the operator reads that a panic closed
 * them (player_protection.timeout_kind). A panic never shortens what already runs: during a longer
 * time-out or a self-exclusion it keeps them and only signs the player out.
 */
import { revokeSessions } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';
import { lockPlayer } from '../wallet/ledger.ts';
import { recordEvent } from './events.ts';
import { endGameSession } from './game-sessions.ts';
import { closure, protectionRow } from './state.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * In the call's transaction: closes play and deposits for `hours`, ends every session of the
 * player (their live streams tell every tab, and their game launches stop) and the game session,
 * and records the panic with the player as its actor.
 */
export async function panic(db: Db, playerId: number, hours: number, nowMs: number) {
  // The player row serialises this with deposits and bets, which lock it first too.
  await lockPlayer(db, playerId);
  const row = await protectionRow(db, playerId, true);
  const closed = closure(row, nowMs);
  const until = nowMs + hours * HOUR_MS;
  const runningEnd =
    closed === 'excluded'
      ? (row!.excluded_until?.getTime() ?? Infinity)
      : closed
        ? row!.timeout_until!.getTime()
        : 0;
  if (runningEnd < until) {
    // A panic during a shorter time-out continues it, as a longer time-out would.
    const from = closed === 'timeout' || closed === 'panic' ? row!.timeout_from! : new Date(nowMs);
    await db.query(
      `INSERT INTO player_protection (player_id, timeout_from, timeout_until, timeout_kind)
       VALUES ($1, $2, $3, 'panic')
       ON CONFLICT (player_id) DO UPDATE SET timeout_from = excluded.timeout_from,
         timeout_until = excluded.timeout_until, timeout_kind = excluded.timeout_kind`,
      [playerId, from, new Date(until)],
    );
  }
  await revokeSessions(db, playerId, 'panic');
  await endGameSession(db, playerId, 'panic', nowMs);
  const details = {
    hours,
    until: new Date(until).toISOString(),
    ...(runningEnd >= until ? { kept: closed } : {}),
  };
  await recordEvent(db, playerId, 'panic', details, { actor: 'player' }, nowMs);
}
