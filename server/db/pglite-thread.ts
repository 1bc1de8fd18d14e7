/**
 * A Db whose PGlite runs on a worker thread (server/db/pglite-worker.ts), for the server: the
 * event loop parses, checks and answers HTTP calls while Postgres works on another core. Rows and
 * parameters cross as structured clones (dates, bytes and JSON stay what they are); a Postgres
 * error comes back with its fields (code, constraint, detail), as thrown in the thread.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from './driver.ts';

export type ToDatabase = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'close' }
);

export type ThreadError = { message: string } & Record<string, string | number>;

export type FromDatabase =
  | { id: number; result: unknown }
  | { id: number; error: ThreadError }
  | { notice: { channel: string; payload: string } }
  | { ready: true };

type Asked = {
  [K in ToDatabase['op']]: Omit<Extract<ToDatabase, { op: K }>, 'id'>;
}[ToDatabase['op']];

const FROM_BUILD = import.meta.url.endsWith('.js');

/**
 * The built worker beside main.js; from the sources, the worker module through tsx, which a
 * thread has to register for itself (the --import of the process does not reach it on Node 20).
 */
const workerScript = () =>
  FROM_BUILD
    ? new URL('./pglite-worker.js', import.meta.url)
    : new URL(
        `data:text/javascript,${encodeURIComponent(
          `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
           register();
           await import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)});`,
        )}`,
      );

/** PGlite in dataDir on a thread of its own; forStart as openPgliteForStart's budget. */
export async function openPgliteThread(
  dataDir: string | undefined,
  { forStart = false } = {},
): Promise<Db> {
  const worker = new Worker(workerScript(), { workerData: { dataDir, forStart } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let asked = 0;

  // A thread that fails fails every call waiting on it, and its start.
  const failAll = (error: Error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (${code})`)));
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: FromDatabase) => {
      if ('ready' in message) return resolve();
      if ('notice' in message) {
        const { channel, payload } = message.notice;
        for (const listener of listeners.get(channel) ?? []) listener(payload);
        return;
      }
      const call = waiting.get(message.id)!;
      waiting.delete(message.id);
      if ('error' in message) call.reject(Object.assign(new Error(), message.error));
      else call.resolve(message.result);
    });
  });
  await ready;

  const ask = <T>(message: Asked) =>
    new Promise<T>((resolve, reject) => {
      const id = ++asked;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });

  const listenTo = async (channel: string, onNotice: (payload: string) => void) => {
    const known = listeners.get(channel);
    listeners.set(channel, [...(known ?? []), onNotice]);
    if (!known) await ask({ op: 'listen', channel });
    return () => {
      listeners.set(
        channel,
        listeners.get(channel)!.filter((listener) => listener !== onNotice),
      );
      return Promise.resolve();
    };
  };

  const wrap = (tx: number | undefined): Db => ({
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      ask<T[]>({ op: 'query', sql, params: [...params], tx }),
    async transaction(fn) {
      if (tx !== undefined) return fn(wrap(tx));
      const opened = await ask<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(wrap(opened));
      } catch (error) {
        await ask({ op: 'end', tx: opened, commit: false });
        throw error;
      }
      await ask({ op: 'end', tx: opened, commit: true });
      return result;
    },
    ...(tx === undefined
      ? {
          onChange: async (channel: string, onNotify: () => void) => {
            await listenTo(channel, onNotify);
          },
          // One process holds the embedded database: no notice can be missed.
          listen: (channel: string, onNotice: (payload: string) => void) =>
            listenTo(channel, onNotice),
        }
      : {}),
    async close() {
      await ask({ op: 'close' });
      await worker.terminate();
    },
  });
  return wrap(undefined);
}
