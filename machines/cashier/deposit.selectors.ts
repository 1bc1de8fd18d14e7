import type { SnapshotFrom } from 'xstate';
import type { CashField } from '../shared/finance.ts';
import { bonusChoices, type BonusChoice } from './deposit-bonus.ts';
import { draftOf, type DepositDraft, type DraftStep } from './deposit-draft.ts';
import { presetsAllowed } from './deposit-context-reads.ts';
import { paymentUrlOf, qrOf } from './deposit-outcome.ts';
import { depositRange, limitStop } from './deposit-rules.ts';
import type { depositMachine } from './deposit.machine.ts';

type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

/** What the page shows; one screen per state of the wizard region (submitting shows review). */
export type DepositScreen =
  | 'loading'
  | 'loadFailed'
  | 'limitChoice'
  | 'method'
  | 'presets'
  | 'amount'
  | 'details'
  | 'bonus'
  | 'review'
  | 'redirecting'
  | 'qr'
  | 'verifying'
  | 'checking'
  | 'checkFailed'
  | 'pending'
  | 'completed'
  | 'rejected'
  | 'expired';

const SCREENS: Array<[value: string, screen: DepositScreen]> = [
  ['starting', 'loading'],
  ['loadingMethods', 'loading'],
  ['awaitingLimits', 'loading'],
  ['methodsFailed', 'loadFailed'],
  ['choosingLimit', 'limitChoice'],
  ['choosingMethod', 'method'],
  ['loadingPresets', 'presets'],
  ['amount', 'amount'],
  ['details', 'details'],
  ['choosingBonus', 'bonus'],
  ['review', 'review'],
  ['submitting', 'review'],
  ['redirecting', 'redirecting'],
  ['showingQr', 'qr'],
  ['verifyingExpiry', 'verifying'],
  ['checkingTransaction', 'checking'],
  ['checkFailed', 'checkFailed'],
  ['pending', 'pending'],
  ['completed', 'completed'],
  ['rejected', 'rejected'],
  ['expired', 'expired'],
];

export function selectScreen(s: DepositSnapshot): DepositScreen {
  for (const [value, screen] of SCREENS) {
    if (s.matches({ wizard: value } as never)) return screen;
  }
  return 'loading';
}

/** The wizard's input steps: the draft's, and the bonus choice before review. */
export type DepositStep = DraftStep | 'bonus';

const STEP_OF: Partial<Record<DepositScreen, DepositStep>> = {
  method: 'method',
  presets: 'amount',
  amount: 'amount',
  details: 'details',
  bonus: 'bonus',
  review: 'review',
};

/** The input steps of the chosen method (no details step when it asks for nothing). */
export function selectSteps(s: DepositSnapshot): DepositStep[] {
  const fields = s.context.method?.fields.length ?? 1;
  return fields > 0
    ? ['method', 'amount', 'details', 'bonus', 'review']
    : ['method', 'amount', 'bonus', 'review'];
}

/**
 * What the wizard's panel draws: the screen and the step progress ('Adım 2/4'). They change
 * together, so the panel is drawn from one value.
 */
export interface DepositPanelView {
  screen: DepositScreen;
  /** The input step the player is on, or null outside the input steps. */
  step: DepositStep | null;
  /** The step's place among the method's steps (1-based), and how many there are. */
  stepNumber: number;
  stepCount: number;
}

export function selectPanel(s: DepositSnapshot): DepositPanelView {
  const screen = selectScreen(s);
  const step = STEP_OF[screen] ?? null;
  const steps = selectSteps(s);
  return {
    screen,
    step,
    stepNumber: step === null ? 0 : steps.indexOf(step) + 1,
    stepCount: steps.length,
  };
}

export const samePanel = (a: DepositPanelView, b: DepositPanelView) =>
  a.screen === b.screen && a.stepNumber === b.stepNumber && a.stepCount === b.stepCount;

/** A call the player waits for ('Lütfen Bekleyiniz...' while submitting). */
export const selectIsBusy = (s: DepositSnapshot) => s.hasTag('busy');
export const selectIsSubmitting = (s: DepositSnapshot) => s.matches({ wizard: 'submitting' });

export const selectMethods = (s: DepositSnapshot) => s.context.methods;
export const selectMethod = (s: DepositSnapshot) => s.context.method;
export const selectSelectedMethodID = (s: DepositSnapshot) => s.context.method?.id ?? null;
/** The hearts take a toggle (not while one is being saved, only on the list). */
export const selectCanToggleFavorite = (s: DepositSnapshot) => {
  const first = s.context.methods[0];
  return first !== undefined && s.can({ type: 'deposit.toggleFavorite', methodID: first.id });
};
export const selectFavoriteSaving = (s: DepositSnapshot) =>
  s.context.favoriteChange?.methodID ?? null;

/** The quick amounts the method offers and the player's deposit limits allow. */
export const selectPresets = (s: DepositSnapshot) => presetsAllowed(s.context);
/** What the player's deposit limits still allow (kuruş), or null without a limit. */
export const selectAllowance = (s: DepositSnapshot) => s.context.allowance;
/** The amounts the step takes: the method's range, its top lowered to what the limits leave. */
export const selectAmountRange = (s: DepositSnapshot) =>
  s.context.method ? depositRange(s.context.method, s.context.allowance) : null;
/** The limits leave no amount this method takes: the step says so instead of asking for one. */
export const selectLimitStop = (s: DepositSnapshot) =>
  s.context.method ? limitStop(s.context.method, s.context.allowance) : null;
/** The answer to the deposit limit offered is on its way to the platform. */
export const selectIsSavingLimit = (s: DepositSnapshot) =>
  s.matches({ wizard: { choosingLimit: 'saving' } }) ||
  s.matches({ wizard: { choosingLimit: 'declining' } });
/** Why the platform did not take the answer (server message or message id), or null. */
export const selectLimitError = (s: DepositSnapshot) => s.context.limitError;
export const selectIsLoadingPresets = (s: DepositSnapshot) =>
  s.matches({ wizard: 'loadingPresets' });
export const selectAmountText = (s: DepositSnapshot) => s.context.amountText;
/** Message id of the amount's rule that failed (V.amount, V.amountRange), or null. */
export const selectAmountError = (s: DepositSnapshot) => s.context.amountError;
/** The amount that passed the rules (kuruş). */
export const selectAmount = (s: DepositSnapshot) => s.context.amount;
export const selectCanSubmitAmount = (s: DepositSnapshot) =>
  s.can({ type: 'deposit.submitAmount' });

export const selectCanSubmitDetails = (s: DepositSnapshot) =>
  s.can({ type: 'deposit.submitDetails' });
export const selectFieldNames = (s: DepositSnapshot): CashField[] => s.context.method?.fields ?? [];
export const selectFieldValues = (s: DepositSnapshot) => s.context.fieldValues;
export const selectFieldErrors = (s: DepositSnapshot) => s.context.fieldErrors;
/** The fields as they passed the rules (what review shows and the deposit sends). */
export const selectFields = (s: DepositSnapshot) => s.context.fields;
/** Where a bank or cep transfer goes: the operator's receiving account. */
export const selectReceiver = (s: DepositSnapshot) => s.context.method?.receiver ?? null;

export const selectCanGoBack = (s: DepositSnapshot) => s.can({ type: 'deposit.back' });
export const selectCanConfirm = (s: DepositSnapshot) => s.can({ type: 'deposit.confirm' });
/** Review after a submission that got no answer: confirming retries with the same key. */
export const selectIsRetry = (s: DepositSnapshot) =>
  s.matches({ wizard: 'review' }) && s.context.idempotencyKey !== null;
export const selectCanRetry = (s: DepositSnapshot) => s.can({ type: 'deposit.retry' });
export const selectCanRestart = (s: DepositSnapshot) => s.can({ type: 'deposit.restart' });

/** The QR code to show and when it expires, while it is shown. */
export const selectQr = (s: DepositSnapshot) => qrOf(s.context.outcome);
/** The provider's page, while the page is being left for it. */
export const selectPaymentUrl = (s: DepositSnapshot) => paymentUrlOf(s.context.outcome);
export const selectTransactionID = (s: DepositSnapshot) => s.context.transactionID;
/** The deposit's last known state (status, amount, reason). */
export const selectTransaction = (s: DepositSnapshot) => s.context.transaction;
/** The credited amount: the transaction's, else the amount sent (kuruş). */
export const selectCompletedAmount = (s: DepositSnapshot) =>
  s.context.transaction?.amount ?? s.context.amount;
/** Why the deposit could not be looked at (server message or message id). */
export const selectError = (s: DepositSnapshot) => s.context.error;

/**
 * What local storage keeps for a reload: the validated input while the player is in the input
 * steps, the draft still to restore while the methods load, null once the deposit is made or
 * followed (nothing to come back to).
 */
export function selectDraft(s: DepositSnapshot): DepositDraft | null {
  const screen = selectScreen(s);
  if (screen === 'loading' || screen === 'loadFailed') return s.context.draft;
  const step = STEP_OF[screen];
  if (!step) return null;
  return draftOf({
    owner: s.context.owner,
    // The bonus is not kept: a reload on its step comes back to it through review's draft.
    step: step === 'bonus' ? 'review' : step,
    method: s.context.method,
    amount: s.context.amount,
    fields: s.context.fields,
  });
}

/** The offers read beside the wizard: loading, ready, redeeming a code, or unavailable. */
export function selectOffersStatus(s: DepositSnapshot) {
  if (s.matches({ offers: 'loading' })) return 'loading' as const;
  if (s.matches({ offers: 'unavailable' })) return 'unavailable' as const;
  if (s.matches({ offers: 'redeeming' })) return 'redeeming' as const;
  return 'ready' as const;
}

/** The deposit offers that fit the amount and method, each with its bonus; welcome first. */
export const selectBonusChoices = (s: DepositSnapshot): BonusChoice[] =>
  bonusChoices(s.context.offers, s.context.method, s.context.amount);

export const selectBonusOfferID = (s: DepositSnapshot) => s.context.bonusOfferID;

/** The chosen offer and what it gives for this deposit, or null for no bonus. */
export const selectChosenBonus = (s: DepositSnapshot): BonusChoice | null =>
  selectBonusChoices(s).find(({ offer }) => offer.offerID === s.context.bonusOfferID) ?? null;

/** The chosen offer stopped fitting the amount or method and was dropped. */
export const selectBonusDropped = (s: DepositSnapshot) => s.context.bonusDropped;
export const selectPromoCode = (s: DepositSnapshot) => s.context.promoCode;
/** Why the code was refused (server message or message id), or null. */
export const selectPromoError = (s: DepositSnapshot) => s.context.promoError;
export const selectPromoNotice = (s: DepositSnapshot) => s.context.promoNotice;
export const selectCanRedeem = (s: DepositSnapshot) => s.can({ type: 'deposit.redeemCode' });
export const selectCanSubmitBonus = (s: DepositSnapshot) => s.can({ type: 'deposit.submitBonus' });
