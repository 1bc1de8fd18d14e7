/**
 * Balance notices sent after the commit. Migration 023 notifies a balance from inside the
 * transaction that moved it, and PostgreSQL commits one notifying transaction at a time (it
 * holds a database-wide lock from the notices' queueing until the commit is on disk), so at a
 * game provider's peak every player's bet waited for every other's. The seamless wallet's calls
 * set `live.balance_later` instead (migration 028) and hand the player here once committed.
 * Players moved within GATHER_MS go together: one transaction, one notice each, at most 20
 * transactions a second whatever the rate of calls. A process that dies between a commit and its notice
 * loses the notice; an open page still reads the balance on its own next call.
 */
import type { Db } from '../db/driver.ts';
import { LIVE_CHANNEL } from './hub.ts';

/** Takes a player whose balance a committed call moved. */
export type BalanceMoved = (playerId: number) => void;

const senders = new WeakMap<Db, BalanceMoved>();

/**
 * Players moved within this long go in one notice transaction: each is a commit that waits for
 * the disk, as a money call's does, and players see their balance a moment later either way.
 */
const GATHER_MS = 50;

/** From now on, seamless calls on db leave their balance notices to this process. */
export function sendBalanceNoticesAfterCommit(db: Db, onError: (error: unknown) => void): void {
  let waiting = new Set<number>();
  let gathering = false;
  const gather = () => {
    gathering = true;
    setTimeout(() => void sendWaiting(), GATHER_MS);
  };
  async function sendWaiting() {
    const players = [...waiting];
    waiting = new Set();
    await db
      .query(
        `SELECT pg_notify($1, jsonb_build_object('schema', current_schema(), 'kind', 'balance',
           'player', player)::text) FROM unnest($2::bigint[]) AS player`,
        [LIVE_CHANNEL, players],
      )
      .catch(onError);
    if (waiting.size > 0) gather();
    else gathering = false;
  }
  senders.set(db, (playerId) => {
    waiting.add(playerId);
    if (!gathering) gather();
  });
}

/** Where db's seamless calls hand their players after the commit; undefined: the trigger tells. */
export const balanceNoticesAfterCommit = (db: Db): BalanceMoved | undefined => senders.get(db);
