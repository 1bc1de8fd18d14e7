import type { BonusOffer } from '../shared/bonus.ts';
import type { TransactionChanged } from '../shared/live.ts';
import type {
  CashField,
  CashTransaction,
  DepositOutcome,
  PaymentMethod,
} from '../shared/finance.ts';
import type { DepositLimitChoice } from '../shared/validation/limit-choice-form.ts';
import type { PromoNotice } from './deposit-bonus.ts';
import type { DepositDraft } from './deposit-draft.ts';
import type { FieldErrors, FieldValues } from './deposit-rules.ts';
import type { CashierStream } from './deposit-stream.ts';

export interface DepositInput {
  /** The signed-in player's uid: drafts are kept per player. */
  owner: string;
  /** /deposit?transaction={id}: back from the payment provider's page, follow that deposit. */
  transactionID: number | null;
  /** A wizard left half-way (local storage), restored once the methods are known. */
  draft: DepositDraft | null;
  /** /deposit?bonus={offerID}: the offer the bonus area linked to, chosen once it fits. */
  bonusOfferID?: number | null;
}

export interface FavoriteChange {
  methodID: number;
  favorite: boolean;
}

export interface DepositContext {
  owner: string;
  /** The draft still to restore; null once the methods are loaded. */
  draft: DepositDraft | null;
  /** Deposit methods: highlighted, then favourites, then the platform's order. */
  methods: PaymentMethod[];
  method: PaymentMethod | null;
  /** Quick amounts within the method's range (kuruş). */
  presets: number[];
  /** The method the presets were read for. */
  presetsFor: number | null;
  /** The amount as typed. */
  amountText: string;
  /** The last amount that passed the rules (kuruş). */
  amount: number | null;
  amountError: string | null;
  /** The method's fields as typed. */
  fieldValues: FieldValues;
  /** The method's fields as they last passed the rules. */
  fields: FieldValues | null;
  fieldErrors: FieldErrors;
  /** The key of the current attempt: made when review is confirmed, kept for a retry. */
  idempotencyKey: string | null;
  outcome: DepositOutcome | null;
  /** The deposit being followed (an outcome's, or the one the provider returned with). */
  transactionID: number | null;
  /** Its last known state. */
  transaction: CashTransaction | null;
  /** Why the deposit could not be looked at (server message or message id). */
  error: string | null;
  /** The favourite being saved. */
  favoriteChange: FavoriteChange | null;
  /** The player's offers; null until loaded (or when they could not be). */
  offers: BonusOffer[] | null;
  /** The chosen deposit offer; null for no bonus. */
  bonusOfferID: number | null;
  /** The chosen offer no longer fitted the amount or method and was dropped. */
  bonusDropped: boolean;
  /** The promo code as typed. */
  promoCode: string;
  /** Why the code was refused (server message or message id). */
  promoError: string | null;
  promoNotice: PromoNotice | null;
  /** What the player's deposit limits still allow (kuruş); null: no limit, or not known. */
  allowance: number | null;
  /** The player must set a deposit limit or choose "no limit now" before the first step. */
  limitChoiceDue: boolean;
  /** Why the platform did not take that answer (server message or message id). */
  limitError: string | null;
  /** The live stream was open at the news port's last word: a watched deposit is not polled. */
  live: boolean;
}

/** The player's deposit limits as the wizard reads them (ProtectionApi.session). */
export interface DepositAllowance {
  /** What may still be deposited under the lowest deposit limit; null: no deposit limit. */
  left: number | null;
  /**
   * No deposit limit and no recent answer to the offer of one (UKGC RTS 12: before the first
   * deposit, and again a while after "no limit now"): the player answers before any step.
   */
  choiceDue: boolean;
}

export type DepositEvent =
  | { type: 'deposit.retry' }
  | { type: 'deposit.selectMethod'; methodID: number }
  | { type: 'deposit.toggleFavorite'; methodID: number }
  | { type: 'deposit.changeAmount'; text: string }
  | { type: 'deposit.choosePreset'; amount: number }
  | { type: 'deposit.submitAmount' }
  | { type: 'deposit.changeField'; field: CashField; value: string }
  | { type: 'deposit.submitDetails' }
  | { type: 'deposit.chooseBonus'; offerID: number | null }
  | { type: 'deposit.changePromoCode'; text: string }
  | { type: 'deposit.redeemCode' }
  | { type: 'deposit.submitBonus' }
  | { type: 'deposit.back' }
  | { type: 'deposit.confirm' }
  | { type: 'deposit.restart' }
  /** The answer to the deposit limit offered: a limit in kuruş, or null for "no limit now". */
  | { type: 'deposit.chooseLimit'; limit: DepositLimitChoice }
  /** The app's news: a deposit or withdrawal of the player's was made or changed status. */
  | TransactionChanged
  | CashierStream;
