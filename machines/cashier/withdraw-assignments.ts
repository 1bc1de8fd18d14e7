import { assertEvent } from 'xstate';
import type { BankAccount, CashierSummary, CashTransaction } from '../shared/finance.ts';
import { parseLira } from '../shared/money.ts';
import { sortMethods, withFavorite } from './methods.ts';
import { EMPTY_INPUT, restoredInput } from './withdraw-context.ts';
import { newIdempotencyKey } from './withdraw-rules.ts';
import type { WithdrawArgs, WithdrawContext, WithdrawData } from './withdraw-types.ts';

type Change = Partial<WithdrawContext>;

/** The context changes of the withdraw machine's assign actions, by the actions' names. */
export const withdrawAssignments = {
  storeData: (_: unknown, data: WithdrawData): Change => ({
    methods: sortMethods(data.methods),
    summary: data.summary,
    accounts: data.accounts,
  }),
  restoreDraft: ({ context }: WithdrawArgs): Change => restoredInput(context),
  chooseMethod: ({ context, event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.selectMethod');
    if (event.methodID === context.methodID) return {};
    // Another method pays elsewhere: its destination is asked again.
    return {
      methodID: event.methodID,
      bankAccountID: null,
      destination: null,
      stepUpAsked: false,
    };
  },
  chooseAccount: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.selectAccount');
    return { bankAccountID: event.bankAccountID, stepUpAsked: false };
  },
  storeAddedAccount: ({ context }: WithdrawArgs, account: BankAccount): Change => ({
    accounts: [
      account,
      ...context.accounts.filter((a) => a.bankAccountID !== account.bankAccountID),
    ],
    bankAccountID: account.bankAccountID,
    stepUpAsked: false,
  }),
  storeDestination: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.submitDestination');
    return { destination: event.value.trim() };
  },
  storeAmount: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.submitAmount');
    return { amount: parseLira(event.amount) };
  },
  storeValidityDate: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.submitValidityDate');
    return { validityDate: event.date };
  },
  storeNote: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.submitNote');
    return { note: event.note.trim() };
  },
  acceptBonusForfeit: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.acceptBonusForfeit');
    return { bonusForfeitAccepted: event.accepted };
  },
  storeCode: ({ event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.submitCode');
    return { code: event.code };
  },
  // One key per attempt; a retry after an unanswered call repeats the attempt, and its key.
  ensureKey: ({ context }: WithdrawArgs): Change => ({
    idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
    failure: null,
    stepUpError: null,
  }),
  storeFailure: (_: unknown, failure: string): Change => ({ failure }),
  // The platform refused the step-up (and gave the key back): it is asked again, with why.
  refuseStepUp: (_: unknown, error: string): Change => ({
    stepUpError: error,
    stepUpAsked: true,
  }),
  // The figures read before are wrong now: none is shown until they are read again.
  storeTransaction: (_: unknown, transaction: CashTransaction): Change => ({
    ...EMPTY_INPUT,
    transaction,
    summary: null,
  }),
  storeSummary: (_: unknown, summary: CashierSummary): Change => ({ summary }),
  applyFavorite: ({ context, event }: WithdrawArgs): Change => {
    assertEvent(event, 'withdraw.toggleFavorite');
    const method = context.methods.find((entry) => entry.id === event.methodID);
    const favorite = !method?.isFavorite;
    return {
      methods: withFavorite(context.methods, event.methodID, favorite),
      favorite: { methodID: event.methodID, favorite },
    };
  },
  revertFavorite: ({ context }: WithdrawArgs): Change => ({
    methods: context.favorite
      ? withFavorite(context.methods, context.favorite.methodID, !context.favorite.favorite)
      : context.methods,
    favorite: null,
  }),
};
