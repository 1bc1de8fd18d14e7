import type {
  BankAccount,
  CashierSummary,
  CashTransaction,
  PaymentMethod,
} from '../shared/finance.ts';
import type { WithdrawDraft } from './withdraw-draft.ts';

/** What the wizard reads first, in parallel: withdraw methods, cashier summary, bank accounts. */
export interface WithdrawData {
  methods: PaymentMethod[];
  summary: CashierSummary;
  accounts: BankAccount[];
}

export interface WithdrawInput {
  /** A half-finished withdrawal of this player from before a reload. */
  draft?: WithdrawDraft | null;
}

export interface WithdrawContext {
  methods: PaymentMethod[];
  summary: CashierSummary | null;
  accounts: BankAccount[];
  methodID: number | null;
  bankAccountID: number | null;
  /** The wallet number or crypto address of such methods (never stored for a reload). */
  destination: string | null;
  /** Kuruş. */
  amount: number | null;
  /** YYYY-MM-DD. */
  validityDate: string | null;
  note: string | null;
  /** The authenticator code, when asked for: never stored, dropped after the submission. */
  code: string | null;
  /**
   * The platform asked a step-up of this payout although the account looked older to this
   * device (the clocks disagree): every attempt to it takes the step-up.
   */
  stepUpAsked: boolean;
  /** Why the platform refused the last step-up (a wrong password or code), shown in it. */
  stepUpError: string | null;
  /** The key of the current attempt: made on confirm, kept for a retry of an unanswered call. */
  idempotencyKey: string | null;
  /** The withdrawal as the platform recorded it. */
  transaction: CashTransaction | null;
  /** Why the last submission failed (server message or message id), shown on the review. */
  failure: string | null;
  /** The favourite flag being saved; on failure it is put back. */
  favorite: { methodID: number; favorite: boolean } | null;
  /** The player ticked that withdrawing forfeits the active bonus (rule 'forfeit'). */
  bonusForfeitAccepted: boolean;
}

export type WithdrawEvent =
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.selectMethod'; methodID: number }
  | { type: 'withdraw.toggleFavorite'; methodID: number }
  | { type: 'withdraw.selectAccount'; bankAccountID: number }
  | { type: 'withdraw.addAccount' }
  | { type: 'withdraw.submitDestination'; value: string }
  /** The amount as the player typed it, in lira. */
  | { type: 'withdraw.submitAmount'; amount: string }
  | { type: 'withdraw.submitValidityDate'; date: string }
  | { type: 'withdraw.submitNote'; note: string }
  | { type: 'withdraw.submitCode'; code: string }
  | { type: 'withdraw.acceptBonusForfeit'; accepted: boolean }
  | { type: 'withdraw.submitBonusForfeit' }
  | { type: 'withdraw.back' }
  | { type: 'withdraw.confirm' }
  /** After a withdrawal: start another one. */
  | { type: 'withdraw.restart' };

/** What XState hands the machine's guards and assign bodies. */
export interface WithdrawArgs {
  context: WithdrawContext;
  event: WithdrawEvent;
}
