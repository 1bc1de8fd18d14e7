/**
 * The database of one run, made before its servers start: migrated and seeded (PGlite as the
 * server's first start makes it, from the template; PostgreSQL in a database of its own), with
 * N players holding an opening balance, a live session and a slot launch each. The audit opens it
 * again once every server has stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../../server/db/create-database.ts';
import { openPglite, openPostgres, type Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import { playersAtTheSlot } from '../bench-players.ts';
import type { Cluster } from './postgres.ts';

export interface Prepared {
  /** Each player's launch token, by player index; and their ids. */
  tokens: string[];
  playerIds: number[];
  /** What each player's wallet opens with, kuruş. */
  opening: number;
  /** What the servers' environment needs to reach the database. */
  env: NodeJS.ProcessEnv;
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export async function preparePglite(players: number, opening: number): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-wallet-'));
  const dir = join(dataDir, 'pglite');
  // As the server's first start makes it: a copy of the migrated, seeded template.
  await createDatabase(dir);
  const db = await openPglite(dir);
  try {
    await migrate(db);
    const made = await playersAtTheSlot(db, players, opening);
    return {
      ...made,
      opening,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openPglite(dir),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await db.close();
  }
}

export async function preparePostgres(
  cluster: Cluster,
  name: string,
  players: number,
  opening: number,
): Promise<Prepared> {
  const database = await cluster.database(name);
  // Migrated and seeded here: servers starting together would each seed the empty tables.
  const db = openPostgres(database.url);
  try {
    await migrate(db);
    await seed(db, { demoPlayers: false });
    if (cluster.statements) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const made = await playersAtTheSlot(db, players, opening);
    // A DATA_DIR the servers write nothing to but their operator token.
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-wallet-'));
    return {
      ...made,
      opening,
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      open: async () => openPostgres(database.url),
      async dispose() {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await db.close();
  }
}
