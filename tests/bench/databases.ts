/** The databases a measure runs on: an in-memory PGlite, and a PostgreSQL if one is given. */
import { openPglite, openPostgres, type Db } from '../../server/db/driver.ts';

/** A schema of its own on the PostgreSQL at `url`, for one run: its address, and its drop. */
export async function scratchSchema(url: string, name: string) {
  const schema = `bench_${name}_${process.pid}`;
  const admin = openPostgres(url);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * What `measure` finds on an in-memory PGlite and, with `BENCH_DATABASE_URL=postgres://…`, on
 * that PostgreSQL too, in a schema of its own that is dropped afterwards.
 */
export async function onEachDatabase<R>(
  name: string,
  measure: (db: Db, engine: 'PGlite' | 'PostgreSQL') => Promise<R[]>,
): Promise<R[]> {
  const runs: R[] = [];
  const pglite = await openPglite();
  try {
    runs.push(...(await measure(pglite, 'PGlite')));
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = await scratchSchema(url, name);
    const postgres = openPostgres(schema.url);
    try {
      runs.push(...(await measure(postgres, 'PostgreSQL')));
    } finally {
      await postgres.close();
      await schema.drop();
    }
  }
  return runs;
}
