import type {
  CashTransaction,
  DepositOutcome,
  PaymentMethod,
  TransactionQuery,
} from '../shared/finance.ts';
import type { CASH_TYPE } from '../shared/finance.ts';
import type { TransactionChanged } from '../shared/live.ts';
import type { CashierStream } from './deposit-stream.ts';

/** What the quick deposit reads as it opens. */
export interface QuickDepositStartQuery {
  type: typeof CASH_TYPE.deposit;
  /** The player's last credited deposit (list_transactions, newest first). */
  last: TransactionQuery;
}

/** The answers to QuickDepositStartQuery. */
export interface QuickDepositStart {
  methods: PaymentMethod[];
  /** The player's last credited deposit; null before the first. */
  last: CashTransaction | null;
  /** What the player's deposit limits still leave (kuruş); null without a deposit limit. */
  allowance: number | null;
  /** The player has yet to choose a deposit limit (or none): the full wizard asks first. */
  limitChoiceDue: boolean;
}

export interface QuickDepositContext {
  /** The method of the last credited deposit, while it is still offered. */
  method: PaymentMethod | null;
  /** The amount of the last credited deposit (kuruş). */
  lastAmount: number | null;
  /** What the player's deposit limits still leave (kuruş); null without a deposit limit. */
  allowance: number | null;
  /** Quick amounts within the method's range (kuruş). */
  presets: number[];
  /** The amount as typed. */
  amountText: string;
  /** The amount that passed the rules (kuruş). */
  amount: number | null;
  /** A rule's message id, or the platform's refusal, shown beside the amount until it changes. */
  amountError: string | null;
  /** The key of the current attempt, kept for a retry after a failure without an answer. */
  idempotencyKey: string | null;
  outcome: DepositOutcome | null;
  /** The deposit's last known state (a QR code's payment, looked at again). */
  transaction: CashTransaction | null;
  /** The live stream was open at the news port's last word: a QR code's payment is not polled. */
  live: boolean;
}

export type QuickDepositEvent =
  | { type: 'quickDeposit.retry' }
  | { type: 'quickDeposit.changeAmount'; text: string }
  | { type: 'quickDeposit.choosePreset'; amount: number }
  | { type: 'quickDeposit.pay' }
  | { type: 'quickDeposit.openCashier' }
  | { type: 'quickDeposit.again' }
  | { type: 'quickDeposit.close' }
  /** The app's news: a deposit or withdrawal of the player's was made or changed status. */
  | TransactionChanged
  | CashierStream;
