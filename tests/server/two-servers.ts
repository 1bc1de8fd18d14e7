import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../server/app.ts';
import type { Db } from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { emptyTestDatabase, startHarness, type Harness, type TestDatabase } from './harness.ts';

/**
 * Two servers on one database, started before the suite's tests and closed after them; read
 * them in a test. On PostgreSQL (TEST_DATABASE_URL set) two apps with a pool and a listener each
 * on a database of their own; on PGlite, which one process owns, the file's harness is both.
 */
export function twoServersSharingOneDatabase(
  fileHarness: Harness,
  config: Partial<AppConfig>,
): () => [Harness, Harness] {
  let database: TestDatabase | undefined;
  let dbs: Db[] = [];
  let servers: [Harness, Harness] | undefined;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) {
      servers = [fileHarness, fileHarness];
      return;
    }
    database = emptyTestDatabase();
    dbs = [await database.open()];
    await migrate(dbs[0]!);
    await seed(dbs[0]!);
    dbs.push(await database.open());
    servers = [
      await startHarness({ db: dbs[0], config }),
      await startHarness({ db: dbs[1], config }),
    ];
  });
  afterAll(async () => {
    if (!database) return;
    for (const server of servers ?? []) await server.close();
    for (const db of dbs) await db.close();
    await database.dispose();
  });
  return () => {
    if (!servers) throw new Error('The two servers are started before the tests: read them in one');
    return servers;
  };
}
