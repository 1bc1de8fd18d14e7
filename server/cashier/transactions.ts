/**
 * Deposits and withdrawals (cash transactions) and the only ways their status may change, each
 * with its ledger movement and an audit row saying who changed it, when and why:
 *
 *   deposit   pending → completed (credited) | rejected | expired
 *             pending | expired | rejected → completed (creditLate: a payment held in suspense)
 *   withdraw  pending (held) → approved → completed (paid)
 *             pending | approved → rejected, pending → cancelled (the held amount comes back)
 *
 * Every change also tells the player (a notification) and may earn a lottery ticket, in the same
 * database transaction; a deposit made with a bonus is granted it as it is credited.
 */
import {
  TRANSACTION_STATUS as S,
  type CashDirection,
  type TransactionStatus,
} from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import { grantDepositBonus } from '../bonus/cashier.ts';
import { afterCashChange } from '../inbox/cash-events.ts';
import type { CashRow } from './cash-row.ts';
import {
  CURRENCY,
  lockWallet,
  transfer,
  type LockedWallet,
  type Transfer,
} from '../wallet/ledger.ts';

/** Who changed a transaction: the player, the operator, the payment provider or the server. */
export interface Actor {
  kind: 'player' | 'operator' | 'provider' | 'system';
  /** Which one: the player's id, the operator's name, the provider's event id, the job. */
  ref: string;
}

export type Action = 'credit' | 'creditLate' | 'approve' | 'pay' | 'reject' | 'cancel' | 'expire';

type Move = Omit<Transfer, 'amount' | 'cashTransactionId' | 'at'>;

interface Rule {
  from: readonly TransactionStatus[];
  to: TransactionStatus;
  /** The money the change moves, given the status it leaves. */
  move?: (from: TransactionStatus) => Move;
}

const RULES: Record<CashDirection, Partial<Record<Action, Rule>>> = {
  deposit: {
    credit: {
      from: [S.pending],
      to: S.completed,
      move: () => ({ kind: 'deposit', from: 'deposits_clearing', to: 'wallet' }),
    },
    // The provider was paid after all: the operator credits what suspense held for it.
    creditLate: {
      from: [S.pending, S.expired, S.rejected],
      to: S.completed,
      move: () => ({ kind: 'suspense_credit', from: 'suspense', to: 'wallet' }),
    },
    reject: { from: [S.pending], to: S.rejected },
    expire: { from: [S.pending], to: S.expired },
  },
  withdraw: {
    approve: {
      from: [S.pending],
      to: S.approved,
      move: () => ({
        kind: 'withdrawal_approve',
        from: 'withdrawals_held',
        to: 'withdrawals_payable',
      }),
    },
    pay: {
      from: [S.approved],
      to: S.completed,
      move: () => ({ kind: 'withdrawal_pay', from: 'withdrawals_payable', to: 'bank' }),
    },
    reject: {
      from: [S.pending, S.approved],
      to: S.rejected,
      move: (from) => ({
        kind: 'withdrawal_release',
        from: from === S.approved ? 'withdrawals_payable' : 'withdrawals_held',
        to: 'wallet',
      }),
    },
    cancel: {
      from: [S.pending],
      to: S.cancelled,
      move: () => ({ kind: 'withdrawal_release', from: 'withdrawals_held', to: 'wallet' }),
    },
  },
};

export interface Opening {
  direction: CashDirection;
  methodId: number;
  amount: number;
  details?: Record<string, unknown>;
  bankAccountId?: number;
  accountLabel?: string;
  idempotencyKey?: string;
  /** A deposit's bonus offer, granted when it is credited. */
  bonusOfferId?: number;
  /** Deposits paid on the provider's page: how long the page takes payment. */
  expiresInMinutes?: number;
  actor: Actor;
  /** When it happened, for seeded history; now otherwise. */
  at?: Date;
}

async function recordEvent(
  tx: Db,
  row: CashRow,
  from: TransactionStatus | null,
  actor: Actor,
  at: Date | undefined,
) {
  await tx.query(
    `INSERT INTO cash_transaction_events
       (cash_transaction_id, from_status, to_status, actor, actor_ref, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))`,
    [row.id, from, row.status, actor.kind, actor.ref, row.reason, at?.toISOString() ?? null],
  );
}

/**
 * Opens a pending deposit, or a withdrawal whose amount leaves the wallet at once (held). The
 * caller has checked that a withdrawal is covered by the wallet it locked.
 */
export async function openTransaction(
  tx: Db,
  wallet: LockedWallet,
  opening: Opening,
): Promise<CashRow> {
  const at = opening.at?.toISOString() ?? null;
  const [row] = await tx.query<CashRow>(
    `INSERT INTO cash_transactions (player_id, direction, status, amount, currency, method_id,
       bank_account_id, details, account_label, idempotency_key, expires_at, created_at,
       updated_at, bonus_offer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       COALESCE($12::timestamptz, now()) + $11::integer * interval '1 minute',
       COALESCE($12::timestamptz, now()), COALESCE($12::timestamptz, now()), $13)
     RETURNING *`,
    [
      wallet.playerId,
      opening.direction,
      S.pending,
      opening.amount,
      CURRENCY,
      opening.methodId,
      opening.bankAccountId ?? null,
      JSON.stringify(opening.details ?? {}),
      opening.accountLabel ?? '',
      opening.idempotencyKey ?? null,
      opening.expiresInMinutes ?? null,
      at,
      opening.bonusOfferId ?? null,
    ],
  );
  if (opening.direction === 'withdraw') {
    await transfer(tx, wallet, {
      kind: 'withdrawal_hold',
      from: 'wallet',
      to: 'withdrawals_held',
      amount: opening.amount,
      cashTransactionId: row!.id,
      at: opening.at,
    });
  }
  await recordEvent(tx, row!, null, opening.actor, opening.at);
  await afterCashChange(tx, row!);
  return row!;
}

export type Outcome =
  | { ok: true; row: CashRow }
  | { ok: false; problem: 'notFound' }
  | { ok: false; problem: 'notAllowed'; row: CashRow };

export interface ActionOptions {
  /** Shown to the player on a rejection. */
  reason?: string;
  /** Only this player's transaction (a player acting on their own). */
  playerId?: number;
  at?: Date;
}

/** Applies action to a transaction under the locks of its player's wallet, or says why not. */
export async function applyAction(
  tx: Db,
  id: number,
  action: Action,
  actor: Actor,
  options: ActionOptions = {},
): Promise<Outcome> {
  const [owner] = await tx.query<{ player_id: number }>(
    'SELECT player_id FROM cash_transactions WHERE id = $1 AND ($2::bigint IS NULL OR player_id = $2)',
    [id, options.playerId ?? null],
  );
  if (!owner) return { ok: false, problem: 'notFound' };
  const wallet = await lockWallet(tx, owner.player_id);
  const [row] = await tx.query<CashRow>(
    'SELECT * FROM cash_transactions WHERE id = $1 FOR UPDATE',
    [id],
  );
  const rule = RULES[row!.direction][action];
  if (!rule || !rule.from.includes(row!.status))
    return { ok: false, problem: 'notAllowed', row: row! };
  const move = rule.move?.(row!.status);
  if (move) {
    await transfer(tx, wallet, {
      ...move,
      amount: row!.amount,
      cashTransactionId: id,
      at: options.at,
    });
  }
  const [changed] = await tx.query<CashRow>(
    `UPDATE cash_transactions SET status = $2, reason = $3,
       updated_at = COALESCE($4::timestamptz, now())
     WHERE id = $1 RETURNING *`,
    [id, rule.to, options.reason ?? '', options.at?.toISOString() ?? null],
  );
  if ((action === 'credit' || action === 'creditLate') && changed!.bonus_offer_id !== null) {
    await grantDepositBonus(tx, wallet, {
      id,
      offerId: changed!.bonus_offer_id,
      amount: changed!.amount,
      methodId: changed!.method_id,
    });
  }
  await recordEvent(tx, changed!, row!.status, actor, options.at);
  await afterCashChange(tx, changed!);
  return { ok: true, row: changed! };
}

const EXPIRY: Actor = { kind: 'system', ref: 'expiry' };

/**
 * Expires pending deposits whose payment page has run out (of one player, or one transaction,
 * or all): on every read of them and in the server's periodic sweep. Answers how many.
 */
export async function expireOverdue(
  db: Db,
  scope: { playerId?: number; transactionId?: number } = {},
): Promise<number> {
  const due = await db.query<{ id: number }>(
    `SELECT id FROM cash_transactions WHERE status = $1 AND expires_at <= now()
       AND ($2::bigint IS NULL OR player_id = $2) AND ($3::bigint IS NULL OR id = $3)
     ORDER BY id LIMIT 500`,
    [S.pending, scope.playerId ?? null, scope.transactionId ?? null],
  );
  let expired = 0;
  for (const { id } of due) {
    const outcome = await db.transaction((tx) => applyAction(tx, id, 'expire', EXPIRY));
    if (outcome.ok) expired++;
  }
  return expired;
}
