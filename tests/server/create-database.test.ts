import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, templateName } from '../../server/db/create-database.ts';
import { openPglite, type Db } from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';

/** New embedded databases as the server makes them on a start with an empty DATA_DIR. */
const root = mkdtempSync(join(tmpdir(), 'create-database-'));
const templates = join(root, 'templates');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function withDb<T>(dir: string, use: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(dir);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

const playerCount = (db: Db) =>
  db.query<{ n: number }>('SELECT count(*) AS n FROM players').then(([row]) => row!.n);

describe('createDatabase', () => {
  it('builds the template on the first call: a new database that holds every migration', async () => {
    const dir = join(root, 'first', 'pglite');
    mkdirSync(join(root, 'first'));
    expect(await createDatabase(dir, templates)).toBe(templateName());

    expect(readdirSync(templates)).toEqual([templateName()]);
    await withDb(dir, async (db) => {
      expect(await migrate(db)).toEqual([]);
      const seeded = await seed(db);
      expect(seeded).toMatchObject({ players: 3, slot_games: 3_200 });
      expect(await playerCount(db)).toBe(3);
    });
  });

  it('copies the same template for the next database, which shares nothing with the first', async () => {
    const template = join(templates, templateName());
    const built = statSync(template).mtimeMs;
    const parent = join(root, 'second');
    mkdirSync(parent);
    // What a start stopped half way through its copy left behind.
    mkdirSync(join(parent, 'pglite.partial'));
    writeFileSync(join(parent, 'pglite.partial', 'PG_VERSION'), 'torn');

    await createDatabase(join(parent, 'pglite'), templates);

    expect(statSync(template).mtimeMs).toBe(built);
    expect(existsSync(join(parent, 'pglite.partial'))).toBe(false);
    await withDb(join(parent, 'pglite'), async (db) => {
      expect(await migrate(db)).toEqual([]);
      expect(await playerCount(db)).toBe(0);
      await seed(db, { demoPlayers: false });
      const [games] = await db.query<{ n: number }>('SELECT count(*) AS n FROM slot_games');
      expect(games!.n).toBe(3_200);
    });
  });
});
