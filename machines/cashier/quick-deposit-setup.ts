import {
  and,
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  not,
  sendTo,
  setup,
  stateIn,
  type EventObject,
} from 'xstate';
import type { FinanceApi } from '../ports.ts';
import { toApp } from '../shared/app-system.ts';
import type { CashTransaction, DepositOutcome } from '../shared/finance.ts';
import { kurusToInput } from '../shared/money.ts';
import { noticeRequest } from '../shared/navigation.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { presetsAllowed } from './deposit-context-reads.ts';
import { depositWithChoice } from './deposit-draft.ts';
import { qrWatchDelays } from './deposit-outcome.ts';
import { streamGuards, streamNoted } from './deposit-stream.ts';
import {
  amountAccepted,
  amountRejected,
  checkDepositAmount,
  newIdempotencyKey,
  presetsWithin,
  transactionPhase,
  type SubmissionFailure,
} from './deposit-rules.ts';
import { lastAmountWithin, paysInPlace, rememberedMethod } from './quick-deposit-rules.ts';
import type {
  QuickDepositContext,
  QuickDepositEvent,
  QuickDepositStart,
  QuickDepositStartQuery,
} from './quick-deposit-types.ts';

export const methodOf = (context: QuickDepositContext) => {
  // Every state after loading that reads it is entered with a remembered method.
  if (!context.method) throw new Error('quickDeposit: no method remembered');
  return context.method;
};

const amountCheck = (context: QuickDepositContext) =>
  checkDepositAmount(context.amountText, methodOf(context), context.allowance);

/** The panel's own fields as another deposit starts them (the limits are read again). */
export const FRESH = {
  method: null,
  lastAmount: null,
  presets: [],
  amountText: '',
  amount: null,
  amountError: null,
  idempotencyKey: null,
  outcome: null,
  transaction: null,
} satisfies Partial<QuickDepositContext>;

/** The typed amount or a quick amount: a new attempt, the last message gone. */
const typed = (amountText: string) => ({ amountText, amountError: null, idempotencyKey: null });

/** The quick deposit's types, actors, delays, guards and actions, for its chart to name. */
export const quickDepositSetup = setup({
  types: {
    context: {} as QuickDepositContext,
    events: {} as QuickDepositEvent,
  },
  actors: {
    loadStart: fromPromise<QuickDepositStart, QuickDepositStartQuery>(
      notProvided('quickDeposit.loadStart'),
    ),
    loadPresets: fromPromise<number[], { bankcode: string }>(
      notProvided('quickDeposit.loadPresets'),
    ),
    submitDeposit: notProvidedPort<FinanceApi['deposit']>('quickDeposit.submitDeposit'),
    checkTransaction: fromPromise<CashTransaction, { transactionID: number }>(
      notProvided('quickDeposit.checkTransaction'),
    ),
    // The app's news of the player's cash transactions, and whether its stream is open.
    transactionChanges: fromCallback<EventObject>(notProvided('quickDeposit.transactionChanges')),
  },
  delays: qrWatchDelays,
  guards: {
    limitChoiceDue: (_, start: QuickDepositStart) => start.limitChoiceDue,
    remembersMethod: (_, start: QuickDepositStart) => rememberedMethod(start) !== null,
    hasPresets: (_, start: QuickDepositStart) => Boolean(rememberedMethod(start)?.bankcode),
    isPreset: ({ context, event }) =>
      event.type === 'quickDeposit.choosePreset' && presetsAllowed(context).includes(event.amount),
    amountValid: ({ context }) => amountCheck(context).ok,
    paysInPlace: ({ context }) => paysInPlace(methodOf(context)),
    isPendingOutcome: (_, outcome: DepositOutcome) => outcome.status === 'pending',
    isRedirectOutcome: (_, outcome: DepositOutcome) => outcome.status === 'redirect',
    isCompleted: (_, transaction: CashTransaction) => transactionPhase(transaction) === 'completed',
    isClosed: (_, transaction: CashTransaction) => transactionPhase(transaction) === 'closed',
    isFollowedTransaction: ({ context, event }) =>
      event.type === 'cashier.transactionChanged' &&
      event.transactionID === context.outcome?.transactionID,
    ...streamGuards,
    // While a deposit is being sent, the panel stays: its answer is what the player waits for.
    canClose: not(stateIn('#quickDeposit.submitting')),
  },
  actions: {
    storeStart: assign((_, start: QuickDepositStart) => {
      const method = rememberedMethod(start);
      const amount =
        method && lastAmountWithin(start.last?.amount ?? null, method, start.allowance);
      return {
        method,
        lastAmount: start.last?.amount ?? null,
        allowance: start.allowance,
        amountText: amount ? kurusToInput(amount) : '',
      };
    }),
    storePresets: assign(({ context }, amounts: number[]) => ({
      presets: presetsWithin(amounts, methodOf(context)),
    })),
    changeAmount: assign(({ event }) => {
      assertEvent(event, 'quickDeposit.changeAmount');
      return typed(event.text);
    }),
    choosePreset: assign(({ event }) => {
      assertEvent(event, 'quickDeposit.choosePreset');
      return typed(kurusToInput(event.amount));
    }),
    acceptAmount: assign(({ context }) => amountAccepted(amountCheck(context))),
    // Nothing is sent: the rule's message stays beside the field until the amount changes.
    rejectAmount: assign(({ context }) => amountRejected(amountCheck(context))),
    // One key per attempt; a retry after a failure without an answer sends the same one.
    startAttempt: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
    })),
    storeOutcome: assign((_, outcome: DepositOutcome) => ({ outcome, idempotencyKey: null })),
    // The platform refused (or did not answer): why stays beside the amount.
    endAttempt: assign(({ context }, failure: SubmissionFailure) => ({
      amountError: failure.message,
      idempotencyKey: failure.keepKey ? context.idempotencyKey : null,
    })),
    storeTransaction: assign((_, transaction: CashTransaction) => ({ transaction })),
    noteStream: assign(streamNoted),
    reset: assign(FRESH),
    refreshWallet: sendTo(toApp, { type: 'wallet.refresh' }),
    // Spec §8: a refused deposit is also the brief negative notice.
    announceFailure: sendTo(toApp, (_, failure: SubmissionFailure) =>
      noticeRequest({ id: failure.message, tone: 'failure', brief: true }),
    ),
    // Continue on the payment provider's page.
    redirect: sendTo(toApp, (_, url: string) => ({
      type: 'navigate.page' as const,
      page: { leaveFor: url },
    })),
    // The full wizard, for another method.
    openCashier: sendTo(toApp, { type: 'navigate.page', page: 'deposit', keep: true }),
    // The full wizard with this method and amount, for what this panel cannot ask.
    handOff: sendTo(toApp, ({ context }) => ({
      type: 'navigate.page' as const,
      page: { address: depositWithChoice(methodOf(context).id, context.amount ?? 0) },
      keep: true,
    })),
  },
});

/** The guards a payment takes: a valid amount, by a method paid for in place. */
export const paysNow = and(['amountValid', 'paysInPlace']);
