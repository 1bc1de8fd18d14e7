import { and, assign, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { errorOf } from '../shared/api-errors.ts';
import { noticeRequest } from '../shared/navigation.ts';
import type { FinanceApi } from '../ports.ts';
import { stepUpMachine } from '../auth/step-up.machine.ts';
import type { BankAccount } from '../shared/finance.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { bankAccountsMachine } from './bank-accounts.machine.ts';
import { withdrawAssignments as change } from './withdraw-assignments.ts';
import { EMPTY_INPUT, initialContext } from './withdraw-context.ts';
import { withdrawGuards } from './withdraw-guards.ts';
import { requestOf, stepUpOf, type SubmitEvent } from './withdraw-request.ts';
import {
  failureMessageOf,
  WITHDRAW_MESSAGES,
  WITHDRAW_SUBMIT_TIMEOUT_MS,
} from './withdraw-rules.ts';
import type {
  WithdrawContext,
  WithdrawData,
  WithdrawEvent,
  WithdrawInput,
} from './withdraw-types.ts';
import { withdrawalsMachine } from './withdrawals.machine.ts';
import { stepUpStep } from '../auth/step-up-step.ts';

/**
 * The withdraw wizard (spec §2, §3 withdrawal form, §5, §7 prepayServices processTransaction, §8):
 * methods, cashier summary and bank accounts are read in parallel; then method → account (a saved
 * account, or one added by the bank account machine run as a child; a wallet number or crypto
 * address for such methods) → amount (the method's range and at most the withdrawable balance)
 * → identity card validity date → optional note → authenticator code when the player has it on
 * → review → submitting ('Lütfen Bekleyiniz...') → submitted (pending: the amount is held, and
 * the cashier summary is read again). A payout to a bank account added or changed within 24
 * hours takes the step-up (`stepUp`, action 'withdrawal') after the review instead of the code
 * step: the player's passkey, else the password and the code of their second factor, go from
 * its end to that one call, never into context or the draft; a refusal at the password, code or
 * passkey, or the platform asking for the step-up, starts it again with why, and cancelling it
 * returns to the review.
 * An active bonus comes first: under the 'forfeit' rule the player accepts that withdrawing
 * forfeits it before any step; under 'block' there is no form until the wagering is done.
 * Every step's value passes its shared rule before the wizard moves on. Confirming makes one
 * idempotency key per attempt; a call the platform did not answer (offline, timeout) keeps it,
 * so trying again cannot pay twice. A failure sends its message as a negative notice and returns
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
    children: {} as {
      withdrawals: 'withdrawals';
      addBankAccount: 'addBankAccount';
      stepUp: 'stepUp';
    },
  },
  actors: {
    loadWithdrawData: fromPromise<WithdrawData>(notProvided('loadWithdrawData')),
    loadSummary: notProvidedPort<FinanceApi['summary']>('loadSummary'),
    setFavoriteMethod: fromPromise<void, { methodID: number; favorite: boolean }>(
      notProvided('setFavoriteMethod'),
    ),
    submitWithdraw: notProvidedPort<FinanceApi['withdraw']>('submitWithdraw'),
    withdrawals: withdrawalsMachine,
    addBankAccount: bankAccountsMachine,
    stepUp: stepUpMachine,
  },
  delays: {
    submitTimeout: WITHDRAW_SUBMIT_TIMEOUT_MS,
  },
  guards: withdrawGuards,
  actions: {
    storeData: assign(change.storeData),
    restoreDraft: assign(change.restoreDraft),
    sendPolicy: sendTo('withdrawals', ({ context }) => ({
      type: 'withdrawals.policy' as const,
      canCancelWithdrawal: context.summary?.canCancelWithdrawal ?? false,
    })),
    chooseMethod: assign(change.chooseMethod),
    chooseAccount: assign(change.chooseAccount),
    storeAddedAccount: assign(change.storeAddedAccount),
    storeDestination: assign(change.storeDestination),
    storeAmount: assign(change.storeAmount),
    storeValidityDate: assign(change.storeValidityDate),
    storeNote: assign(change.storeNote),
    acceptBonusForfeit: assign(change.acceptBonusForfeit),
    storeCode: assign(change.storeCode),
    ensureKey: assign(change.ensureKey),
    // Going back to change something makes the next confirm a new attempt.
    dropKey: assign({ idempotencyKey: null, failure: null }),
    storeFailure: assign(change.storeFailure),
    refuseStepUp: assign(change.refuseStepUp),
    dropStepUpError: assign({ stepUpError: null }),
    dropKeyAfterRefusal: assign({ idempotencyKey: null }),
    // Spec §8: a refused withdrawal is a brief negative notice.
    notifyFailure: sendTo(toApp, (_, message: string) =>
      noticeRequest({ id: message, tone: 'failure', brief: true }),
    ),
    announce: sendTo(toApp, (_, message: string) => noticeRequest({ id: message })),
    storeTransaction: assign(change.storeTransaction),
    storeSummary: assign(change.storeSummary),
    refreshBalance: sendTo(toApp, { type: 'wallet.refresh' as const }),
    refreshWithdrawals: sendTo('withdrawals', { type: 'withdrawals.refresh' as const }),
    startOver: assign({ ...EMPTY_INPUT, transaction: null }),
    applyFavorite: assign(change.applyFavorite),
    endFavorite: assign({ favorite: null }),
    revertFavorite: assign(change.revertFavorite),
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => initialContext(input),
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
                ...stepUpStep(
                  { target: 'submitting' },
                  { target: 'review', actions: 'dropStepUpError' },
                ),
                input: ({ context }) => ({
                  action: 'withdrawal' as const,
                  error: context.stepUpError,
                }),
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
