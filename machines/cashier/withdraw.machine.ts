import { and, assertEvent, assign, emit, fromPromise, sendTo, setup, stateIn } from 'xstate';
import type {
  BankAccount,
  CashierSummary,
  CashTransaction,
  PaymentMethod,
  WithdrawRequest,
} from '../shared/finance.ts';
import type { Reauthentication } from '../auth/reauthentication.ts';
import { stepUpMachine, type StepUpOutput } from '../auth/step-up.machine.ts';
import { isUnansweredFailure } from '../shared/api-errors.ts';
import { now } from '../shared/clock.ts';
import { parseLira } from '../shared/money.ts';
import { notProvided } from '../shared/not-provided.ts';
import { isNewAccount } from '../shared/step-up.ts';
import { bankAccountsMachine } from './bank-accounts.machine.ts';
import { sortMethods, withFavorite } from './methods.ts';
import type { WithdrawDraft } from './withdraw-draft.ts';
import {
  amountError,
  codeError,
  destinationError,
  destinationOf,
  failureMessageOf,
  isStepUpRefusal,
  kurusError,
  newIdempotencyKey,
  noteError,
  validityDateError,
  WITHDRAW_MESSAGES,
  WITHDRAW_SUBMIT_TIMEOUT_MS,
} from './withdraw-rules.ts';
import { withdrawalsMachine } from './withdrawals.machine.ts';

/** What the wizard reads first, in parallel: withdraw methods, cashier summary, bank accounts. */
export interface WithdrawData {
  methods: PaymentMethod[];
  summary: CashierSummary;
  accounts: BankAccount[];
}

export interface WithdrawInput {
  /** A half-finished withdrawal of this player from before a reload. */
  draft?: WithdrawDraft | null;
}

export interface WithdrawContext {
  methods: PaymentMethod[];
  summary: CashierSummary | null;
  accounts: BankAccount[];
  methodID: number | null;
  bankAccountID: number | null;
  /** The wallet number or crypto address of such methods (never stored for a reload). */
  destination: string | null;
  /** Kuruş. */
  amount: number | null;
  /** YYYY-MM-DD. */
  validityDate: string | null;
  note: string | null;
  /** The authenticator code, when asked for: never stored, dropped after the submission. */
  code: string | null;
  /**
   * The platform asked a step-up of this payout although the account looked older to this
   * device (the clocks disagree): every attempt to it takes the step-up.
   */
  stepUpAsked: boolean;
  /** Why the platform refused the last step-up (a wrong password or code), shown in it. */
  stepUpError: string | null;
  /** The key of the current attempt: made on confirm, kept for a retry of an unanswered call. */
  idempotencyKey: string | null;
  /** The withdrawal as the platform recorded it. */
  transaction: CashTransaction | null;
  /** Why the last submission failed (server message or message id), shown on the review. */
  failure: string | null;
  /** The favourite flag being saved; on failure it is put back. */
  favorite: { methodID: number; favorite: boolean } | null;
  /** The player ticked that withdrawing forfeits the active bonus (rule 'forfeit'). */
  bonusForfeitAccepted: boolean;
}

export type WithdrawEvent =
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.selectMethod'; methodID: number }
  | { type: 'withdraw.toggleFavorite'; methodID: number }
  | { type: 'withdraw.selectAccount'; bankAccountID: number }
  | { type: 'withdraw.addAccount' }
  | { type: 'withdraw.submitDestination'; value: string }
  /** The amount as the player typed it, in lira. */
  | { type: 'withdraw.submitAmount'; amount: string }
  | { type: 'withdraw.submitValidityDate'; date: string }
  | { type: 'withdraw.submitNote'; note: string }
  | { type: 'withdraw.submitCode'; code: string }
  | { type: 'withdraw.acceptBonusForfeit'; accepted: boolean }
  | { type: 'withdraw.submitBonusForfeit' }
  | { type: 'withdraw.back' }
  | { type: 'withdraw.confirm' }
  /** After a withdrawal: start another one. */
  | { type: 'withdraw.restart' };

export type WithdrawEmitted =
  | { type: 'wallet.refresh' }
  /** Spec §8: the failure as a negative notice for NOTICE_FINANCE_FAILURE_MS. */
  | { type: 'notice.failure'; message: string }
  | { type: 'notice.success'; message: string };

const EMPTY_INPUT = {
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

const withdrawableOf = (context: WithdrawContext) => context.summary?.withdrawable ?? 0;
const bonusRuleOf = (context: WithdrawContext) => context.summary?.bonus?.rule ?? null;
const today = () => new Date(now());
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** The draft's values that still hold against what was loaded; the rest is asked again. */
function restoredInput(context: WithdrawContext): Partial<WithdrawContext> {
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

type SubmitEvent = WithdrawEvent | { type: 'xstate.done.actor.stepUp'; output: StepUpOutput };

/** The password and code a confirmed step-up hands the call it precedes (never the context). */
const stepUpOf = (event: SubmitEvent): Reauthentication | null =>
  event.type === 'xstate.done.actor.stepUp' && event.output.outcome === 'confirmed'
    ? event.output.reauthentication
    : null;

/**
 * processTransaction's withdraw request; only entered with every step's value set. After a
 * step-up it carries its password and code, else the authenticator's code when it is on.
 */
function requestOf(context: WithdrawContext, stepUp: Reauthentication | null): WithdrawRequest {
  const field = destinationOf(methodOf(context));
  return {
    methodID: context.methodID as number,
    amount: context.amount as number,
    idempotencyKey: context.idempotencyKey as string,
    ...(field === 'bankAccountID' ? { bankAccountID: context.bankAccountID as number } : {}),
    ...(field === 'walletNumber' ? { walletNumber: context.destination as string } : {}),
    ...(field === 'cryptoAddress' ? { cryptoAddress: context.destination as string } : {}),
    validityDate: context.validityDate as string,
    note: (context.note ?? '').trim(),
    ...(stepUp ??
      (context.summary?.authenticatorRequired ? { ga_code: context.code as string } : {})),
    ...(bonusRuleOf(context) === 'forfeit'
      ? { acceptBonusForfeit: context.bonusForfeitAccepted }
      : {}),
  };
}

/**
 * The withdraw wizard (spec §2, §3 withdrawal form, §5, §7 prepayServices processTransaction, §8):
 * methods, cashier summary and bank accounts are read in parallel; then method → account (a saved
 * account, or one added by the bank account machine run as a child; a wallet number or crypto
 * address for such methods) → amount (the method's range and at most the withdrawable balance)
 * → identity card validity date → optional note → authenticator code when the player has it on
 * → review → submitting ('Lütfen Bekleyiniz...') → submitted (pending: the amount is held, and
 * the cashier summary is read again). A payout to a bank account added or changed within 24
 * hours takes the step-up (`stepUp`, action 'withdrawal') after the review instead of the code
 * step: the password and the code of the player's second factor go from its end to that one
 * call, never into context or the draft; a refusal at the password or code, or the platform
 * asking for the step-up, starts it again with why, and cancelling it returns to the review.
 * An active bonus comes first: under the 'forfeit' rule the player accepts that withdrawing
 * forfeits it before any step; under 'block' there is no form until the wagering is done.
 * Every step's value passes its shared rule before the wizard moves on. Confirming makes one
 * idempotency key per attempt; a call the platform did not answer (offline, timeout) keeps it,
 * so trying again cannot pay twice. A failure emits its message as a negative notice and returns
 * to the review. A draft from before a reload is checked against what was loaded and the wizard
 * re-enters the first step still missing. Favourite hearts save alongside, never blocking a
 * step, and are put back when the platform refuses. The player's withdrawals list runs as a child
 * that is refreshed after every withdrawal.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as WithdrawInput | undefined,
    emitted: {} as WithdrawEmitted,
    children: {} as {
      withdrawals: 'withdrawals';
      addBankAccount: 'addBankAccount';
      stepUp: 'stepUp';
    },
  },
  actors: {
    loadWithdrawData: fromPromise<WithdrawData>(notProvided('loadWithdrawData')),
    loadSummary: fromPromise<CashierSummary>(notProvided('loadSummary')),
    setFavoriteMethod: fromPromise<void, { methodID: number; favorite: boolean }>(
      notProvided('setFavoriteMethod'),
    ),
    submitWithdraw: fromPromise<CashTransaction, WithdrawRequest>(notProvided('submitWithdraw')),
    withdrawals: withdrawalsMachine,
    addBankAccount: bankAccountsMachine,
    stepUp: stepUpMachine,
  },
  delays: {
    submitTimeout: WITHDRAW_SUBMIT_TIMEOUT_MS,
  },
  guards: {
    isKnownMethod: ({ context, event }) =>
      (event.type === 'withdraw.selectMethod' || event.type === 'withdraw.toggleFavorite') &&
      context.methods.some((method) => method.id === event.methodID),
    isKnownAccount: ({ context, event }) =>
      event.type === 'withdraw.selectAccount' &&
      context.accounts.some((account) => account.bankAccountID === event.bankAccountID),
    chosenMethodHasDestination: ({ context, event }) =>
      event.type === 'withdraw.selectMethod' &&
      destinationOf(context.methods.find((method) => method.id === event.methodID)) !== null,
    needsBankAccount: ({ context }) => destinationOf(methodOf(context)) === 'bankAccountID',
    hasDestination: ({ context }) => destinationOf(methodOf(context)) !== null,
    destinationValid: ({ context, event }) => {
      const field = destinationOf(methodOf(context));
      return (
        event.type === 'withdraw.submitDestination' &&
        field !== null &&
        field !== 'bankAccountID' &&
        destinationError(field, event.value) === null
      );
    },
    amountValid: ({ context, event }) => {
      const method = methodOf(context);
      return (
        event.type === 'withdraw.submitAmount' &&
        method !== null &&
        amountError(event.amount, method, withdrawableOf(context)) === null
      );
    },
    validityDateValid: ({ event }) =>
      event.type === 'withdraw.submitValidityDate' && validityDateError(event.date, today) === null,
    noteValid: ({ event }) =>
      event.type === 'withdraw.submitNote' && noteError(event.note) === null,
    codeValid: ({ event }) =>
      event.type === 'withdraw.submitCode' && codeError(event.code) === null,
    // The step-up asks the authenticator's code itself.
    codeRequired: ({ context }) =>
      context.summary?.authenticatorRequired === true && !takesStepUp(context),
    stepUpRequired: ({ context }) => takesStepUp(context),
    stepUpConfirmed: (_, output: StepUpOutput) => output.outcome === 'confirmed',
    isStepUpRefusal: ({ context }, error: unknown) => isStepUpRefusal(error, takesStepUp(context)),
    bonusBlocks: ({ context }) => bonusRuleOf(context) === 'block',
    forfeitUnaccepted: ({ context }) =>
      bonusRuleOf(context) === 'forfeit' && !context.bonusForfeitAccepted,
    forfeitAccepted: ({ context }) => context.bonusForfeitAccepted,
    accountAdded: (_, account: BankAccount | null) => account !== null,
    isUnanswered: (_, error: unknown) => isUnansweredFailure(error),
    // Where a restored draft (or a fresh start) re-enters the wizard.
    lacksMethod: ({ context }) => methodOf(context) === null,
    lacksAccount: ({ context }) => {
      const field = destinationOf(methodOf(context));
      if (field === null) return false;
      return field === 'bankAccountID'
        ? context.bankAccountID === null
        : context.destination === null;
    },
    lacksAmount: ({ context }) => context.amount === null,
    lacksValidityDate: ({ context }) => context.validityDate === null,
    lacksNote: ({ context }) => context.note === null,
  },
  actions: {
    storeData: assign((_, data: WithdrawData) => ({
      methods: sortMethods(data.methods),
      summary: data.summary,
      accounts: data.accounts,
    })),
    restoreDraft: assign(({ context }) => restoredInput(context)),
    sendPolicy: sendTo('withdrawals', ({ context }) => ({
      type: 'withdrawals.policy' as const,
      canCancelWithdrawal: context.summary?.canCancelWithdrawal ?? false,
    })),
    chooseMethod: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.selectMethod');
      if (event.methodID === context.methodID) return {};
      // Another method pays elsewhere: its destination is asked again.
      return {
        methodID: event.methodID,
        bankAccountID: null,
        destination: null,
        stepUpAsked: false,
      };
    }),
    chooseAccount: assign(({ event }) => {
      assertEvent(event, 'withdraw.selectAccount');
      return { bankAccountID: event.bankAccountID, stepUpAsked: false };
    }),
    storeAddedAccount: assign(({ context }, account: BankAccount) => ({
      accounts: [
        account,
        ...context.accounts.filter((a) => a.bankAccountID !== account.bankAccountID),
      ],
      bankAccountID: account.bankAccountID,
      stepUpAsked: false,
    })),
    storeDestination: assign(({ event }) => {
      assertEvent(event, 'withdraw.submitDestination');
      return { destination: event.value.trim() };
    }),
    storeAmount: assign(({ event }) => {
      assertEvent(event, 'withdraw.submitAmount');
      return { amount: parseLira(event.amount) };
    }),
    storeValidityDate: assign(({ event }) => {
      assertEvent(event, 'withdraw.submitValidityDate');
      return { validityDate: event.date };
    }),
    storeNote: assign(({ event }) => {
      assertEvent(event, 'withdraw.submitNote');
      return { note: event.note.trim() };
    }),
    acceptBonusForfeit: assign(({ event }) => {
      assertEvent(event, 'withdraw.acceptBonusForfeit');
      return { bonusForfeitAccepted: event.accepted };
    }),
    storeCode: assign(({ event }) => {
      assertEvent(event, 'withdraw.submitCode');
      return { code: event.code };
    }),
    // One key per attempt; a retry after an unanswered call repeats the attempt, and its key.
    ensureKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
      failure: null,
      stepUpError: null,
    })),
    // Going back to change something makes the next confirm a new attempt.
    dropKey: assign({ idempotencyKey: null, failure: null }),
    storeFailure: assign((_, failure: string) => ({ failure })),
    // The platform refused the step-up (and gave the key back): it is asked again, with why.
    refuseStepUp: assign((_, error: string) => ({ stepUpError: error, stepUpAsked: true })),
    dropStepUpError: assign({ stepUpError: null }),
    dropKeyAfterRefusal: assign({ idempotencyKey: null }),
    notifyFailure: emit((_, message: string) => ({ type: 'notice.failure' as const, message })),
    announce: emit((_, message: string) => ({ type: 'notice.success' as const, message })),
    // The figures read before are wrong now: none is shown until they are read again.
    storeTransaction: assign((_, transaction: CashTransaction) => ({
      ...EMPTY_INPUT,
      transaction,
      summary: null,
    })),
    storeSummary: assign((_, summary: CashierSummary) => ({ summary })),
    refreshBalance: emit({ type: 'wallet.refresh' as const }),
    refreshWithdrawals: sendTo('withdrawals', { type: 'withdrawals.refresh' as const }),
    startOver: assign({ ...EMPTY_INPUT, transaction: null }),
    applyFavorite: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.toggleFavorite');
      const method = context.methods.find((entry) => entry.id === event.methodID);
      const favorite = !method?.isFavorite;
      return {
        methods: withFavorite(context.methods, event.methodID, favorite),
        favorite: { methodID: event.methodID, favorite },
      };
    }),
    endFavorite: assign({ favorite: null }),
    revertFavorite: assign(({ context }) => ({
      methods: context.favorite
        ? withFavorite(context.methods, context.favorite.methodID, !context.favorite.favorite)
        : context.methods,
      favorite: null,
    })),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => {
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
  },
  // Children are named by id (the inspector shows withdraw → withdrawals, addBankAccount) and
  // reached through the parent's snapshot; the page's root actor carries the systemId.
  invoke: { id: 'withdrawals', src: 'withdrawals' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWithdrawData',
        src: 'loadWithdrawData',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeData', params: ({ event }) => event.output },
            'restoreDraft',
            'sendPolicy',
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'withdraw.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        step: {
          initial: 'restoring',
          states: {
            // Re-enters the first step whose value is missing (all of them on a fresh start).
            restoring: {
              always: [
                { guard: 'bonusBlocks', target: 'bonusBlocked' },
                { guard: 'forfeitUnaccepted', target: 'bonusForfeit' },
                { guard: 'lacksMethod', target: 'method' },
                { guard: 'lacksAccount', target: 'account' },
                { guard: 'lacksAmount', target: 'amount' },
                { guard: 'lacksValidityDate', target: 'validityDate' },
                { guard: 'lacksNote', target: 'note' },
                { guard: 'codeRequired', target: 'code' },
                { target: 'review' },
              ],
            },
            // Withdrawing forfeits the active bonus: the player ticks that before going on.
            bonusForfeit: {
              on: {
                'withdraw.acceptBonusForfeit': { actions: 'acceptBonusForfeit' },
                'withdraw.submitBonusForfeit': { guard: 'forfeitAccepted', target: 'restoring' },
              },
            },
            // No withdrawal until the wagering is done; a retry reads the summary again.
            bonusBlocked: {
              on: { 'withdraw.retry': '#withdraw.loading' },
            },
            method: {
              on: {
                'withdraw.selectMethod': [
                  {
                    guard: and(['isKnownMethod', 'chosenMethodHasDestination']),
                    target: 'account',
                    actions: 'chooseMethod',
                  },
                  { guard: 'isKnownMethod', target: 'amount', actions: 'chooseMethod' },
                ],
              },
            },
            account: {
              initial: 'choosing',
              states: {
                choosing: {
                  always: [
                    { guard: 'needsBankAccount', target: 'bank' },
                    { target: 'destination' },
                  ],
                },
                bank: {
                  on: {
                    'withdraw.selectAccount': {
                      guard: 'isKnownAccount',
                      target: '#withdraw.ready.step.amount',
                      actions: 'chooseAccount',
                    },
                    'withdraw.addAccount': 'adding',
                    'withdraw.back': '#withdraw.ready.step.method',
                  },
                },
                // The form's own cancel ends the child; the wizard hears it and returns to the list.
                adding: {
                  invoke: {
                    id: 'addBankAccount',
                    src: 'addBankAccount',
                    input: { mode: 'add' as const },
                    onDone: [
                      {
                        guard: { type: 'accountAdded', params: ({ event }) => event.output },
                        target: '#withdraw.ready.step.amount',
                        actions: [
                          {
                            type: 'storeAddedAccount',
                            params: ({ event }) => event.output as BankAccount,
                          },
                          { type: 'announce', params: WITHDRAW_MESSAGES.accountAdded },
                        ],
                      },
                      { target: 'bank' },
                    ],
                    onError: 'bank',
                  },
                },
                destination: {
                  on: {
                    'withdraw.submitDestination': {
                      guard: 'destinationValid',
                      target: '#withdraw.ready.step.amount',
                      actions: 'storeDestination',
                    },
                    'withdraw.back': '#withdraw.ready.step.method',
                  },
                },
              },
            },
            amount: {
              on: {
                'withdraw.submitAmount': {
                  guard: 'amountValid',
                  target: 'validityDate',
                  actions: 'storeAmount',
                },
                'withdraw.back': [
                  { guard: 'hasDestination', target: 'account' },
                  { target: 'method' },
                ],
              },
            },
            validityDate: {
              on: {
                'withdraw.submitValidityDate': {
                  guard: 'validityDateValid',
                  target: 'note',
                  actions: 'storeValidityDate',
                },
                'withdraw.back': 'amount',
              },
            },
            note: {
              on: {
                'withdraw.submitNote': [
                  {
                    guard: and(['noteValid', 'codeRequired']),
                    target: 'code',
                    actions: 'storeNote',
                  },
                  { guard: 'noteValid', target: 'review', actions: 'storeNote' },
                ],
                'withdraw.back': 'validityDate',
              },
            },
            code: {
              on: {
                'withdraw.submitCode': {
                  guard: 'codeValid',
                  target: 'review',
                  actions: 'storeCode',
                },
                'withdraw.back': 'note',
              },
            },
            review: {
              on: {
                'withdraw.confirm': [
                  { guard: 'stepUpRequired', target: 'steppingUp', actions: 'ensureKey' },
                  { target: 'submitting', actions: 'ensureKey' },
                ],
                'withdraw.back': [
                  { guard: 'codeRequired', target: 'code', actions: 'dropKey' },
                  { target: 'note', actions: 'dropKey' },
                ],
              },
            },
            // The password and the second factor's code, over the review: they go with this
            // attempt's call only. Cancelling returns to the review.
            steppingUp: {
              invoke: {
                id: 'stepUp',
                src: 'stepUp',
                input: ({ context }) => ({
                  action: 'withdrawal' as const,
                  factor: context.summary?.stepUpFactor ?? null,
                  error: context.stepUpError,
                }),
                onDone: [
                  {
                    guard: { type: 'stepUpConfirmed', params: ({ event }) => event.output },
                    target: 'submitting',
                  },
                  { target: 'review', actions: 'dropStepUpError' },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submitWithdraw',
                src: 'submitWithdraw',
                input: ({ context, event }) => requestOf(context, stepUpOf(event as SubmitEvent)),
                onDone: {
                  target: 'submitted',
                  actions: [
                    { type: 'storeTransaction', params: ({ event }) => event.output },
                    'refreshBalance',
                    'refreshWithdrawals',
                  ],
                },
                onError: [
                  {
                    // A wrong password or code, or a step-up the platform asks for: asked again.
                    guard: { type: 'isStepUpRefusal', params: errorOf },
                    target: 'steppingUp',
                    actions: {
                      type: 'refuseStepUp',
                      params: ({ event }) => failureMessageOf(event.error),
                    },
                  },
                  {
                    // Not answered: the platform may have it; a retry sends the same key.
                    guard: { type: 'isUnanswered', params: errorOf },
                    target: 'review',
                    actions: [
                      {
                        type: 'storeFailure',
                        params: ({ event }) => failureMessageOf(event.error),
                      },
                      {
                        type: 'notifyFailure',
                        params: ({ event }) => failureMessageOf(event.error),
                      },
                    ],
                  },
                  {
                    target: 'review',
                    actions: [
                      'dropKeyAfterRefusal',
                      {
                        type: 'storeFailure',
                        params: ({ event }) => failureMessageOf(event.error),
                      },
                      {
                        type: 'notifyFailure',
                        params: ({ event }) => failureMessageOf(event.error),
                      },
                    ],
                  },
                ],
              },
              after: {
                submitTimeout: {
                  target: 'review',
                  actions: [
                    { type: 'storeFailure', params: WITHDRAW_MESSAGES.timeout },
                    { type: 'notifyFailure', params: WITHDRAW_MESSAGES.timeout },
                  ],
                },
              },
            },
            submitted: {
              initial: 'readingSummary',
              states: {
                readingSummary: {
                  invoke: {
                    id: 'loadSummary',
                    src: 'loadSummary',
                    onDone: {
                      target: 'summaryRead',
                      actions: { type: 'storeSummary', params: ({ event }) => event.output },
                    },
                    // The header has the balance; the page's figures wait for a new withdrawal.
                    onError: 'summaryRead',
                  },
                },
                summaryRead: {},
              },
              on: {
                'withdraw.restart': { target: '#withdraw.loading', actions: 'startOver' },
              },
            },
          },
        },
        favorite: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                // The hearts are on the method step; the saving goes on while the player moves on.
                'withdraw.toggleFavorite': {
                  guard: and(['isKnownMethod', stateIn('#withdraw.ready.step.method')]),
                  target: 'saving',
                  actions: 'applyFavorite',
                },
              },
            },
            saving: {
              invoke: {
                id: 'setFavoriteMethod',
                src: 'setFavoriteMethod',
                // saving is entered only through applyFavorite, which sets the change.
                input: ({ context }) => context.favorite as { methodID: number; favorite: boolean },
                onDone: { target: 'idle', actions: 'endFavorite' },
                onError: { target: 'idle', actions: 'revertFavorite' },
              },
            },
          },
        },
      },
    },
  },
});
