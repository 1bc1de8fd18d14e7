import { setFlagsFromString } from 'node:v8';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { listenOnPostgres } from './listener.ts';

/** The one database interface the server uses; both engines run the same SQL. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * name: PostgreSQL parses and plans the statement once per connection and keeps it, for a hot
   * path outside transactions (one name, one sql). Through a pooler that cannot keep them
   * (PgBouncer before 1.21 in transaction mode) every statement is planned at each call again.
   */
  query<T>(sql: string, params?: readonly unknown[], name?: string): Promise<T[]>;
  /** Runs fn in one transaction; inside it, transaction() joins the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Embedded database only: calls onNotify after each commit that notified `channel`, before
   * the committing call goes on (every change is this process's own, on its one connection).
   * Resolves once listening. PostgreSQL has none: there another server's change reaches this
   * one a moment after its commit, not before this server's next call.
   */
  onChange?(channel: string, onNotify: () => void): Promise<void>;
  /**
   * Calls onNotice with the payload of each NOTIFY on channel once it commits, whichever process
   * sent it; resolves once listening, with a way to stop. onGap: notices may have been missed (a
   * lost connection to PostgreSQL was made again). Not inside a transaction.
   */
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// PGlite is the only WebAssembly the server runs. V8 recompiles each Postgres function that
// warms up with its optimising compiler, on as many threads as it likes, and the compilers'
// memory (some 50 MB) stays with the process. A hundred times the default budget, on one
// thread, still optimises what long queries spend their time in.
const TIERING_BUDGET = 180_000_000;
setFlagsFromString(`--wasm-tiering-budget=${TIERING_BUDGET}`);
setFlagsFromString('--wasm-num-compilation-tasks=1');
/** The most the flag takes (2^31 - 1). */
const START_TIERING_BUDGET = 2_147_483_647;

const INT8_OID = 20;
/** A kept statement the connection does not have, or has already: a pooler moved the client. */
const KEPT_STATEMENT_LOST = new Set(['26000', '42P05']);
// Counts and kuruş sums arrive as int8; read them as numbers on both engines (safe below 2^53).
const toNumber = (value: string) => Number(value);

/** Options every PGlite handle needs, so a caller creating one itself reads rows the same way. */
export const PGLITE_OPTIONS = {
  parsers: { [pgliteTypes.INT8]: toNumber },
  // PGlite's Postgres is sized for a server of many connections (128 MB of shared buffers),
  // and the WASM heap keeps every page it touched; one process on a small database needs less.
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    'shared_buffers=8MB',
    // Each start made the next 16 MB WAL file by writing it full of zeros through PGlite's file
    // system; sized by its last byte instead, it costs nothing until used.
    '-c',
    'wal_init_zero=off',
  ],
};

/** PGlite in dataDir, or in memory when dataDir is undefined. */
export const createPglite = (dataDir?: string) => PGlite.create(dataDir, PGLITE_OPTIONS);

export async function openPglite(dataDir?: string): Promise<Db> {
  return wrapPglite(await createPglite(dataDir));
}

/**
 * PGlite in dataDir for a server's start. Each Postgres function gets its first budget when
 * PGlite compiles the module, and the flag's again each time it uses it up. A start's own
 * queries (the seed's above all) run once: with this first budget, the parser and the executor
 * they warm up are not compiled again in the middle of the start (seconds of CPU beside it, and
 * memory kept for good); queries that go on running still get them optimised.
 */
export async function createPgliteForStart(dataDir: string): Promise<PGlite> {
  setFlagsFromString(`--wasm-tiering-budget=${START_TIERING_BUDGET}`);
  try {
    return await createPglite(dataDir);
  } finally {
    setFlagsFromString(`--wasm-tiering-budget=${TIERING_BUDGET}`);
  }
}

/** A query on PGlite, or on one of its transactions. */
export async function queryPglite<T>(
  q: Pick<PGlite, 'query' | 'exec'>,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  // Without parameters, the simple protocol, as pg uses it: one round trip into PGlite instead
  // of six (parse, describe, bind, describe, execute, sync).
  if (params.length === 0) return ((await q.exec(sql))[0]?.rows ?? []) as T[];
  return (await q.query<T>(sql, [...params])).rows;
}

/** A Db over a PGlite handle created with PGLITE_OPTIONS. */
export function wrapPglite(pgl: PGlite): Db {
  // PGlite calls listeners in microtasks it queues as it reads the commit's answer.
  const onChange = async (channel: string, onNotify: () => void) => {
    await pgl.listen(channel, onNotify);
  };
  // One process holds the embedded database: no notice can be missed.
  const listen = async (channel: string, onNotice: (payload: string) => void) => {
    const stop = await pgl.listen(channel, onNotice);
    return () => stop();
  };
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, inTx: boolean): Db => ({
    kind: 'pglite',
    query: <T>(sql: string, params: readonly unknown[] = []) => queryPglite<T>(q, sql, params),
    transaction: (fn) => (inTx ? fn(wrap(q, true)) : pgl.transaction((tx) => fn(wrap(tx, true)))),
    ...(inTx ? {} : { onChange, listen }),
    close: () => pgl.close(),
  });
  return wrap(pgl, false);
}

/**
 * PostgreSQL through a pg Pool (DATABASE_URL) of poolSize connections; LISTEN on a connection of
 * its own to listenUrl (the same server, not through a pooler in transaction mode).
 */
export function openPostgres(
  connectionString: string,
  { poolSize = 10, listenUrl = connectionString }: { poolSize?: number; listenUrl?: string } = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? toNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  let keepStatements = true;
  const wrap = (q: pg.Pool | pg.PoolClient, inTx: boolean): Db => ({
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = [], name?: string) {
      const values = [...params];
      // Only outside transactions: the error of a lost statement would end the transaction.
      if (name && keepStatements && !inTx) {
        try {
          return (await q.query({ name, text: sql, values })).rows as T[];
        } catch (error) {
          // Refused before anything ran: from here on, this pool plans at each call.
          if (!KEPT_STATEMENT_LOST.has((error as { code?: string }).code ?? '')) throw error;
          keepStatements = false;
        }
      }
      return (await q.query(sql, values)).rows as T[];
    },
    async transaction(fn) {
      if (inTx) return fn(wrap(q, true));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    ...(inTx
      ? {}
      : {
          listen: (channel: string, onNotice: (payload: string) => void, onGap: () => void) =>
            listenOnPostgres(listenUrl, channel, onNotice, onGap),
        }),
    close: () => pool.end(),
  });
  return wrap(pool, false);
}
