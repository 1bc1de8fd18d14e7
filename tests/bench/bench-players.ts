import { randomBytes } from 'node:crypto';
import { createSession, sha256 } from '../../server/accounts/sessions.ts';
import type { Db } from '../../server/db/driver.ts';
import { lockWallet, transfer } from '../../server/wallet/ledger.ts';

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

/** Players with `opening` kuruş each, a live session and a slot launched; answers their tokens. */
export async function playersAtTheSlot(db: Db, count: number, opening: number) {
  const playerIds = await addPlayers(db, count);
  const tokens: string[] = [];
  for (const id of playerIds) {
    await db.transaction(async (tx) =>
      transfer(tx, await lockWallet(tx, id), {
        kind: 'opening',
        from: 'opening_balances',
        to: 'wallet',
        amount: opening,
      }),
    );
    const session = await createSession(db, { playerId: id, ip: '127.0.0.1', pending: false });
    const token = randomBytes(24).toString('base64url');
    await db.query(
      `INSERT INTO game_launches (token_hash, player_id, kind, game_id, lang, expires_at,
         session_id, game_name, provider_name)
       VALUES ($1, $2, 'slot', 2620, 'tr', now() + interval '2 hours', $3, 'İstanbul Nights',
         'Boğaziçi Studios')`,
      [sha256(token), id, session.id],
    );
    tokens.push(token);
  }
  return { tokens, playerIds };
}
