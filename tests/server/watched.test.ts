// @module-tag postgres: the whole file is about what the database itself guarantees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { watched } from '../../server/db/watched.ts';
import { readMaintenance, writeMaintenance } from '../../server/maintenance-state.ts';
import { failedMaintenanceWrite, harnessForFile, openTestDb, startHarness } from './harness.ts';

/** The database as it is, counting the queries sent through it. */
function counting(db: Db) {
  const counted = { queries: 0, db: { ...db } as Db };
  counted.db.query = (sql, params) => (counted.queries++, db.query(sql, params));
  return counted;
}

describe('a watched value (db/watched.ts)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('is read once and held until a commit announces a change, on the embedded database only', async () => {
    const counted = counting(db);
    const readStatus = watched(
      'maintenance',
      async (from) =>
        (await from.query<{ status: boolean }>('SELECT status FROM maintenance WHERE id = 1'))[0]!
          .status,
    );
    expect([await readStatus(counted.db), await readStatus(counted.db)]).toEqual([false, false]);
    expect(counted.queries).toBe(db.onChange ? 1 : 2);

    await db.transaction((tx) => tx.query('UPDATE maintenance SET status = true WHERE id = 1'));
    expect(await readStatus(counted.db)).toBe(true);
    await db.query('UPDATE maintenance SET status = false WHERE id = 1');
    expect(await readStatus(counted.db)).toBe(false);
    expect(counted.queries).toBe(db.onChange ? 3 : 4);
  });

  it('holds nothing that a rolled back change wrote', async () => {
    await readMaintenance(db);
    await expect(failedMaintenanceWrite(db)).rejects.toThrow('stop');
    expect((await readMaintenance(db)).message).toBeNull();
  });

  it('is read afresh inside a transaction, which sees its own uncommitted change', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE maintenance SET message = 'in the works' WHERE id = 1`);
      expect((await readMaintenance(tx)).message).toBe('in the works');
    });
    expect((await readMaintenance(db)).message).toBe('in the works');
    await writeMaintenance(db, { status: false, message: null, expectedEnd: null });
    expect((await readMaintenance(db)).message).toBeNull();
  });
});

describe('changes made outside the server', () => {
  const h = harnessForFile();

  it("the operator's SQL switching maintenance on and off takes effect from the next call", async () => {
    expect((await h.call('casino', 'games_list', { limit: 1 })).status).toBe(200);
    await h.db.query('UPDATE maintenance SET status = true WHERE id = 1');
    try {
      const refused = await h.call('casino', 'games_list', { limit: 1 });
      expect(refused.status).toBe(503);
      expect(refused.body.result).toBe(false);
    } finally {
      await h.db.query('UPDATE maintenance SET status = false WHERE id = 1');
    }
    expect((await h.call('casino', 'games_list', { limit: 1 })).body.result).toBe(true);
  });
});

describe('a lobby list on the embedded database', () => {
  it('makes no query while the catalogue and the maintenance flag stay as they are', async () => {
    const db = await openTestDb();
    const counted = counting(db);
    const h = await startHarness({ db: counted.db });
    try {
      await h.call('casino', 'games_list', { limit: 48 });
      counted.queries = 0;
      for (const offset of [0, 48, 3000]) {
        const reply = await h.call('casino', 'games_list', { limit: 48, offset });
        expect(reply.body.result).toBe(true);
      }
      await h.call('livecasino', 'game_table_list', { limit: 48 });
      // PostgreSQL reads both, on a connection of the pool, for each list.
      expect(counted.queries).toBe(db.onChange ? 0 : 8);
    } finally {
      await h.close();
      await db.close();
    }
  });
});
