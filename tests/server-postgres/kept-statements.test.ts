// Needs PostgreSQL (TEST_DATABASE_URL, as CI's PostgreSQL phase gives): statements kept on a
// connection, and what happens when the connection no longer has them.
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/driver.ts';

// One connection: the statement kept is the one the next call finds, or does not.
const db = openPostgres(process.env.TEST_DATABASE_URL!, { poolSize: 1 });
afterAll(() => db.close());

const kept = async () =>
  (await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).map(
    (row) => row.name,
  );

const DOUBLE = 'SELECT $1::int * 2 AS n';

describe('a named statement', () => {
  it('is kept on the connection and answers as an unnamed one', async () => {
    expect(await db.query(DOUBLE, [21], 'double')).toEqual([{ n: 42 }]);
    expect(await kept()).toEqual(['double']);
    expect(await db.query(DOUBLE, [4], 'double')).toEqual([{ n: 8 }]);
  });

  it('answers all the same once the connection lost it, as behind a pooler, and is not kept again', async () => {
    // What PgBouncer before 1.21 does in transaction mode: the next call lands on a server
    // connection that never saw the statement.
    await db.query('DEALLOCATE ALL');
    expect(await db.query(DOUBLE, [5], 'double')).toEqual([{ n: 10 }]);
    expect(await db.query(DOUBLE, [6], 'double')).toEqual([{ n: 12 }]);
    expect(await kept()).toEqual([]);
  });

  it('is not kept inside a transaction, whose end a lost statement would be', async () => {
    const fresh = openPostgres(process.env.TEST_DATABASE_URL!, { poolSize: 1 });
    try {
      const names = await fresh.transaction(async (tx) => {
        await tx.query(DOUBLE, [1], 'in_transaction');
        return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
      });
      expect(names).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
