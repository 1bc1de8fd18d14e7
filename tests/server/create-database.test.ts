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
import { fixedSeedData, seed } from '../../server/db/seed.ts';

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

const count = (db: Db, table: string) =>
  db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`).then(([row]) => row!.n);

describe('createDatabase', () => {
  it('builds the template on the first call: a new database that holds every migration and the fixed seed', async () => {
    const dir = join(root, 'first', 'pglite');
    mkdirSync(join(root, 'first'));
    expect(await createDatabase(dir, templates)).toBe(templateName());

    expect(readdirSync(templates)).toEqual([templateName()]);
    await withDb(dir, async (db) => {
      expect(await migrate(db)).toEqual([]);
      expect(await count(db, 'slot_games')).toBe(3_200);
      expect(await count(db, 'payment_methods')).toBeGreaterThan(0);
      expect(await count(db, 'bonus_offers')).toBeGreaterThan(0);
      // What depends on the day is left to the start: the demo players and the campaign.
      expect(await count(db, 'players')).toBe(0);
      expect(await count(db, 'ticket_campaign')).toBe(0);
      const seeded = await seed(db);
      expect(Object.keys(seeded).sort()).toEqual(
        ['cash_transactions', 'coupons', 'game_rounds', 'players', 'ticket_campaign'].sort(),
      );
      expect(await count(db, 'players')).toBe(3);
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
      expect(await count(db, 'players')).toBe(0);
      expect(await seed(db, { demoPlayers: false })).toEqual({ ticket_campaign: 1 });
      expect(await count(db, 'slot_games')).toBe(3_200);
    });
  });

  it('names another template when the fixed seed changes', () => {
    const seedData = fixedSeedData();
    expect(templateName(seedData)).toBe(templateName());
    const oneGameRenamed = structuredClone(seedData);
    oneGameRenamed.catalogue.slot_games[0]!.name += ' II';
    expect(templateName(oneGameRenamed)).not.toBe(templateName());
  });
});
