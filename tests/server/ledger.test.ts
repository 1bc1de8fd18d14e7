// @module-tag postgres: the whole file is about what the database itself guarantees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import * as m001 from '../../server/db/migrations/001_platform.ts';
import * as m002 from '../../server/db/migrations/002_accounts.ts';
import * as m003 from '../../server/db/migrations/003_games.ts';
import { auditLedger, lockWallet, transfer } from '../../server/wallet/ledger.ts';
import { expectSoundLedger, fund } from './cashier.ts';
import { MIGRATIONS, emptyTestDatabase, openTestDb } from './harness.ts';

/** The money rules the database keeps by itself, whatever the code does. */
let db: Db;
let playerId: number;
beforeAll(async () => {
  db = await openTestDb();
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM players WHERE username = 'inactive'`,
  );
  playerId = row!.id;
  await fund(db, playerId, 10_000);
});
afterAll(() => db.close());

const refusedBy = async (work: (tx: Db) => Promise<unknown>, error: RegExp) => {
  const before = await auditLedger(db);
  await expect(db.transaction(work)).rejects.toThrow(error);
  expect(await auditLedger(db)).toEqual(before);
};

describe('the ledger in the database', () => {
  it('keeps postings and ledger transactions append-only', async () => {
    await refusedBy(
      (tx) => tx.query('UPDATE ledger_postings SET amount = amount * 2'),
      /append-only/,
    );
    await refusedBy((tx) => tx.query('DELETE FROM ledger_postings'), /append-only/);
    await refusedBy((tx) => tx.query('TRUNCATE ledger_postings CASCADE'), /append-only/);
    await refusedBy((tx) => tx.query('DELETE FROM ledger_transactions'), /append-only/);
    await refusedBy((tx) => tx.query('DELETE FROM cash_transaction_events'), /append-only/);
  });

  it('refuses at commit a ledger transaction whose postings do not sum to zero', async () => {
    await refusedBy(async (tx) => {
      const [t] = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transactions (kind) VALUES ('opening') RETURNING id`,
      );
      await tx.query(
        `INSERT INTO ledger_postings (ledger_transaction_id, account_id, amount)
         SELECT $1, id, 500 FROM ledger_accounts WHERE code = 'bank'`,
        [t!.id],
      );
    }, /does not balance/);
  });

  it('moves a wallet only through postings to it', async () => {
    await refusedBy(
      (tx) =>
        tx.query('UPDATE wallets SET balance_kurus = balance_kurus + 100 WHERE player_id = $1', [
          playerId,
        ]),
      /only through ledger postings/,
    );
    await refusedBy(
      (tx) =>
        tx.query(
          `INSERT INTO wallets (player_id, currency, balance_kurus) VALUES ($1, 'EUR', 100)`,
          [playerId],
        ),
      /starts at 0/,
    );
  });

  it('never lets a wallet go below zero', async () => {
    await refusedBy(
      async (tx) =>
        transfer(tx, await lockWallet(tx, playerId), {
          kind: 'withdrawal_hold',
          from: 'wallet',
          to: 'withdrawals_held',
          amount: 10_001,
        }),
      /balance_kurus_check|check constraint/,
    );
    await expectSoundLedger(db);
  });
});

const FROM_NOTHING = { timeout: 120_000 };

describe('migration 004', () => {
  // From nothing: initdb, every migration and the seed take 5–10 s idle, 40 s on a busy 2-core
  // machine (measured beside a second test run).
  it('turns the balances it finds into opening ledger transactions', FROM_NOTHING, async () => {
    const database = emptyTestDatabase();
    const old = await database.open();
    try {
      await old.transaction(async (tx) => {
        for (const sql of [...m001.statements, ...m002.statements, ...m003.statements]) {
          await tx.query(sql);
        }
        await tx.query(`CREATE TABLE schema_migrations (
          id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
        await tx.query(
          `INSERT INTO schema_migrations (id) VALUES ('001_platform'), ('002_accounts'), ('003_games')`,
        );
        await tx.query(
          `INSERT INTO players (uid, username, email, tckn, firstname, lastname, birth_date, country,
             city, address, phone, password_hash)
           VALUES ('u1', 'rich', 'rich@example.com', '10000000146', 'Zeynep', 'Ak', '1990-01-01',
             'TR', 'Bursa', 'Adres', '+905000000000', 'h'),
            ('u2', 'broke', 'broke@example.com', '10000000228', 'Can', 'Ak', '1990-01-01', 'TR',
             'Bursa', 'Adres', '+905000000001', 'h')`,
        );
        await tx.query(
          `INSERT INTO wallets (player_id, currency, balance_kurus)
           SELECT id, 'TRY', CASE username WHEN 'rich' THEN 1234567 ELSE 0 END FROM players`,
        );
      });
      expect(await migrate(old)).toEqual(MIGRATIONS.slice(MIGRATIONS.indexOf('004_wallet')));
      const wallets = await old.query(
        `SELECT p.username, w.balance_kurus,
           (SELECT COALESCE(sum(amount), 0)::bigint FROM ledger_postings l WHERE l.account_id = w.account_id) AS posted
         FROM wallets w JOIN players p ON p.id = w.player_id ORDER BY p.username`,
      );
      expect(wallets).toEqual([
        { username: 'broke', balance_kurus: 0, posted: 0 },
        { username: 'rich', balance_kurus: 1_234_567, posted: 1_234_567 },
      ]);
      expect(await auditLedger(old)).toEqual({
        ledgerTransactions: 1,
        postings: 2,
        total: 0,
        unbalanced: 0,
        negativeWallets: 0,
        mismatchedWallets: 0,
        strayBonus: 0,
      });
    } finally {
      await old.close();
      await database.dispose();
    }
  });
});
