import type { CashField, CashTransaction, PaymentMethod } from '../shared/finance.ts';
import { TRANSACTION_STATUS } from '../shared/finance.ts';
import { isUnansweredFailure } from '../shared/api-errors.ts';
import { parseLira } from '../shared/money.ts';
import { otpCodeSchema } from '../shared/validation/account-schemas.ts';
import {
  amountSchema,
  CASH_FIELD_SCHEMAS,
  validityDateSchema,
  withdrawNoteSchema,
} from '../shared/validation/finance-schemas.ts';
import { V } from '../shared/validation/messages.ts';

/** Message ids the withdraw machines hand the views (src/i18n translates them). */
export const WITHDRAW_MESSAGES = {
  /** More than the withdrawable balance of the cashier summary. */
  overWithdrawable: 'cashier.withdraw.overWithdrawable',
  /** Spec §8 'Process Failed': a failure that carries no server message. */
  failed: 'cashier.processFailed',
  /** The platform did not answer in time; trying again sends the same request. */
  timeout: 'cashier.withdraw.timeout',
  /** A pending withdrawal was cancelled and its amount is back in the balance. */
  cancelled: 'cashier.withdraw.cancelled',
  /** Spec §8 success toast, for an account added inside the wizard. */
  accountAdded: 'bankAccounts.added',
} as const;

/** The platform answers a withdrawal this long at most; then it counts as not answered. */
export const WITHDRAW_SUBMIT_TIMEOUT_MS = 30_000;

/** Spec §9: history default limit 10. */
export const WITHDRAWALS_PAGE_SIZE = 10;

/** Where a method pays to, besides the amount: a saved account, a wallet, an address, or nothing. */
export type WithdrawDestination = Extract<
  CashField,
  'bankAccountID' | 'walletNumber' | 'cryptoAddress'
>;
const DESTINATIONS: readonly WithdrawDestination[] = [
  'bankAccountID',
  'walletNumber',
  'cryptoAddress',
];

export function destinationOf(
  method: PaymentMethod | null | undefined,
): WithdrawDestination | null {
  return DESTINATIONS.find((field) => method?.fields.includes(field)) ?? null;
}

/** Spec §5: what may be asked for: the method's range, and never more than is withdrawable. */
export function withdrawRange(
  method: Pick<PaymentMethod, 'min' | 'max'>,
  withdrawable: number,
): { min: number; max: number } {
  return { min: method.min, max: Math.min(method.max, Math.max(0, withdrawable)) };
}

/**
 * The amount the player typed (lira, parsed by parseLira) against the method's range and the
 * withdrawable balance: null when it may be asked for, else the message id to show.
 */
export function amountError(
  text: string,
  method: Pick<PaymentMethod, 'min' | 'max'>,
  withdrawable: number,
): string | null {
  if (text.trim() === '') return V.amount;
  const kurus = parseLira(text);
  if (kurus === null) return V.amount;
  return kurusError(kurus, method, withdrawable);
}

/** Null when the shared rule takes the value, else the message id it refused it with. */
function ruleError(rule: { validateSync: (value: unknown) => unknown }, value: unknown) {
  try {
    rule.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** amountError for an amount already in kuruş (a restored draft). */
export function kurusError(
  kurus: number,
  method: Pick<PaymentMethod, 'min' | 'max'>,
  withdrawable: number,
): string | null {
  return (
    ruleError(amountSchema({ min: method.min, max: method.max }), kurus) ??
    (kurus > withdrawable ? WITHDRAW_MESSAGES.overWithdrawable : null)
  );
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (2027-02-30 and 2027-13-01 do not). */
export function isRealDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The identity card's last validity date (YYYY-MM-DD): required, a real day, not in the past
 * (the shared validityDateSchema); null when valid, else the message id.
 */
export function validityDateError(
  value: string,
  today: () => Date = () => new Date(),
): string | null {
  if (value.trim() === '') return V.validityDate;
  if (!isRealDay(value)) return V.validityDate;
  return ruleError(validityDateSchema(today), value);
}

export function noteError(note: string): string | null {
  return ruleError(withdrawNoteSchema, note);
}

/** A wallet number or crypto address by its shared rule (CASH_FIELD_SCHEMAS). */
export function destinationError(field: WithdrawDestination, value: string): string | null {
  return ruleError(CASH_FIELD_SCHEMAS[field], value);
}

export function codeError(code: string): string | null {
  return ruleError(otpCodeSchema, code);
}

/** Spec §8: the server's message; 'Process Failed' when there is none to show. */
export function failureMessageOf(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (isUnansweredFailure(error) || message === '') return WITHDRAW_MESSAGES.failed;
  return message;
}

/** The field a refusal names in its data ({field: 'password'}), or null. */
function refusedFieldOf(error: unknown): unknown {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  return typeof data === 'object' && data !== null && 'field' in data ? data.field : null;
}

/**
 * A refusal of the step-up, asked again: the platform names the password (missing, wrong, or
 * asked of an account this device thought older) or, in an attempt that took the step-up, the
 * code or the passkey.
 */
export function isStepUpRefusal(error: unknown, steppedUp: boolean): boolean {
  if (isUnansweredFailure(error)) return false;
  const field = refusedFieldOf(error);
  return field === 'password' || (steppedUp && (field === 'ga_code' || field === 'passkey'));
}

/** One key per attempt of a money-moving call (crypto.randomUUID, in browsers and Node). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A pending withdrawal the player may cancel: the transaction's flag, else the operator's. */
export function isCancellable(transaction: CashTransaction, canCancelWithdrawal: boolean): boolean {
  return (
    transaction.transaction_status === TRANSACTION_STATUS.pending &&
    (transaction.cancellable ?? canCancelWithdrawal)
  );
}
