import { ValidationError } from 'yup';
import {
  TRANSACTION_STATUS,
  type CashField,
  type CashTransaction,
  type DepositRequest,
  type PaymentMethod,
} from '../shared/finance.ts';
import { isWithinRange, parseLira } from '../shared/money.ts';
import { amountSchema, methodFieldsSchema } from '../shared/validation/finance-schemas.ts';

/**
 * The deposit wizard's pure rules: what the machine's guards and actions decide with. Amounts
 * are kuruş; validation messages are message ids (V.*), the same the server answers with.
 */

/** What the player typed per field of the method (raw), or the values that passed the rules. */
export type FieldValues = Partial<Record<CashField, string>>;
/** Message id per field that failed its rule. */
export type FieldErrors = Partial<Record<CashField, string>>;

/** How often a QR payment or a deposit back from the provider's page is looked at again. */
export const DEPOSIT_POLL_MS = 3000;
/** How long a deposit back from the provider's page is watched before it is shown as pending. */
export const DEPOSIT_CHECK_LIMIT_MS = 2 * 60 * 1000;

/** The message id of a failure the player is not told more about (spec §8 'Process Failed'). */
export const PROCESS_FAILED = 'cashier.processFailed';

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/** What a passed check leaves in context: the amount, and no message. */
export const amountAccepted = (check: AmountCheck) =>
  check.ok ? { amount: check.amount, amountError: null } : {};

/** What a refused check leaves in context: the rule's message, beside the field. */
export const amountRejected = (check: AmountCheck) =>
  check.ok ? {} : { amountError: check.error };

/**
 * Spec §5: the typed lira parsed (parseLira) and checked against the method's range with the
 * shared amountSchema. Empty → V.amount, unreadable → V.amount, outside the range → V.amountRange.
 */
export function checkAmount(text: string, range: { min: number; max: number }): AmountCheck {
  const parsed = parseLira(text);
  const value = parsed ?? (text.trim() === '' ? undefined : Number.NaN);
  try {
    return { ok: true, amount: amountSchema(range).validateSync(value) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/** Message ids of the deposit's own rules (src/i18n translates them). */
export const DEPOSIT_MESSAGES = {
  /** More than the player's deposit limits still leave. */
  overAllowance: 'cashier.deposit.overAllowance',
} as const;

type Range = { min: number; max: number };

/**
 * The amounts a deposit by `method` may take now: the method's range, its top lowered to what
 * the player's deposit limits still leave (`allowance`; null without a limit, or not known).
 */
export function depositRange(method: Range, allowance: number | null): Range {
  if (allowance === null) return { min: method.min, max: method.max };
  return { min: method.min, max: Math.min(method.max, Math.max(0, allowance)) };
}

/**
 * Why no amount can be taken by `method`: the limits leave nothing ('reached'), or less than the
 * method's minimum. Null while some amount fits.
 */
export type LimitStop = { kind: 'reached' } | { kind: 'belowMinimum'; left: number; min: number };

export function limitStop(method: Range, allowance: number | null): LimitStop | null {
  if (allowance === null || allowance >= method.min) return null;
  return allowance <= 0
    ? { kind: 'reached' }
    : { kind: 'belowMinimum', left: allowance, min: method.min };
}

/**
 * checkAmount against the method's range, then against the player's deposit limits: an amount
 * above what they leave is refused at the amount step, before anything is sent (the platform
 * refuses it too).
 */
export function checkDepositAmount(
  text: string,
  method: Range,
  allowance: number | null,
): AmountCheck {
  const check = checkAmount(text, method);
  if (check.ok && allowance !== null && check.amount > allowance) {
    return { ok: false, error: DEPOSIT_MESSAGES.overAllowance };
  }
  return check;
}

export type FieldsCheck = { ok: true; fields: FieldValues } | { ok: false; errors: FieldErrors };

/**
 * The method's own fields checked with the shared methodFieldsSchema (trimmed, phones
 * normalised). Values of fields the method does not ask for are dropped.
 */
export function checkFields(values: FieldValues, fields: readonly CashField[]): FieldsCheck {
  const asked = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
  try {
    const cast = methodFieldsSchema(fields).validateSync(asked, { abortEarly: false }) as Record<
      string,
      unknown
    >;
    return {
      ok: true,
      fields: Object.fromEntries(fields.map((field) => [field, String(cast[field])])),
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path as CashField | undefined;
      if (field && errors[field] === undefined) errors[field] = inner.message;
    }
    return { ok: false, errors };
  }
}

/** Quick amounts (envoy getDepositAmounts) the method accepts: whole kuruş in range, once each, ascending. */
export function presetsWithin(amounts: readonly number[], range: { min: number; max: number }) {
  const kept = amounts.filter((amount) => isWithinRange(amount, range));
  return [...new Set(kept)].sort((a, b) => a - b);
}

export type TransactionPhase = 'completed' | 'closed' | 'open';

/** A deposit is credited (completed), over without money (rejected, expired, cancelled) or still open. */
export function transactionPhase(
  transaction: Pick<CashTransaction, 'transaction_status'>,
): TransactionPhase {
  switch (transaction.transaction_status) {
    case TRANSACTION_STATUS.completed:
      return 'completed';
    case TRANSACTION_STATUS.rejected:
    case TRANSACTION_STATUS.expired:
    case TRANSACTION_STATUS.cancelled:
      return 'closed';
    default:
      return 'open';
  }
}

/**
 * One key per attempt (a v4 UUID): the server answers a repeated key with the first answer.
 * randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The deposit call of the reviewed input. */
export function depositRequest(
  method: PaymentMethod,
  amount: number,
  fields: FieldValues,
  idempotencyKey: string,
  bonusOfferID: number | null = null,
): DepositRequest {
  const own = Object.fromEntries(method.fields.map((field) => [field, fields[field]]));
  const bonus = bonusOfferID === null ? {} : { bonusOfferID };
  return { ...own, methodID: method.id, amount, idempotencyKey, ...bonus };
}

export interface SubmissionFailure {
  /** The server's message, or PROCESS_FAILED when there was no answer to show. */
  message: string;
  /**
   * Whether the attempt's key is kept for a retry: only an answer of the server ('refused') says
   * the deposit was not made; after anything else (no answer, HTTP 5xx) it may have been, and
   * the same key makes a retry answer the first one instead of depositing twice.
   */
  keepKey: boolean;
}

export function submissionFailure(error: unknown): SubmissionFailure {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;
  const message = error instanceof Error ? error.message.trim() : '';
  const answered = kind === 'refused';
  return {
    message: (answered || kind === undefined) && message !== '' ? message : PROCESS_FAILED,
    keepKey: !answered,
  };
}

/** A refused lookup's message (e.g. 'Kayıt Bulunamadı'), else PROCESS_FAILED. */
export function lookupFailure(error: unknown): string {
  return submissionFailure(error).message;
}

function messageOf(error: unknown): string {
  return error instanceof ValidationError ? error.message : PROCESS_FAILED;
}

/** /deposit?transaction={id} as the provider's page returns it: a positive whole id, else null. */
export function transactionIDFromSearch(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,14}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Whole seconds left until `expiresAt` (ISO), never below 0; 0 for an unreadable date. */
export function secondsLeft(expiresAt: string, at: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - at) / 1000));
}

/** '4:05': minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader is told of a countdown: whole minutes while more than a minute is left,
 * then 60, 30 and 10 seconds, so the announcement changes a few times, not every second.
 */
export function announcedSeconds(seconds: number): number {
  if (seconds <= 0) return 0;
  if (seconds > 60) return Math.ceil(seconds / 60) * 60;
  if (seconds > 30) return 60;
  if (seconds > 10) return 30;
  return 10;
}
