/**
 * The double-entry ledger: every movement of money is one ledger transaction whose postings sum
 * to zero, in integer kuruş. A player's wallet is a ledger account whose balance the database
 * keeps equal to the sum of its postings (migration 004); the house accounts may go negative.
 */
import type { Db } from '../db/driver.ts';

/** The currency of every wallet and method today (registration accepts TRY only). */
export const CURRENCY = 'TRY';

export type HouseAccount =
  | 'opening_balances'
  | 'deposits_clearing'
  | 'withdrawals_held'
  | 'withdrawals_payable'
  | 'bank'
  /** What players stake in games and win back (migration 005). */
  | 'games'
  /** What bonuses cost the house (migration 007). */
  | 'bonuses'
  /** The tournament prizes it pays (migration 007). */
  | 'tournaments'
  /** Payments a provider reported that fit no deposit, until an operator decides (015). */
  | 'suspense';

/** Either side of a transfer: the locked player's wallet (cash), their bonus account, or the house's. */
export type AccountRef = 'wallet' | 'bonus' | HouseAccount;

export type LedgerKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal_hold'
  | 'withdrawal_approve'
  | 'withdrawal_pay'
  | 'withdrawal_release'
  | 'game_bet'
  | 'game_win'
  | 'game_rollback'
  | 'bonus_grant'
  | 'bonus_cash'
  | 'bonus_convert'
  | 'bonus_forfeit'
  | 'tournament_prize'
  | 'suspense_in'
  | 'suspense_credit'
  | 'suspense_refund';

/** A player's wallet, locked for the rest of the transaction. */
export interface LockedWallet {
  playerId: number;
  accountId: number;
  /** Cash, kuruş. */
  balance: number;
  /** The bonus account: the active bonus's money, kept apart from cash. */
  bonusAccountId: number;
  bonus: number;
}

/**
 * Locks the player's row for the rest of the transaction. Every money write takes it before it
 * writes anything that refers to the player (the envelope's session check takes it first too):
 * two writers that each held a foreign-key share lock on the row and then asked for this one
 * would deadlock, and writers of one player, on every server of the database, queue here.
 */
export async function lockPlayer(tx: Db, playerId: number): Promise<void> {
  await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
}

/** Locks the player, then their wallet (always in this order), and reads the balance. */
export async function lockWallet(tx: Db, playerId: number): Promise<LockedWallet> {
  await lockPlayer(tx, playerId);
  const [wallet] = await tx.query<{
    account_id: number;
    balance_kurus: number;
    bonus_account_id: number;
    bonus_kurus: number;
  }>(
    `SELECT account_id, balance_kurus, bonus_account_id, bonus_kurus FROM wallets
     WHERE player_id = $1 AND currency = $2 FOR UPDATE`,
    [playerId, CURRENCY],
  );
  if (!wallet) throw new Error(`player ${playerId} has no ${CURRENCY} wallet`);
  return {
    playerId,
    accountId: wallet.account_id,
    balance: wallet.balance_kurus,
    bonusAccountId: wallet.bonus_account_id,
    bonus: wallet.bonus_kurus,
  };
}

export interface Transfer {
  kind: LedgerKind;
  from: AccountRef;
  to: AccountRef;
  /** Kuruş, > 0: taken from `from`, given to `to`. */
  amount: number;
  cashTransactionId?: number;
  /** The game round a game_bet, game_win or game_rollback belongs to. */
  gameRoundId?: number;
  /** The player bonus a bonus_* movement (or a bet of bonus money) belongs to. */
  playerBonusId?: number;
  /** When it happened, for seeded history; now otherwise. */
  at?: Date;
}

/**
 * Moves amount between two accounts as one balanced ledger transaction; answers its id. The
 * wallet's balance follows in the same statement (a trigger), and the database refuses it below
 * zero, so callers check the balance they locked first and answer the player themselves.
 */
export async function transfer(tx: Db, wallet: LockedWallet, move: Transfer): Promise<number> {
  if (!Number.isSafeInteger(move.amount) || move.amount <= 0) {
    throw new Error(`a transfer moves a positive whole number of kuruş, not ${move.amount}`);
  }
  // Each side is one of the player's account ids, or a house account found by its code.
  const side = (ref: AccountRef) =>
    ref === 'wallet'
      ? [wallet.accountId, null]
      : ref === 'bonus'
        ? [wallet.bonusAccountId, null]
        : [null, ref];
  const [row] = await tx.query<{ id: number }>(
    `SELECT ledger_transfer($1, COALESCE($2::bigint, house_account($3, $6)),
       COALESCE($4::bigint, house_account($5, $6)), $7, $8, $9, $10, $11) AS id`,
    [
      move.kind,
      ...side(move.from),
      ...side(move.to),
      CURRENCY,
      move.amount,
      move.cashTransactionId ?? null,
      move.gameRoundId ?? null,
      move.playerBonusId ?? null,
      move.at?.toISOString() ?? null,
    ],
  );
  if (move.to === 'wallet') wallet.balance += move.amount;
  if (move.from === 'wallet') wallet.balance -= move.amount;
  if (move.to === 'bonus') wallet.bonus += move.amount;
  if (move.from === 'bonus') wallet.bonus -= move.amount;
  return row!.id;
}

/** What the ledger's invariants look like right now (tests, `npm run cashier -- audit`). */
export interface LedgerAudit {
  ledgerTransactions: number;
  postings: number;
  /** Sum of every posting: 0. */
  total: number;
  /** Ledger transactions whose postings do not sum to 0. */
  unbalanced: number;
  /** Wallets below 0, in cash or bonus. */
  negativeWallets: number;
  /** Wallets whose cash or bonus balance is not the sum of its account's postings. */
  mismatchedWallets: number;
  /** Bonus money without an active bonus to hold it. */
  strayBonus: number;
}

export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const [row] = await db.query<LedgerAudit>(
    `SELECT
       (SELECT count(*) FROM ledger_transactions) AS "ledgerTransactions",
       (SELECT count(*) FROM ledger_postings) AS "postings",
       (SELECT COALESCE(sum(amount), 0)::bigint FROM ledger_postings) AS "total",
       (SELECT count(*) FROM (SELECT 1 FROM ledger_postings GROUP BY ledger_transaction_id
          HAVING sum(amount) <> 0) u) AS "unbalanced",
       (SELECT count(*) FROM wallets WHERE balance_kurus < 0 OR bonus_kurus < 0)
         AS "negativeWallets",
       (SELECT count(*) FROM wallets w WHERE w.balance_kurus <> COALESCE(
          (SELECT sum(amount) FROM ledger_postings p WHERE p.account_id = w.account_id), 0)
          OR w.bonus_kurus <> COALESCE(
          (SELECT sum(amount) FROM ledger_postings p WHERE p.account_id = w.bonus_account_id), 0))
         AS "mismatchedWallets",
       (SELECT count(*) FROM wallets w WHERE w.bonus_kurus > 0 AND NOT EXISTS (
          SELECT 1 FROM player_bonuses b WHERE b.player_id = w.player_id
            AND b.status = 'active')) AS "strayBonus"`,
  );
  return row!;
}
