import { bonusChoices } from './deposit-bonus.ts';
import { restoreDraft } from './deposit-restore.ts';
import { checkDepositAmount } from './deposit-rules.ts';
import type { DepositContext } from './deposit-types.ts';

/** The wizard's own fields as a new deposit starts them. */
export const FRESH = {
  draft: null,
  method: null,
  presets: [],
  presetsFor: null,
  amountText: '',
  amount: null,
  amountError: null,
  fieldValues: {},
  fields: null,
  fieldErrors: {},
  idempotencyKey: null,
  outcome: null,
  transactionID: null,
  transaction: null,
  error: null,
  bonusOfferID: null,
  bonusDropped: false,
  promoCode: '',
  promoError: null,
  promoNotice: null,
} satisfies Partial<DepositContext>;

/** Where a draft leads once the methods are loaded ('presets' is the amount step, presets first). */
export type RestoreTarget = 'review' | 'details' | 'presets' | 'amount';

export function restoreTarget(context: DepositContext): RestoreTarget | null {
  const restored = restoreDraft(context.draft, context.methods, context.owner, context.allowance);
  if (!restored || restored.step === 'method') return null;
  if (restored.step === 'amount' && restored.method.bankcode) return 'presets';
  return restored.step;
}

export const needsPresets = (context: DepositContext) =>
  Boolean(context.method?.bankcode) && context.presetsFor !== context.method?.id;

export const methodOf = (context: DepositContext) => {
  // Every step after choosingMethod is entered with a method.
  if (!context.method) throw new Error('deposit: no method chosen');
  return context.method;
};

/** The typed amount against the method's range and what the player's deposit limits leave. */
export const amountCheck = (context: DepositContext) =>
  checkDepositAmount(context.amountText, methodOf(context), context.allowance);

/** The quick amounts the player's deposit limits allow: never one above what is left. */
export const presetsAllowed = (context: Pick<DepositContext, 'presets' | 'allowance'>) =>
  context.allowance === null
    ? context.presets
    : context.presets.filter((amount) => amount <= context.allowance!);

const choicesOf = (context: DepositContext) =>
  bonusChoices(context.offers, context.method, context.amount);

export const fits = (context: DepositContext, offerID: number) =>
  choicesOf(context).some(({ offer }) => offer.offerID === offerID);
