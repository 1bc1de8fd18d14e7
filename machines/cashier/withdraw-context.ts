import { now } from '../shared/clock.ts';
import { isNewAccount } from '../shared/step-up.ts';
import { destinationOf, kurusError, noteError, validityDateError } from './withdraw-rules.ts';
import type { WithdrawContext, WithdrawInput } from './withdraw-types.ts';

/** The player's input of one withdrawal: cleared after it and on starting over. */
export const EMPTY_INPUT = {
  methodID: null,
  bankAccountID: null,
  destination: null,
  amount: null,
  validityDate: null,
  note: null,
  code: null,
  stepUpAsked: false,
  stepUpError: null,
  idempotencyKey: null,
  failure: null,
  bonusForfeitAccepted: false,
} satisfies Partial<WithdrawContext>;

/** Nothing loaded yet; a draft's values are kept until restoredInput checks them. */
export function initialContext(input: WithdrawInput | undefined): WithdrawContext {
  const draft = input?.draft ?? null;
  return {
    methods: [],
    summary: null,
    accounts: [],
    ...EMPTY_INPUT,
    methodID: draft?.methodID ?? null,
    bankAccountID: draft?.bankAccountID ?? null,
    amount: draft?.amount ?? null,
    validityDate: draft?.validityDate ?? null,
    note: draft?.note ?? null,
    transaction: null,
    favorite: null,
  };
}

export const methodOf = (context: Pick<WithdrawContext, 'methods' | 'methodID'>) =>
  context.methods.find((method) => method.id === context.methodID) ?? null;

/**
 * A payout to a bank account added or changed within 24 hours (by this device's clock), or one
 * the platform asked it of, takes the step-up instead of the authenticator code step.
 */
export function takesStepUp(
  context: Pick<
    WithdrawContext,
    'methods' | 'methodID' | 'accounts' | 'bankAccountID' | 'stepUpAsked'
  >,
): boolean {
  if (destinationOf(methodOf(context)) !== 'bankAccountID') return false;
  const account = context.accounts.find((a) => a.bankAccountID === context.bankAccountID);
  return context.stepUpAsked || (account !== undefined && isNewAccount(account, now()));
}

export const withdrawableOf = (context: WithdrawContext) => context.summary?.withdrawable ?? 0;
export const bonusRuleOf = (context: WithdrawContext) => context.summary?.bonus?.rule ?? null;
export const today = () => new Date(now());

/** The draft's values that still hold against what was loaded; the rest is asked again. */
export function restoredInput(context: WithdrawContext): Partial<WithdrawContext> {
  const method = methodOf(context);
  if (!method) return { ...EMPTY_INPUT };
  const needsAccount = destinationOf(method) === 'bankAccountID';
  const accountKnown = context.accounts.some((a) => a.bankAccountID === context.bankAccountID);
  const { amount, validityDate, note } = context;
  return {
    bankAccountID: needsAccount && accountKnown ? context.bankAccountID : null,
    amount:
      amount !== null && kurusError(amount, method, withdrawableOf(context)) === null
        ? amount
        : null,
    validityDate:
      validityDate !== null && validityDateError(validityDate, today) === null
        ? validityDate
        : null,
    note: note !== null && noteError(note) === null ? note : null,
  };
}
