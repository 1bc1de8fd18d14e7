/**
 * At every start, after the migrations: seals what was stored in the clear (rows written before
 * migration 018, and the seed's), and re-seals with the current key what an older key sealed,
 * rebuilding the IBAN index with it. A row changed meanwhile by someone else is left to them
 * (each update names the value it replaces). Several servers starting at once only repeat work.
 */
import { blindIndex, isSealed, open, seal, sealedWith, type DataKeys } from '../data-keys.ts';
import type { Db } from './driver.ts';

const reseal = (keys: DataKeys, value: string) =>
  seal(keys, isSealed(value) ? open(keys, value) : value);

export async function sealAtRest(db: Db, keys: DataKeys): Promise<{ sealed: number }> {
  let sealed = 0;
  const current = `v1.${keys.currentId}.%`;
  const secrets = await db.query<{
    player_id: number;
    secret: string | null;
    pending: string | null;
  }>(
    `SELECT player_id, secret, pending_secret AS pending FROM authenticators
     WHERE secret NOT LIKE $1 OR pending_secret NOT LIKE $1`,
    [current],
  );
  for (const row of secrets) {
    const fresh = (value: string | null) =>
      value === null || sealedWith(keys, value) ? value : reseal(keys, value);
    const changed = await db.query(
      `UPDATE authenticators SET secret = $2, pending_secret = $3
       WHERE player_id = $1 AND secret IS NOT DISTINCT FROM $4
         AND pending_secret IS NOT DISTINCT FROM $5 RETURNING 1`,
      [row.player_id, fresh(row.secret), fresh(row.pending), row.secret, row.pending],
    );
    sealed += changed.length;
  }
  const accounts = await db.query<{ id: number; iban: string }>(
    `SELECT id, iban FROM bank_accounts WHERE iban NOT LIKE $1 OR iban_hash IS NULL`,
    [current],
  );
  for (const row of accounts) {
    const plain = isSealed(row.iban) ? open(keys, row.iban) : row.iban;
    const changed = await db.query(
      `UPDATE bank_accounts SET iban = $2, iban_hash = $3 WHERE id = $1 AND iban = $4 RETURNING 1`,
      [row.id, seal(keys, plain), blindIndex(keys, plain), row.iban],
    );
    sealed += changed.length;
  }
  return { sealed };
}
