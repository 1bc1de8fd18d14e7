/**
 * The cashier as the platform answers it (classes finance, envoy, prepayServices). Money is
 * integer kuruş everywhere; dates are ISO 8601 strings. Shared by the site and the server.
 */
import type { BonusEventKind, BonusWithdrawalTerms } from './bonus.ts';
import type { Pagination } from './contract.ts';
import type { PlayerNotification } from './history.ts';

/** Spec §3: Type 1 deposit, 2 withdraw. */
export const CASH_TYPE = { deposit: 1, withdraw: 2 } as const;
export type CashType = (typeof CASH_TYPE)[keyof typeof CASH_TYPE];
export type CashDirection = keyof typeof CASH_TYPE;

/** How a method moves money; bank and cep transfers wait for the operator, the rest are instant. */
export const METHOD_KINDS = [
  'bank_transfer',
  'cep_transfer',
  'papara',
  'payfix',
  'mefete',
  'card',
  'qr',
  'crypto',
] as const;
export type MethodKind = (typeof METHOD_KINDS)[number];

/** prepayServices processTransaction: transfer_type_id 1 is save_bank_transfer, 3 save_cep_bank_transfer. */
export const TRANSFER_TYPE = { bank: 1, cep: 3 } as const;

/**
 * The fields a method asks for besides the amount (spec §3 deposit and withdrawal forms).
 * bankAccountID: one of the player's saved accounts (withdrawals by bank).
 */
export const CASH_FIELDS = [
  'branch',
  'account',
  'referenceNumber',
  'senderPhone',
  'receiverPhone',
  'senderTckn',
  'receiverTckn',
  'bankAccountID',
  'walletNumber',
  'cryptoAddress',
] as const;
export type CashField = (typeof CASH_FIELDS)[number];

/** finance check_balance: one of the player's wallets, TRY first; kuruş. */
export interface WalletBalanceRow {
  currency: string;
  /** Cash. */
  balance: number;
  /** Bonus money, kept apart (absent on a platform without bonuses). */
  bonus?: number;
}

/** One payment method for one direction, as the list calls describe it. */
export interface CashMethodProperties {
  /** methodID */
  id: number;
  name: string;
  kind: MethodKind;
  /** Server-served logo (SVG). */
  logo: string;
  /** Limits in kuruş for this direction, inclusive. */
  min: number;
  max: number;
  fields: CashField[];
  /** Instant methods go through the payment provider's page; the others wait for the operator. */
  instant: boolean;
  highlighted: boolean;
  isFavorite: 0 | 1;
  /** For envoy getDepositAmounts (preset amounts); absent when the method has no presets. */
  bankcode?: string;
  /** Where a bank or cep transfer is sent to (deposits): the operator's receiving account. */
  receiver?: { owner: string; bankName: string; iban: string; phone?: string };
}

/** Spec §3: an entry of the list is either one method or a group of methods. */
export type CashMethodEntry =
  | { type: 'single'; Type: CashType; methodID: number; properties: CashMethodProperties }
  | {
      type: 'group';
      Type: CashType;
      groupID: string;
      name: string;
      logo: string;
      methods: CashMethodProperties[];
    };

/** envoy getDepositAmounts: the preset amounts in kuruş a method offers. */
export interface DepositAmounts {
  amounts: number[];
}

/** finance check_favorite_cash_method */
export interface FavoriteMethodCheck {
  isFavorite: 0 | 1;
}

/** A method as the wizards use it: groups flattened, with the group's name kept. */
export interface PaymentMethod extends CashMethodProperties {
  group: { id: string; name: string } | null;
}

/** Transaction categories of list_transactions (list_categories answers them named). */
export const TRANSACTION_CATEGORY = {
  deposit: 1,
  /** Spec §4: category 2 with status 1003 is a notification. */
  notification: 2,
  withdrawal: 3,
  bonus: 4,
  casino: 5,
  sport: 6,
} as const;

/** Transaction statuses (list_types_frontend answers them named). */
export const TRANSACTION_STATUS = {
  /** A deposit waiting for payment or the operator; a withdrawal requested (amount held). */
  pending: 1000,
  /** A withdrawal approved by the operator, not paid yet. */
  approved: 1001,
  /** A deposit credited; a withdrawal paid. */
  completed: 1002,
  notification: 1003,
  rejected: 1004,
  expired: 1005,
  cancelled: 1006,
} as const;
export type TransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];

/** A deposit or withdrawal as list_transactions answers it. */
export interface CashTransaction {
  id: number;
  transaction_category_id: number;
  transaction_status: TransactionStatus;
  /** Kuruş, always positive; the category says the direction. */
  amount: number;
  methodID: number;
  methodName: string;
  createdAt: string;
  updatedAt: string;
  /** The operator's reason for a rejection, else ''. */
  reason: string;
  /** Withdrawals: the account paid to, IBAN masked but for the last 4 digits. */
  accountLabel?: string;
  /** Pending withdrawals the player may still cancel (operator setting). */
  cancellable?: boolean;
  /**
   * Category 4 (bonus history): what happened to the bonus; amount is the money it moved, or
   * for wagered the stake counted (negative when a rolled-back bet is taken back).
   */
  bonusEvent?: BonusEventKind;
  /** Category 4: the player's bonus (player_bonuses id) the event belongs to. */
  bonusID?: number;
}

/**
 * finance list_transactions: for category 2 with status 1003 the player's notifications (spec
 * §4), else their deposits and withdrawals (category 4: bonus events, as CashTransaction).
 */
export type TransactionListAnswer = CashTransaction[] | PlayerNotification[];

/** Tells a notification row of list_transactions from a cash one. */
export const isNotification = (
  row: CashTransaction | PlayerNotification,
): row is PlayerNotification =>
  row.transaction_category_id === TRANSACTION_CATEGORY.notification &&
  row.transaction_status === TRANSACTION_STATUS.notification;

export interface Bank {
  bankID: number;
  name: string;
  /** The 5-digit code inside a Turkish IBAN (positions 5–9). */
  code: string;
  /** Spec §3: banks are listed by typeID, default 1. */
  typeID: number;
}

/** Spec §3: owner, bank name, branch, account number, IBAN. */
export interface BankAccount {
  bankAccountID: number;
  owner: string;
  bankID: number;
  bankName: string;
  branch: string;
  accountNumber: string;
  /** Compact, upper case: TR + 24 digits. */
  iban: string;
  createdAt: string;
  /** When it was added or its details last changed: a withdrawal to it soon after takes a step-up. */
  changedAt: string;
}

/** save_bank_account: without bankAccountID it adds, with it it updates. */
export interface BankAccountValues {
  bankAccountID?: number;
  owner: string;
  branch: string;
  accountNumber: string;
  iban: string;
  /** The authenticator code, required when the player has the authenticator on. */
  ga_code?: string;
}

/** Values of a deposit, per the method's fields; amount in kuruş. */
export interface DepositRequest {
  methodID: number;
  amount: number;
  /** One per attempt, reused on retry: the same key answers the first answer. */
  idempotencyKey: string;
  branch?: string;
  account?: string;
  referenceNumber?: string;
  senderPhone?: string;
  receiverPhone?: string;
  senderTckn?: string;
  receiverTckn?: string;
  walletNumber?: string;
  cryptoAddress?: string;
  /** The deposit offer chosen in the wizard: granted when the deposit is credited. */
  bonusOfferID?: number;
}

/**
 * What a deposit answers: 'pending' waits for the operator; 'redirect' continues on the payment
 * provider's page (paymentUrl), which sends the player back to returnUrl; 'qr' shows qrPayload
 * until expiresAt and completes when it is paid.
 */
export type DepositOutcome =
  | { status: 'pending'; transactionID: number }
  | { status: 'redirect'; transactionID: number; paymentUrl: string }
  | { status: 'qr'; transactionID: number; qrPayload: string; expiresAt: string };

/** prepayServices processTransaction: a deposit's outcome, or the withdrawal as held. */
export type ProcessedTransaction = DepositOutcome | CashTransaction;

export interface WithdrawRequest {
  methodID: number;
  amount: number;
  idempotencyKey: string;
  /** Bank methods: one of the player's saved accounts. */
  bankAccountID?: number;
  walletNumber?: string;
  cryptoAddress?: string;
  /** YYYY-MM-DD: the identity card's last validity date, not in the past. */
  validityDate: string;
  note: string;
  ga_code?: string;
  /**
   * Under the 'forfeit' rule, an active bonus is forfeited by a withdrawal: the player must have
   * accepted it, or the withdrawal is refused.
   */
  acceptBonusForfeit?: boolean;
}

/** finance cashier_summary (beyond spec §7): what the withdraw wizard shows and allows. */
export interface CashierSummary {
  balance: number;
  /** What may be withdrawn now: the balance less anything a rule keeps back. */
  withdrawable: number;
  /** Operator setting: whether a pending withdrawal may be cancelled by the player. */
  canCancelWithdrawal: boolean;
  /** Whether withdrawals and bank account deletions need the authenticator code. */
  authenticatorRequired: boolean;
  /** The active bonus and what it means for a withdrawal; null without one. */
  bonus: BonusWithdrawalTerms | null;
}

export interface TransactionQuery {
  limit: number;
  offset: number;
  searchCategory?: number;
  searchID?: number;
  /** A list_sub_categories id (the history's type filter). */
  searchType?: number;
  status?: number;
  /** YYYY-MM-DD, inclusive. */
  startDate?: string;
  endDate?: string;
}

export interface TransactionPage {
  items: CashTransaction[];
  pagination: Pagination;
}
