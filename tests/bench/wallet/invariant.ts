/**
 * The money invariant of a run, read from the database once its servers have stopped:
 * - every player's balance is the opening balance, less the acknowledged bets, plus the
 *   acknowledged wins and rolled-back stakes (the book the generator kept from the answers);
 * - the ledger balances (auditLedger: every posting sums to zero, wallets equal their postings);
 * - nothing was posted twice: no round has two ledger transactions of one kind (the load stakes
 *   once, wins or rolls back once per round), and the games' ledger transactions are exactly as
 *   many as the acknowledged calls that move money.
 */
import type { Db } from '../../../server/db/driver.ts';
import { auditLedger, type LedgerAudit } from '../../../server/wallet/ledger.ts';
import type { Book } from './calls.ts';
import type { Prepared } from './setup.ts';

export interface Verdict {
  /** Players whose balance is not what their answers imply. */
  mismatches: number;
  audit: LedgerAudit;
  /** Round and kind pairs posted more than once. */
  duplicates: number;
  /** Game ledger transactions less the acknowledged calls that move money (0). */
  extraMoves: number;
  /** Seamless transaction ids recorded more than once (the primary key says 0). */
  repeatedIds: number;
}

export const held = (v: Verdict) =>
  v.mismatches === 0 &&
  v.duplicates === 0 &&
  v.extraMoves === 0 &&
  v.repeatedIds === 0 &&
  v.audit.total === 0 &&
  v.audit.unbalanced === 0 &&
  v.audit.negativeWallets === 0 &&
  v.audit.mismatchedWallets === 0;

export async function judge(db: Db, prepared: Prepared, book: Book): Promise<Verdict> {
  const wallets = await db.query<{ player_id: number; money: number }>(
    `SELECT player_id, balance_kurus + bonus_kurus AS money FROM wallets
     WHERE player_id = ANY($1)`,
    [prepared.playerIds],
  );
  const money = new Map(wallets.map((w) => [w.player_id, w.money]));
  const mismatches = prepared.playerIds.filter(
    (id, index) => money.get(id) !== prepared.opening + book.delta[index]!,
  ).length;
  const [duplicates] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ledger_transactions t
       JOIN game_rounds r ON r.id = t.game_round_id WHERE r.player_id = ANY($1)
       GROUP BY t.game_round_id, t.kind HAVING count(*) > 1) d`,
    [prepared.playerIds],
  );
  const [games] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM ledger_transactions t JOIN game_rounds r ON r.id = t.game_round_id
     WHERE r.player_id = ANY($1) AND t.kind IN ('game_bet', 'game_win', 'game_rollback')`,
    [prepared.playerIds],
  );
  const [repeated] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM seamless_transactions
       GROUP BY transaction_id HAVING count(*) > 1) r`,
  );
  return {
    mismatches,
    audit: await auditLedger(db),
    duplicates: duplicates!.n,
    extraMoves: games!.n - book.moves,
    repeatedIds: repeated!.n,
  };
}

/** What the database did for the calls, from pg_stat_statements and pg_stat_database. */
export interface StatementCount {
  statements: number;
  transactions: number;
  /** The statements that took the most time in all: calls, mean ms, share of the time. */
  top: { query: string; calls: number; meanMs: number; share: number }[];
}

/** Before the load: statistics reset, and the transactions counted so far. */
export async function countFrom(db: Db): Promise<number> {
  await db.query('SELECT pg_stat_statements_reset()');
  return transactions(db);
}

const transactions = async (db: Db) => {
  const [row] = await db.query<{ n: number }>(
    `SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database
     WHERE datname = current_database()`,
  );
  return row!.n;
};

/** After the servers stopped (their backends have flushed their statistics). */
export async function countSince(db: Db, before: number): Promise<StatementCount> {
  const rows = await db.query<{ query: string; calls: number; total: number }>(
    `SELECT query, calls::bigint AS calls, total_exec_time AS total FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT LIKE '%pg_stat%' ORDER BY total_exec_time DESC`,
  );
  const time = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    statements: rows.reduce((sum, row) => sum + row.calls, 0),
    // Give or take the bench's own few reads of the counters.
    transactions: (await transactions(db)) - before,
    top: rows.slice(0, 12).map((row) => ({
      query: row.query.replace(/\s+/g, ' ').slice(0, 110),
      calls: row.calls,
      meanMs: row.total / row.calls,
      share: row.total / time,
    })),
  };
}
