import type { SnapshotFrom } from 'xstate';
import type { CashField } from '../shared/finance.ts';
import { draftOf, type DepositDraft, type DraftStep } from './deposit-draft.ts';
import type { depositMachine } from './deposit.machine.ts';

type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

/** What the page shows; one screen per state of the wizard region (submitting shows review). */
export type DepositScreen =
  | 'loading'
  | 'loadFailed'
  | 'method'
  | 'presets'
  | 'amount'
  | 'details'
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
  ['methodsFailed', 'loadFailed'],
  ['choosingMethod', 'method'],
  ['loadingPresets', 'presets'],
  ['amount', 'amount'],
  ['details', 'details'],
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

const STEP_OF: Partial<Record<DepositScreen, DraftStep>> = {
  method: 'method',
  presets: 'amount',
  amount: 'amount',
  details: 'details',
  review: 'review',
};

/** The input step the player is on, or null outside the input steps. */
export const selectStep = (s: DepositSnapshot): DraftStep | null =>
  STEP_OF[selectScreen(s)] ?? null;

/** The input steps of the chosen method (no details step when it asks for nothing). */
export function selectSteps(s: DepositSnapshot): DraftStep[] {
  const fields = s.context.method?.fields.length ?? 1;
  return fields > 0 ? ['method', 'amount', 'details', 'review'] : ['method', 'amount', 'review'];
}

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

export const selectPresets = (s: DepositSnapshot) => s.context.presets;
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
export const selectQr = (s: DepositSnapshot) =>
  s.context.outcome?.status === 'qr'
    ? { payload: s.context.outcome.qrPayload, expiresAt: s.context.outcome.expiresAt }
    : null;
/** The provider's page, while the page is being left for it. */
export const selectPaymentUrl = (s: DepositSnapshot) =>
  s.context.outcome?.status === 'redirect' ? s.context.outcome.paymentUrl : null;
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
    step,
    method: s.context.method,
    amount: s.context.amount,
    fields: s.context.fields,
  });
}
