/**
 * The embedded database on a thread of its own (server/db/pglite-thread.ts is the other side).
 * PGlite runs Postgres as WebAssembly on the thread that calls it: on the event loop's thread,
 * every query stopped the HTTP work, and the wallet bench left a third of the cores idle. Here it
 * answers the server's messages in their order, one transaction at a time as before.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite, createPgliteForStart, queryPglite } from './driver.ts';
import type { FromDatabase, ThreadError, ToDatabase } from './pglite-thread.ts';

const { dataDir, forStart } = workerData as { dataDir?: string; forStart: boolean };
const port = parentPort!;
const post = (message: FromDatabase) => port.postMessage(message);

/** Open transactions by number: each waits for the server's word, then ends. */
const open = new Map<number, { handle: Transaction; end: (commit: boolean) => void }>();
const ending = new Map<number, Promise<void>>();
let opened = 0;

/** What an error carries across threads: its message and the fields Postgres gave it. */
function carried(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), message: error.message };
}

function begin(pglite: PGlite): Promise<number> {
  const number = ++opened;
  return new Promise((begun, failed) => {
    const done = pglite.transaction(async (handle) => {
      const commit = await new Promise<boolean>((end) => {
        open.set(number, { handle, end });
        begun(number);
      });
      if (!commit) await handle.rollback();
    });
    ending.set(number, done);
    done.catch(failed).finally(() => {
      open.delete(number);
      ending.delete(number);
    });
  });
}

async function answer(pglite: PGlite, message: ToDatabase): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      const on = message.tx === undefined ? pglite : open.get(message.tx)!.handle;
      return queryPglite(on, message.sql, message.params);
    }
    case 'begin':
      return begin(pglite);
    case 'end': {
      const done = ending.get(message.tx)!;
      open.get(message.tx)!.end(message.commit);
      // A commit can still fail: a deferred check runs then.
      return done;
    }
    case 'listen':
      // PGlite calls listeners as it reads the commit's answer: the notice leaves before it.
      await pglite.listen(message.channel, (payload) =>
        post({ notice: { channel: message.channel, payload } }),
      );
      return undefined;
    case 'close':
      return pglite.close();
  }
}

const pglite = await (forStart ? createPgliteForStart(dataDir!) : createPglite(dataDir));
port.on('message', (message: ToDatabase) => {
  answer(pglite, message).then(
    (result) => post({ id: message.id, result }),
    (error: unknown) => post({ id: message.id, error: carried(error) }),
  );
});
post({ ready: true });
