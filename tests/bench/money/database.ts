/**
 * The database of one run, made before its servers start: PGlite in a fresh DATA_DIR (one server
 * process owns it), or a schema of its own on a PostgreSQL (two server processes share it). The
 * payment provider's secret is set beforehand, so the run can sign its callbacks; the audit
 * opens the database once the servers have stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../../server/db/create-database.ts';
import { openPglite, openPostgres, type Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import { scratchSchema } from '../databases.ts';

export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** Server processes the run starts on it. */
  servers: number;
  /** What the servers' environment needs to reach it. */
  env: NodeJS.ProcessEnv;
  /** The database itself, for the audit, once every server has stopped. */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

const setProviderSecret = (db: Db, secret: string) =>
  db.query(
    `INSERT INTO provider_secrets (name, secret) VALUES ('payment-provider', $1)
     ON CONFLICT (name) DO UPDATE SET secret = EXCLUDED.secret`,
    [secret],
  );

export async function pgliteDatabase(providerSecret: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-money-'));
  const dir = join(dataDir, 'pglite');
  // As the server's first start makes it: a copy of the migrated, seeded template.
  await createDatabase(dir);
  const db = await openPglite(dir);
  await migrate(db);
  await setProviderSecret(db, providerSecret);
  await db.close();
  return {
    label: 'PGlite',
    servers: 1,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openPglite(dir),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresDatabase(
  url: string,
  providerSecret: string,
): Promise<BenchDatabase> {
  const schema = await scratchSchema(url, 'money');
  // Migrated and seeded here: two servers starting together would both seed the empty tables.
  const db = openPostgres(schema.url);
  await migrate(db);
  await seed(db, { demoPlayers: false });
  await setProviderSecret(db, providerSecret);
  await db.close();
  // A DATA_DIR the servers write nothing to: their operator token and data keys come from env.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-money-'));
  return {
    label: 'PostgreSQL',
    servers: 2,
    env: { DATA_DIR: dataDir, DATABASE_URL: schema.url },
    open: async () => openPostgres(schema.url),
    async dispose() {
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
