/**
 * The server process's push sender: it wakes when a push is queued (the outbox's NOTIFY on
 * `push`, migration 031) and every POLL_MS besides, for rows whose sender died, notices missed
 * while a connection to PostgreSQL was down, and a database that cannot listen.
 */
import type { Db } from '../db/driver.ts';
import { sendPendingPushes } from './deliver.ts';
import { pruneLog } from './log.ts';
import { dropAbandoned } from './outbox.ts';
import type { VapidKeys } from './vapid.ts';

const POLL_MS = 30_000;
const CHANNEL = 'push';

export interface PushSender {
  /**
   * Sends what is due: resolves once a run that began after this call has emptied the outbox
   * (tests wait on it instead of sleeping).
   */
  drain(): Promise<void>;
  /** Stops waking, lets the run under way end after its batch, stops listening. */
  close(): Promise<void>;
}

export function startPushSender(
  db: Db,
  { vapid, onError }: { vapid: VapidKeys; onError: (error: unknown) => void },
): PushSender {
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  let queued = false;

  // At most one run under way and one waiting: a wake during a run asks for one more after it.
  const drain = () => {
    if (stopped || queued) return chain;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      await sendPendingPushes(db, vapid, { stopping: () => stopped }).catch(onError);
    });
    return chain;
  };

  const poll = setInterval(() => {
    // On the chain, so that close waits for it too.
    chain = chain.then(() =>
      Promise.all([dropAbandoned(db), pruneLog(db)]).then(() => {}, onError),
    );
    void drain();
  }, POLL_MS);
  poll.unref();

  const listening = db.listen
    ? db
        .query<{ schema: string }>('SELECT current_schema() AS schema')
        .then(([row]) =>
          db.listen!(
            CHANNEL,
            // One database may hold several platforms' schemas, each with its own outbox.
            (payload) => {
              if (payload === row!.schema) void drain();
            },
            () => void drain(),
          ),
        )
        .catch((error: unknown) => {
          onError(error);
          return undefined;
        })
    : Promise.resolve(undefined);
  // Pushes queued while no process ran.
  void drain();

  return {
    drain,
    async close() {
      stopped = true;
      clearInterval(poll);
      const stopListening = await listening;
      await stopListening?.();
      await chain;
    },
  };
}
