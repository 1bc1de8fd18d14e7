/**
 * Payments a provider reports that fit no deposit's state: paid after the deposit expired or was
 * declined, paid again under another event id, paid another amount. The provider has taken the
 * player's money, so it is never dropped: it goes to the house account `suspense`, the provider's
 * delivery is acknowledged, the server logs an alert, and an operator resolves it (`npm run
 * cashier -- suspense`): credit it to the player (the deposit completes when it was for that
 * amount) or refund it through the provider. Each step is a ledger transaction.
 */
import { TRANSACTION_STATUS as S } from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';
import { lockWallet, transfer } from '../wallet/ledger.ts';
import { applyAction, type Actor } from '../cashier/transactions.ts';

export type SuspenseDecision = 'credit' | 'refund';

export interface SuspenseRow {
  id: number;
  eventId: string;
  transactionId: number;
  player: string;
  amount: number;
  /** Why it fit no deposit: the deposit's status name then, or 'amount'. */
  why: string;
  status: 'open' | 'credited' | 'refunded';
  receivedAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  note: string;
}

/** Holds a reported payment in suspense, in the callback's transaction; answers its id. */
export async function park(
  tx: Db,
  event: { eventId: string; transactionId: number; playerId: number; amount: number; why: string },
): Promise<number> {
  const wallet = await lockWallet(tx, event.playerId);
  await transfer(tx, wallet, {
    kind: 'suspense_in',
    from: 'deposits_clearing',
    to: 'suspense',
    amount: event.amount,
    cashTransactionId: event.transactionId,
  });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payment_suspense (event_id, cash_transaction_id, player_id, amount, why)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [event.eventId, event.transactionId, event.playerId, event.amount, event.why],
  );
  return row!.id;
}

const SELECT = `SELECT s.id, s.event_id AS "eventId", s.cash_transaction_id AS "transactionId",
    p.username AS player, s.amount, s.why, s.status,
    to_char(s.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "receivedAt",
    to_char(s.resolved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "resolvedAt",
    s.resolved_by AS "resolvedBy", s.note
  FROM payment_suspense s JOIN players p ON p.id = s.player_id`;

/** Suspense rows, oldest first; only the open ones unless all. */
export function listSuspense(db: Db, { all = false }: { all?: boolean } = {}) {
  return db.query<SuspenseRow>(`${SELECT} WHERE $1 OR s.status = 'open' ORDER BY s.id LIMIT 500`, [
    all,
  ]);
}

/** An operator's decision on an open row, under its player's lock. */
export async function resolveSuspense(
  tx: Db,
  id: number,
  decision: SuspenseDecision,
  by: Actor,
  note: string,
): Promise<Reply> {
  const [owner] = await tx.query<{ player_id: number }>(
    'SELECT player_id FROM payment_suspense WHERE id = $1',
    [id],
  );
  if (!owner) return refuse('notFound', null, 404);
  const wallet = await lockWallet(tx, owner.player_id);
  const [row] = await tx.query<{ status: string; amount: number; cash_transaction_id: number }>(
    'SELECT status, amount, cash_transaction_id FROM payment_suspense WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (row!.status !== 'open') return refuse('transitionNotAllowed', null, 409);
  const depositId = row!.cash_transaction_id;
  const [deposit] = await tx.query<{ status: number; amount: number }>(
    'SELECT status, amount FROM cash_transactions WHERE id = $1',
    [depositId],
  );
  const completesDeposit =
    decision === 'credit' &&
    deposit!.amount === row!.amount &&
    [S.pending, S.expired, S.rejected].includes(deposit!.status as never);
  if (completesDeposit) {
    await applyAction(tx, depositId, 'creditLate', by);
  } else {
    await transfer(tx, wallet, {
      kind: decision === 'credit' ? 'suspense_credit' : 'suspense_refund',
      from: 'suspense',
      to: decision === 'credit' ? 'wallet' : 'deposits_clearing',
      amount: row!.amount,
      cashTransactionId: depositId,
    });
  }
  await tx.query(
    `UPDATE payment_suspense SET status = $2, resolved_at = now(), resolved_by = $3, note = $4
     WHERE id = $1`,
    [id, decision === 'credit' ? 'credited' : 'refunded', by.ref, note],
  );
  const [resolved] = await tx.query<SuspenseRow>(`${SELECT} WHERE s.id = $1`, [id]);
  return ok(resolved);
}
