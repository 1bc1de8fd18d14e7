/** The player's own bank accounts, where bank withdrawals are paid to. */
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import type { Bank, BankAccount } from '../../machines/shared/finance.ts';
import { foldSearchText } from '../../machines/shared/search-text.ts';
import { ibanBankCode } from '../../machines/shared/validation/iban.ts';
import { blindIndex, open, seal, type DataKeys } from '../data-keys.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';

/** Namespace of the advisory locks that serialise writers of one IBAN (see saveAccount). */
const IBAN_LOCK = 72_011;

const SELECT = `SELECT a.id AS "bankAccountID", a.owner, a.bank_id AS "bankID",
    b.name AS "bankName", a.branch, a.account_number AS "accountNumber", a.iban,
    a.created_at AS "createdAt", a.updated_at AS "changedAt"
  FROM bank_accounts a JOIN banks b ON b.id = a.bank_id
  WHERE a.player_id = $1 AND a.deleted_at IS NULL`;

type Row = Omit<BankAccount, 'createdAt' | 'changedAt'> & { createdAt: Date; changedAt: Date };
/** The IBAN is sealed at rest (data-keys.ts): opened here, for the player's own eyes only. */
const toAccount = (keys: DataKeys, row: Row): BankAccount => ({
  ...row,
  iban: open(keys, row.iban),
  createdAt: new Date(row.createdAt).toISOString(),
  changedAt: new Date(row.changedAt).toISOString(),
});

export async function listBanks(db: Db, typeID: number): Promise<Bank[]> {
  return db.query<Bank>(
    `SELECT id AS "bankID", name, code, type_id AS "typeID" FROM banks WHERE type_id = $1
     ORDER BY code`,
    [typeID],
  );
}

export async function listAccounts(
  db: Db,
  keys: DataKeys,
  playerId: number,
): Promise<BankAccount[]> {
  const rows = await db.query<Row>(`${SELECT} ORDER BY a.created_at, a.id`, [playerId]);
  return rows.map((row) => toAccount(keys, row));
}

export async function findAccount(
  db: Db,
  keys: DataKeys,
  playerId: number,
  id: number,
): Promise<BankAccount | undefined> {
  const [row] = await db.query<Row>(`${SELECT} AND a.id = $2`, [playerId, id]);
  return row && toAccount(keys, row);
}

const bareName = (text: string) => foldSearchText(text).replace(/\s/g, '');

/** Whether owner is the player's own name: Turkish letters folded, case and spaces ignored. */
const isOwnName = (owner: string, player: { firstname: string; lastname: string }) =>
  bareName(owner) === bareName(`${player.firstname}${player.lastname}`);

/** Whether a withdrawal to the account is still open (pending or approved, not paid). */
async function hasOpenWithdrawal(db: Db, accountId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM cash_transactions WHERE bank_account_id = $1 AND status IN ($2, $3) LIMIT 1',
    [accountId, TRANSACTION_STATUS.pending, TRANSACTION_STATUS.approved],
  );
  return rows.length > 0;
}

export interface AccountValues {
  bankAccountID?: number;
  owner: string;
  branch: string;
  accountNumber: string;
  /** Compact and valid (the shared schema checked it). */
  iban: string;
}

/** Adds an account (no bankAccountID) or changes one of the player's own. */
export async function saveAccount(
  db: Db,
  keys: DataKeys,
  player: { id: number; firstname: string; lastname: string },
  values: AccountValues,
): Promise<Reply<BankAccount>> {
  if (!isOwnName(values.owner, player)) return refuse('ownerNotPlayer', { field: 'owner' });
  const [bank] = await db.query<{ id: number }>('SELECT id FROM banks WHERE code = $1', [
    ibanBankCode(values.iban),
  ]);
  if (!bank) return refuse('ibanBankUnknown', { field: 'iban' }, 400);
  const editing = values.bankAccountID;
  if (editing !== undefined) {
    const [own] = await db.query(
      `SELECT 1 FROM bank_accounts WHERE id = $1 AND player_id = $2 AND deleted_at IS NULL
       FOR UPDATE`,
      [editing, player.id],
    );
    if (!own) return refuse('notFound', { field: 'bankAccountID' });
    if (await hasOpenWithdrawal(db, editing)) return refuse('bankAccountBusy');
  }
  // Two players saving one IBAN at once: the second waits here, then sees the first's account.
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [IBAN_LOCK, values.iban]);
  const index = blindIndex(keys, values.iban);
  const taken = await db.query(
    'SELECT 1 FROM bank_accounts WHERE iban_hash = $1 AND deleted_at IS NULL AND id <> $2',
    [index, editing ?? 0],
  );
  if (taken.length > 0) return refuse('ibanTaken', { field: 'iban' });
  const params = [
    player.id,
    bank.id,
    values.owner,
    values.branch,
    values.accountNumber,
    seal(keys, values.iban),
    index,
  ];
  const [saved] =
    editing === undefined
      ? await db.query<{ id: number }>(
          `INSERT INTO bank_accounts (player_id, bank_id, owner, branch, account_number, iban,
             iban_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          params,
        )
      : await db.query<{ id: number }>(
          `UPDATE bank_accounts SET bank_id = $2, owner = $3, branch = $4, account_number = $5,
             iban = $6, iban_hash = $7, updated_at = now()
           WHERE id = $8 AND player_id = $1 RETURNING id`,
          [...params, editing],
        );
  const account = await findAccount(db, keys, player.id, saved!.id);
  return {
    ...ok(account!),
    message: editing === undefined ? 'bankAccountAdded' : 'bankAccountUpdated',
  };
}

/** Deletes one of the player's accounts (kept for the record), unless a withdrawal is open. */
export async function deleteAccount(db: Db, playerId: number, id: number): Promise<Reply<null>> {
  const [own] = await db.query(
    `SELECT 1 FROM bank_accounts WHERE id = $1 AND player_id = $2 AND deleted_at IS NULL
     FOR UPDATE`,
    [id, playerId],
  );
  if (!own) return refuse('notFound', { field: 'bankAccountID' });
  if (await hasOpenWithdrawal(db, id)) return refuse('bankAccountBusy');
  await db.query('UPDATE bank_accounts SET deleted_at = now() WHERE id = $1', [id]);
  return { ...ok(null), message: 'bankAccountDeleted' };
}
