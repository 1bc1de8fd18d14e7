import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { openPgliteThread } from '../../server/db/pglite-thread.ts';

/** The server's embedded database on its own thread: the same Db as on the event loop's. */
let db: Db;
beforeAll(async () => {
  db = await openPgliteThread(undefined);
  await db.query(`CREATE TABLE notes (
    id bigint PRIMARY KEY, body jsonb, said_at timestamptz, bytes bytea,
    UNIQUE (body) DEFERRABLE INITIALLY DEFERRED)`);
});
afterAll(() => db.close());

const count = async () => (await db.query<{ n: number }>('SELECT count(*) AS n FROM notes'))[0]!.n;

describe('PGlite on a thread of its own', () => {
  it('answers rows as they were: numbers, JSON, dates, bytes and nulls', async () => {
    const saidAt = new Date('2026-11-30T12:00:00Z');
    await db.query('INSERT INTO notes VALUES ($1, $2, $3, $4)', [
      1,
      JSON.stringify({ text: 'merhaba' }),
      saidAt,
      new Uint8Array([1, 2, 3]),
    ]);
    await db.query('INSERT INTO notes (id) VALUES (2)');
    expect(await db.query('SELECT * FROM notes ORDER BY id')).toEqual([
      { id: 1, body: { text: 'merhaba' }, said_at: saidAt, bytes: new Uint8Array([1, 2, 3]) },
      { id: 2, body: null, said_at: null, bytes: null },
    ]);
  });

  it('gives back an error with the fields Postgres gave it', async () => {
    await expect(db.query('INSERT INTO notes (id) VALUES (1)')).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      message: expect.stringContaining('duplicate key'),
    });
  });

  it('commits a transaction, and rolls one back with the error its work threw', async () => {
    const before = await count();
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (10)');
      await tx.transaction((inner) => inner.query('INSERT INTO notes (id) VALUES (11)'));
    });
    expect(await count()).toBe(before + 2);

    const refused = new Error('refused');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id) VALUES (12)');
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await count()).toBe(before + 2);
  });

  it('refuses a transaction whose commit fails a deferred check, keeping none of it', async () => {
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO notes (id, body) VALUES (20, '"same"'), (21, '"same"')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
  });

  it('keeps other calls waiting until an open transaction ends', async () => {
    const before = await count();
    let counted: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (30)');
      counted = count();
      await tx.query('INSERT INTO notes (id) VALUES (31)');
    });
    expect(await counted).toBe(before + 2);
  });

  it('tells a committed notice before the committing call goes on, and stops telling', async () => {
    const heard: string[] = [];
    await db.onChange!('changes', () => heard.push('notice'));
    const stop = await db.listen!(
      'changes',
      (payload) => heard.push(payload),
      () => {},
    );
    await db.query(`SELECT pg_notify('changes', 'first')`);
    heard.push('answered');
    expect(heard).toEqual(['notice', 'first', 'answered']);

    await stop();
    await db.query(`SELECT pg_notify('changes', 'second')`);
    expect(heard.slice(3)).toEqual(['notice']);
  });
});
