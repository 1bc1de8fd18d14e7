import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/** The one database interface the server uses; both engines run the same SQL. */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; inside it, transaction() joins the outer one. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8_OID = 20;
// Counts and kuruş sums arrive as int8; read them as numbers on both engines (safe below 2^53).
const toNumber = (value: string) => Number(value);

/** Options every PGlite handle needs, so a caller creating one itself reads rows the same way. */
export const PGLITE_OPTIONS = { parsers: { [pgliteTypes.INT8]: toNumber } };

/** PGlite in dataDir, or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  return wrapPglite(await PGlite.create(dataDir, PGLITE_OPTIONS));
}

/** A Db over a PGlite handle created with PGLITE_OPTIONS. */
export function wrapPglite(pgl: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query'>, inTx: boolean): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<T>(sql, [...params])).rows;
    },
    transaction: (fn) => (inTx ? fn(wrap(q, true)) : pgl.transaction((tx) => fn(wrap(tx, true)))),
    close: () => pgl.close(),
  });
  return wrap(pgl, false);
}

/** PostgreSQL through a pg Pool (DATABASE_URL). */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? toNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const wrap = (q: pg.Pool | pg.PoolClient, inTx: boolean): Db => ({
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await q.query(sql, [...params])).rows as T[];
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
    close: () => pool.end(),
  });
  return wrap(pool, false);
}
