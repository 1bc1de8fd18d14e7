/**
 * The verdict of a run, read from the database once its servers have stopped:
 * - each player's money (cash and bonus) is what their answers imply: deposits credited, less
 *   withdrawals not returned, bonuses granted, bets taken and not rolled back, wins paid;
 * - the ledger balances and money is conserved (every posting sums to zero, no wallet below
 *   zero or off its postings: auditLedger);
 * - the cash transactions are exactly those the answers made, each moved as its status says,
 *   and no acknowledged decision is contradicted by where the transaction ended;
 * - no request identity was answered two different ways.
 * Whether an unacknowledged decision or callback happened is read from the transaction's
 * status; every other unacknowledged request was retried with its identity until answered.
 */
import type { Db } from '../../../server/db/driver.ts';
import { auditLedger, type LedgerAudit } from '../../../server/wallet/ledger.ts';
import { accepted, compareAnswers, envelopeOk, finalAnswer, type TwoAnswers } from './answers.ts';
import type { Book } from './book.ts';
import type { Player } from './players.ts';
import { CASH_MOVEMENTS_SQL } from '../../fixtures/cash-movements.ts';

const COMPLETED = 1002;
const RETURNED = new Set([1004, 1006]);

/** Where a transaction may end after an acknowledged decision. */
const ENDS_AFTER: Record<string, number[]> = {
  'deposit approve': [1002],
  'deposit reject': [1004],
  'withdraw approve': [1001, 1002, 1004],
  'withdraw pay': [1002],
  'withdraw reject': [1004],
};

export interface Verdict {
  mismatches: { username: string; expected: number; actual: number }[];
  audit: LedgerAudit;
  twoAnswers: TwoAnswers[];
  /** Identities answered more than once. */
  repeated: number;
  /** Requests still without an answer after the retries. */
  unanswered: number;
  /** Cash transactions no answer made, or made but missing. */
  strayTransactions: number;
  /** Cash transactions whose ledger movements do not match their status. */
  wrongMovements: number;
  contradictions: string[];
  /** Paid events that fit no pending deposit, held for the operator (not the player's). */
  suspense: number;
}

export const passed = (v: Verdict) =>
  v.mismatches.length === 0 &&
  v.twoAnswers.length === 0 &&
  v.unanswered === 0 &&
  v.strayTransactions === 0 &&
  v.wrongMovements === 0 &&
  v.contradictions.length === 0 &&
  v.audit.total === 0 &&
  v.audit.unbalanced === 0 &&
  v.audit.negativeWallets === 0 &&
  v.audit.mismatchedWallets === 0 &&
  v.audit.strayBonus === 0;

export async function judge(db: Db, book: Book, players: Player[]): Promise<Verdict> {
  const wallets = await db.query<{ id: number; username: string; money: number }>(
    `SELECT p.id, p.username, w.balance_kurus + w.bonus_kurus AS money
     FROM players p JOIN wallets w ON w.player_id = p.id WHERE p.username = ANY($1)`,
    [players.map((p) => p.username)],
  );
  const ids = wallets.map((w) => w.id);
  const cash = await db.query<{ id: number; status: number }>(
    'SELECT id, status FROM cash_transactions WHERE player_id = ANY($1)',
    [ids],
  );
  const status = new Map(cash.map((row) => [row.id, row.status]));
  const { expected, made, contradictions } = expectations(book, players.length, status);
  const { repeated, different } = compareAnswers(book.sent);
  const [suspense] = await db.query<{ n: number }>('SELECT count(*) AS n FROM payment_suspense');
  return {
    mismatches: players.flatMap((player) => {
      const actual = wallets.find((w) => w.username === player.username)?.money ?? NaN;
      const money = expected[player.index]!;
      return actual === money ? [] : [{ username: player.username, expected: money, actual }];
    }),
    audit: await auditLedger(db),
    twoAnswers: different,
    repeated,
    unanswered: book.sent.filter((sent) => sent.answers.length === 0).length,
    strayTransactions:
      cash.filter((row) => !made.has(row.id)).length +
      [...made].filter((id) => !status.has(id)).length,
    wrongMovements: await wrongMovements(db, ids),
    contradictions,
    suspense: suspense!.n,
  };
}

/**
 * What the answers imply: each player's money, the cash transactions they made, and the
 * acknowledged decisions that the final status of their transaction contradicts.
 */
function expectations(book: Book, players: number, status: Map<number, number>) {
  const expected = Array.from({ length: players }, () => 0);
  const made = new Set<number>();
  const contradictions: string[] = [];
  const endsAs = (what: string, id: number, allowed: number[]) => {
    if (!allowed.includes(status.get(id) ?? 0)) {
      contradictions.push(`${what} #${id} acknowledged, but it ended as ${status.get(id)}`);
    }
  };

  const finals = book.sent.flatMap((sent) => {
    const answer = finalAnswer(sent);
    return answer && accepted(sent, answer) ? [{ sent, data: answer.body.data }] : [];
  });
  // A bet taken and rolled back by any accepted rollback gave its stake back exactly once.
  const rolledBack = new Set(
    finals
      .filter(({ sent }) => sent.kind === 'rollback')
      .map(({ sent }) => sent.fields.referenceTransactionId),
  );
  for (const { sent, data } of finals) {
    const amount = sent.fields.amount as number;
    const money = (kurus: number) => (expected[sent.player]! += kurus);
    if (sent.kind === 'deposit') {
      made.add(data.transactionID);
      if (status.get(data.transactionID) === COMPLETED) money(amount);
    } else if (sent.kind === 'withdraw') {
      made.add(data.id);
      if (!RETURNED.has(status.get(data.id) ?? 0)) money(-amount);
    } else if (sent.kind === 'claim') {
      money(data.kind === 'bonus' ? data.bonus.amount : data.amount);
    } else if (sent.kind === 'debit' && !rolledBack.has(sent.key)) money(-amount);
    else if (sent.kind === 'credit') money(amount);
    else if (sent.kind === 'cancel') endsAs('cancel', sent.fields.transactionID as number, [1006]);
    else if (sent.kind === 'callback' && data.status !== undefined) {
      endsAs(`callback ${sent.fields.status}`, data.transactionID, [data.status]);
    }
  }
  for (const decision of book.decisions) {
    if (decision.answer && envelopeOk(decision.answer)) {
      const what = `${decision.direction} ${decision.action}`;
      endsAs(what, decision.transactionId, ENDS_AFTER[what]!);
    }
  }
  return { expected, made, contradictions };
}

/**
 * Transactions that moved money other than their story says: a deposit credited once if
 * completed, never otherwise; a withdrawal held once, approved as often as it was approved,
 * paid once if completed, released once if rejected or cancelled.
 */
async function wrongMovements(db: Db, playerIds: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM (${CASH_MOVEMENTS_SQL}) m
     WHERE CASE WHEN m.direction = 'deposit' THEN
       m.credited <> (CASE WHEN m.status = 1002 THEN 1 ELSE 0 END)
         OR m.held + m.approved + m.paid + m.released > 0
     ELSE
       m.held <> 1 OR m.approved <> m.approvals
         OR m.paid <> (CASE WHEN m.status = 1002 THEN 1 ELSE 0 END)
         OR m.released <> (CASE WHEN m.status IN (1004, 1006) THEN 1 ELSE 0 END)
     END`,
    [playerIds],
  );
  return row!.n;
}
