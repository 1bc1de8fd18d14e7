import { CASH_FIELDS, type CashField, type PaymentMethod } from '../shared/finance.ts';
import type { FieldValues } from './deposit-rules.ts';

/**
 * A deposit wizard left half-way, as local storage keeps it for a reload: only input that passed
 * the rules (the method, the amount, the method's fields), never a code, a key or a timer.
 * Versioned: a draft of another shape is dropped, not migrated. This file stays free of yup:
 * the storage validator runs in the boot chunk; restoring is deposit-restore.ts.
 */
export const DEPOSIT_DRAFT_VERSION = 1;

/** The wizard's input steps, in order. */
export const DRAFT_STEPS = ['method', 'amount', 'details', 'review'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

export interface DepositDraft {
  version: typeof DEPOSIT_DRAFT_VERSION;
  /** The signed-in player's uid: a draft of another player on this browser is ignored. */
  owner: string;
  methodID: number;
  /** The step the player was on. */
  step: DraftStep;
  /** Kuruş, within the method's range when it was kept. */
  amount: number | null;
  /** The method's fields as they passed methodFieldsSchema. */
  fields: FieldValues | null;
}

const FIELD_MAX_LENGTH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCashField = (key: string): key is CashField =>
  (CASH_FIELDS as readonly string[]).includes(key);

function isFieldValues(value: unknown): value is FieldValues {
  return (
    isRecord(value) &&
    Object.entries(value).every(
      ([key, text]) =>
        isCashField(key) && typeof text === 'string' && text.length <= FIELD_MAX_LENGTH,
    )
  );
}

/** The storage validator of `depositDraft`: the exact shape of this version, nothing else. */
export function isDepositDraft(value: unknown): value is DepositDraft {
  return (
    isRecord(value) &&
    value.version === DEPOSIT_DRAFT_VERSION &&
    typeof value.owner === 'string' &&
    value.owner !== '' &&
    Number.isSafeInteger(value.methodID) &&
    (value.methodID as number) > 0 &&
    (DRAFT_STEPS as readonly unknown[]).includes(value.step) &&
    (value.amount === null ||
      (Number.isSafeInteger(value.amount) && (value.amount as number) >= 0)) &&
    (value.fields === null || isFieldValues(value.fields))
  );
}

/** The draft of the wizard's input, or null when no method is chosen yet. */
export function draftOf(input: {
  owner: string;
  step: DraftStep;
  method: PaymentMethod | null;
  amount: number | null;
  fields: FieldValues | null;
}): DepositDraft | null {
  if (input.method === null || input.owner === '') return null;
  return {
    version: DEPOSIT_DRAFT_VERSION,
    owner: input.owner,
    methodID: input.method.id,
    step: input.step,
    amount: input.amount,
    fields: input.method.fields.length > 0 ? input.fields : null,
  };
}

/**
 * The wizard with a method and an amount already chosen (the quick deposit hands over a method
 * that needs a provider's page or more details): /deposit?method={id}&amount={kuruş}.
 */
export const depositWithChoice = (methodID: number, amount: number) =>
  `/deposit?method=${methodID}&amount=${amount}`;

const wholeNumber = (value: string | null) =>
  value !== null && /^[1-9]\d{0,14}$/.test(value.trim()) ? Number(value.trim()) : null;

/**
 * depositWithChoice's address as a draft at review: restoring it stops at the first step whose
 * input is still missing (the method's details, or the bonus). Null without a method.
 */
export function draftFromSearch(
  owner: string,
  method: string | null,
  amount: string | null,
): DepositDraft | null {
  const methodID = wholeNumber(method);
  if (methodID === null || owner === '') return null;
  return {
    version: DEPOSIT_DRAFT_VERSION,
    owner,
    methodID,
    step: 'review',
    amount: wholeNumber(amount),
    fields: null,
  };
}
