/**
 * Balance notices sent after the commit. Migration 023 notifies a balance from inside the
 * transaction that moved it, and PostgreSQL commits one notifying transaction at a time (it
 * holds a database-wide lock from the notices' queueing until the commit is on disk), so at a
 * game provider's peak every player's bet waited for every other's. The seamless wallet's calls
 * set `live.balance_later` instead (migration 028) and hand the player here once committed.
 * Players moved while a notice is on its way go together in the next one: one transaction, one
 * notice each, whatever the rate of calls. A process that dies between a commit and its notice
 * loses the notice; an open page still reads the balance on its own next call.
 */
import type { Db } from '../db/driver.ts';
import { LIVE_CHANNEL } from './hub.ts';

/** Takes a player whose balance a committed call moved. */
export type BalanceMoved = (playerId: number) => void;

const senders = new WeakMap<Db, BalanceMoved>();

/** From now on, seamless calls on db leave their balance notices to this process. */
export function sendBalanceNoticesAfterCommit(db: Db, onError: (error: unknown) => void): void {
  let waiting = new Set<number>();
  let sending = false;
  async function sendWaiting() {
    sending = true;
    while (waiting.size > 0) {
      const players = [...waiting];
      waiting = new Set();
      await db
        .query(
          `SELECT pg_notify($1, jsonb_build_object('schema', current_schema(), 'kind', 'balance',
             'player', player)::text) FROM unnest($2::bigint[]) AS player`,
          [LIVE_CHANNEL, players],
        )
        .catch(onError);
    }
    sending = false;
  }
  senders.set(db, (playerId) => {
    waiting.add(playerId);
    if (!sending) void sendWaiting();
  });
}

/** Where db's seamless calls hand their players after the commit; undefined: the trigger tells. */
export const balanceNoticesAfterCommit = (db: Db): BalanceMoved | undefined => senders.get(db);
