import type { SnapshotFrom } from 'xstate';
import { presetsAllowed } from './deposit-context-reads.ts';
import { paymentUrlOf, qrOf } from './deposit-outcome.ts';
import { depositRange, limitStop } from './deposit-rules.ts';
import { paysInPlace } from './quick-deposit-rules.ts';
import type { quickDepositMachine } from './quick-deposit.machine.ts';

type QuickDepositSnapshot = SnapshotFrom<typeof quickDepositMachine>;

/** What the panel shows; one screen per state (submitting shows the amount, busy). */
export type QuickDepositScreen =
  | 'loading'
  | 'loadFailed'
  | 'nothingRemembered'
  | 'limitChoiceDue'
  | 'amount'
  | 'redirecting'
  | 'qr'
  | 'verifying'
  | 'pending'
  | 'completed'
  | 'rejected'
  | 'expired'
  | 'closed';

const SCREENS: Array<[value: string, screen: QuickDepositScreen]> = [
  ['loading', 'loading'],
  ['loadFailed', 'loadFailed'],
  ['nothingRemembered', 'nothingRemembered'],
  ['limitChoiceDue', 'limitChoiceDue'],
  ['loadingPresets', 'amount'],
  ['ready', 'amount'],
  ['submitting', 'amount'],
  ['redirecting', 'redirecting'],
  ['showingQr', 'qr'],
  ['verifyingExpiry', 'verifying'],
  ['pending', 'pending'],
  ['completed', 'completed'],
  ['rejected', 'rejected'],
  ['expired', 'expired'],
  ['closed', 'closed'],
];

export function selectScreen(s: QuickDepositSnapshot): QuickDepositScreen {
  for (const [value, screen] of SCREENS) {
    if (s.matches(value as never)) return screen;
  }
  return 'loading';
}

/** The panel is open until the player closes it or moves on to the full wizard. */
export const selectIsOpen = (s: QuickDepositSnapshot) => s.status !== 'done';
export const selectCanClose = (s: QuickDepositSnapshot) => s.can({ type: 'quickDeposit.close' });
export const selectIsSubmitting = (s: QuickDepositSnapshot) => s.matches('submitting');

export const selectMethod = (s: QuickDepositSnapshot) => s.context.method;
export const selectLastAmount = (s: QuickDepositSnapshot) => s.context.lastAmount;
/** One press pays here; otherwise the press continues in the full wizard. */
export const selectPaysInPlace = (s: QuickDepositSnapshot) =>
  s.context.method !== null && paysInPlace(s.context.method);

export const selectAmountText = (s: QuickDepositSnapshot) => s.context.amountText;
/** A rule's message id, or the platform's refusal, beside the amount. */
export const selectAmountError = (s: QuickDepositSnapshot) => s.context.amountError;
/** What the player's deposit limits still leave (kuruş), or null without a limit. */
export const selectAllowance = (s: QuickDepositSnapshot) => s.context.allowance;
/** The amounts the panel takes: the method's range, its top lowered to what the limits leave. */
export const selectAmountRange = (s: QuickDepositSnapshot) =>
  s.context.method ? depositRange(s.context.method, s.context.allowance) : null;
/** The limits leave no amount the method takes: the panel says so instead of asking for one. */
export const selectLimitStop = (s: QuickDepositSnapshot) =>
  s.context.method ? limitStop(s.context.method, s.context.allowance) : null;
/** The quick amounts the method offers and the limits allow. */
export const selectPresets = (s: QuickDepositSnapshot) => presetsAllowed(s.context);
export const selectIsLoadingPresets = (s: QuickDepositSnapshot) => s.matches('loadingPresets');
export const selectCanPay = (s: QuickDepositSnapshot) => s.can({ type: 'quickDeposit.pay' });
export const selectCanOpenCashier = (s: QuickDepositSnapshot) =>
  s.can({ type: 'quickDeposit.openCashier' });
export const selectCanAgain = (s: QuickDepositSnapshot) => s.can({ type: 'quickDeposit.again' });

/** The QR code to show and when it expires, while it is shown. */
export const selectQr = (s: QuickDepositSnapshot) => qrOf(s.context.outcome);
/** The provider's page, while the site is being left for it. */
export const selectPaymentUrl = (s: QuickDepositSnapshot) => paymentUrlOf(s.context.outcome);
export const selectTransactionID = (s: QuickDepositSnapshot) =>
  s.context.outcome?.transactionID ?? null;
export const selectTransaction = (s: QuickDepositSnapshot) => s.context.transaction;
/** The credited amount: the transaction's, else the amount sent (kuruş). */
export const selectCompletedAmount = (s: QuickDepositSnapshot) =>
  s.context.transaction?.amount ?? s.context.amount;
