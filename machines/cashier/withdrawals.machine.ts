import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type EventObject,
} from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { noticeRequest } from '../shared/navigation.ts';
import type { FinanceApi } from '../ports.ts';
import type { CashTransaction } from '../shared/finance.ts';
import type { TransactionChanged } from '../shared/live.ts';
import { TRANSACTION_CATEGORY } from '../shared/finance.ts';
import { keyedAttemptGuards } from '../shared/keyed-attempt.ts';
import { cancelFailed, confirmingCancel } from '../shared/keyed-cancel.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { pagedListMachine, providedActor } from '../paging/paged-list.machine.ts';
import {
  failureMessageOf,
  isCancellable,
  newIdempotencyKey,
  WITHDRAW_MESSAGES,
  WITHDRAWALS_PAGE_SIZE,
} from './withdraw-rules.ts';

export interface WithdrawalsContext {
  /** Operator setting (cashier summary): pending withdrawals without their own flag follow it. */
  canCancelWithdrawal: boolean;
  /** The withdrawal the cancel dialog asks about. */
  cancelling: CashTransaction | null;
  /** One per cancel attempt, kept when the platform did not answer so a retry repeats it. */
  cancelKey: string | null;
  /** Why the last cancel failed (server message or message id). */
  cancelError: string | null;
}

export interface CancelRequest {
  transactionID: number;
  idempotencyKey: string;
}

export type WithdrawalsEvent =
  /** Read the list again from the start (a withdrawal was made). */
  | { type: 'withdrawals.refresh' }
  /** The operator's cancel setting, from the cashier summary. */
  | { type: 'withdrawals.policy'; canCancelWithdrawal: boolean }
  /** The cancel button of a withdrawal in the list. */
  | { type: 'withdrawals.cancel'; withdrawal: CashTransaction }
  | { type: 'withdrawals.confirmCancel' }
  | { type: 'withdrawals.keep' }
  /** The app's news: a deposit or withdrawal of the player's was made or changed status. */
  | TransactionChanged;

/** The list's pages: list_transactions of the withdrawal category. */
const LIST = {
  pageSize: WITHDRAWALS_PAGE_SIZE,
  keyOf: (item: CashTransaction) => item.id,
  query: { searchCategory: TRANSACTION_CATEGORY.withdrawal },
};

/**
 * The player's withdrawals on the withdraw page (spec §2 finance history, §7 list_transactions
 * with searchCategory 3, §9 pages of 10, 'show more'), read by its child `list` (the paged list
 * over the provided `loadWithdrawals`). A pending one may be cancelled where the
 * transaction or the operator allows it: after a confirmation, cancel_withdrawal with its own
 * idempotency key (kept for a retry when the platform did not answer); then the list is read
 * again and the balance refreshed (wallet.refresh). The withdraw wizard runs it as a child and
 * sends it the operator's setting and a refresh after every withdrawal; the live stream's news
 * of a withdrawal (the operator's decision, one made elsewhere) reads the list again.
 */
export const withdrawalsMachine = setup({
  types: {
    context: {} as WithdrawalsContext,
    events: {} as WithdrawalsEvent,
    children: {} as { list: 'pagedList' },
  },
  actors: {
    loadWithdrawals: notProvidedPort<FinanceApi['transactions']>('loadWithdrawals'),
    cancelWithdrawal: fromPromise<CashTransaction, CancelRequest>(notProvided('cancelWithdrawal')),
    pagedList: pagedListMachine,
    // The app's news of the player's cash transactions (cashier.transactionChanged).
    transactionChanges: fromCallback<EventObject>(notProvided('withdrawals.transactionChanges')),
  },
  guards: {
    isCancellable: ({ context, event }) =>
      event.type === 'withdrawals.cancel' &&
      isCancellable(event.withdrawal, context.canCancelWithdrawal),
    ...keyedAttemptGuards,
    isWithdrawal: ({ event }) =>
      event.type === 'cashier.transactionChanged' && event.direction === 'withdraw',
  },
  actions: {
    reloadList: sendTo('list', { type: 'list.reload' as const }),
    setPolicy: assign(({ event }) => {
      assertEvent(event, 'withdrawals.policy');
      return { canCancelWithdrawal: event.canCancelWithdrawal };
    }),
    askCancel: assign(({ event }) => {
      assertEvent(event, 'withdrawals.cancel');
      return { cancelling: event.withdrawal, cancelError: null };
    }),
    // A new attempt gets a new key; a repeated one keeps the key of the attempt it repeats.
    ensureCancelKey: assign(({ context }) => ({
      cancelKey: context.cancelKey ?? newIdempotencyKey(),
      cancelError: null,
    })),
    closeCancel: assign({ cancelling: null, cancelKey: null, cancelError: null }),
    storeCancelError: assign((_, error: unknown) => ({ cancelError: failureMessageOf(error) })),
    dropCancelKey: assign({ cancelKey: null }),
    refreshBalance: sendTo(toApp, { type: 'wallet.refresh' as const }),
    announceCancelled: sendTo(toApp, noticeRequest({ id: WITHDRAW_MESSAGES.cancelled })),
  },
}).createMachine({
  id: 'withdrawals',
  context: {
    canCancelWithdrawal: false,
    cancelling: null,
    cancelKey: null,
    cancelError: null,
  },
  invoke: [
    {
      id: 'list',
      src: 'pagedList',
      input: ({ self }) => ({ ...LIST, loadPage: providedActor(self, 'loadWithdrawals') }),
    },
    { id: 'transactionChanges', src: 'transactionChanges' },
  ],
  initial: 'idle',
  on: {
    'withdrawals.policy': { actions: 'setPolicy' },
    // A withdrawal was made: read the list again (an open cancel dialog closes; the list it
    // belonged to is gone, and the new one shows what can still be cancelled).
    'withdrawals.refresh': { target: '.idle', actions: ['closeCancel', 'reloadList'] },
    // Made elsewhere, or decided by the operator: the list shows it; an open dialog stays.
    'cashier.transactionChanged': { guard: 'isWithdrawal', actions: 'reloadList' },
  },
  states: {
    idle: {
      on: {
        'withdrawals.cancel': {
          guard: 'isCancellable',
          target: 'confirmingCancel',
          actions: 'askCancel',
        },
      },
    },
    confirmingCancel: confirmingCancel({
      confirm: 'withdrawals.confirmCancel',
      keep: 'withdrawals.keep',
    }),
    cancelling: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'cancelWithdrawal',
        src: 'cancelWithdrawal',
        // cancelling is entered only from confirmingCancel with a withdrawal and a key set.
        input: ({ context }) => ({
          transactionID: (context.cancelling as CashTransaction).id,
          idempotencyKey: context.cancelKey as string,
        }),
        onDone: {
          target: 'idle',
          actions: ['closeCancel', 'reloadList', 'refreshBalance', 'announceCancelled'],
        },
        onError: cancelFailed,
      },
    },
  },
});
