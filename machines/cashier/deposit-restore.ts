import { amountSchema } from '../shared/validation/finance-schemas.ts';
import type { PaymentMethod } from '../shared/finance.ts';
import { DRAFT_STEPS, type DepositDraft, type DraftStep } from './deposit-draft.ts';
import { checkFields, depositRange, type FieldValues } from './deposit-rules.ts';

export interface RestoredDraft {
  method: PaymentMethod;
  /** The step to re-enter: the one kept, or an earlier one if its input no longer passes. */
  step: DraftStep;
  amount: number | null;
  fields: FieldValues | null;
}

/**
 * A kept draft against the methods as they are now: its method must still be offered, its
 * amount within the method's current range and what the player's deposit limits leave
 * (`allowance`), its fields valid for the method's current fields. The step is the one kept,
 * but never beyond the first one whose input fails.
 */
export function restoreDraft(
  draft: DepositDraft | null,
  methods: readonly PaymentMethod[],
  owner: string,
  allowance: number | null = null,
): RestoredDraft | null {
  if (draft === null || draft.owner !== owner) return null;
  const method = methods.find((candidate) => candidate.id === draft.methodID);
  if (!method) return null;
  const amount =
    draft.amount !== null && amountSchema(depositRange(method, allowance)).isValidSync(draft.amount)
      ? draft.amount
      : null;
  let fields: FieldValues | null = null;
  if (method.fields.length === 0) fields = {};
  else if (draft.fields !== null) {
    const check = checkFields(draft.fields, method.fields);
    fields = check.ok ? check.fields : null;
  }
  const furthest: DraftStep = amount === null ? 'amount' : fields === null ? 'details' : 'review';
  let step = DRAFT_STEPS[Math.min(DRAFT_STEPS.indexOf(draft.step), DRAFT_STEPS.indexOf(furthest))]!;
  // A method that no longer asks for anything has no details step.
  if (step === 'details' && method.fields.length === 0) step = 'amount';
  return { method, step, amount, fields: method.fields.length > 0 ? fields : null };
}
