import type { Db } from '../../server/db/driver.ts';

/** Players with a wallet each, inserted directly (no password hashing). */
export async function addPlayers(db: Db, count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO players (uid, username, email, tckn, firstname, lastname, birth_date, country,
       city, address, phone, password_hash)
     SELECT 'bench-' || n, 'bench_' || n, 'bench' || n || '@example.com', (10000000000 + n)::text,
       'Bench', 'Player', '1990-01-01', 'TR', 'Bursa', 'Adres', '+905' || lpad(n::text, 9, '0'), '-'
     FROM generate_series(1, $1) n RETURNING id`,
    [count],
  );
  for (const { id } of rows) {
    await db.query(`INSERT INTO wallets (player_id, currency) VALUES ($1, 'TRY')`, [id]);
  }
  return rows.map((row) => row.id);
}
