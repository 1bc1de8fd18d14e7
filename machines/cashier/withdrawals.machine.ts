import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { noticeRequest } from '../shared/navigation.ts';
import type { FinanceApi } from '../ports.ts';
import type { CashTransaction, TransactionPage, TransactionQuery } from '../shared/finance.ts';
import { TRANSACTION_CATEGORY } from '../shared/finance.ts';
import { isUnansweredFailure } from '../shared/api-errors.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { appendPage, hasMore, nextOffset, type PagingRules } from '../shared/paging.ts';
import {
  failureMessageOf,
  isCancellable,
  newIdempotencyKey,
  WITHDRAW_MESSAGES,
  WITHDRAWALS_PAGE_SIZE,
} from './withdraw-rules.ts';

export interface WithdrawalsContext {
  items: CashTransaction[];
  total: number;
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
  | { type: 'withdrawals.retry' }
  | { type: 'withdrawals.showMore' }
  /** Read the list again from the start (a withdrawal was made). */
  | { type: 'withdrawals.refresh' }
  /** The operator's cancel setting, from the cashier summary. */
  | { type: 'withdrawals.policy'; canCancelWithdrawal: boolean }
  | { type: 'withdrawals.cancel'; transactionID: number }
  | { type: 'withdrawals.confirmCancel' }
  | { type: 'withdrawals.keep' };

const pageQuery = (offset: number): TransactionQuery => ({
  limit: WITHDRAWALS_PAGE_SIZE,
  offset,
  searchCategory: TRANSACTION_CATEGORY.withdrawal,
});

const PAGING: PagingRules<CashTransaction> = {
  pageSize: WITHDRAWALS_PAGE_SIZE,
  keyOf: (item) => item.id,
};

const byId = (items: readonly CashTransaction[], id: number) =>
  items.find((item) => item.id === id) ?? null;

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The player's withdrawals on the withdraw page (spec §2 finance history, §7 list_transactions
 * with searchCategory 3, §9 pages of 10, 'show more'). A pending one may be cancelled where the
 * transaction or the operator allows it: after a confirmation, cancel_withdrawal with its own
 * idempotency key (kept for a retry when the platform did not answer); then the list is read
 * again and the balance refreshed (wallet.refresh). The withdraw wizard runs it as a child and
 * sends it the operator's setting and a refresh after every withdrawal.
 */
export const withdrawalsMachine = setup({
  types: {
    context: {} as WithdrawalsContext,
    events: {} as WithdrawalsEvent,
  },
  actors: {
    loadWithdrawals: notProvidedPort<FinanceApi['transactions']>('loadWithdrawals'),
    cancelWithdrawal: fromPromise<CashTransaction, CancelRequest>(notProvided('cancelWithdrawal')),
  },
  guards: {
    hasMore: ({ context }) => hasMore(context.items, context.total),
    isCancellable: ({ context, event }) => {
      if (event.type !== 'withdrawals.cancel') return false;
      const item = byId(context.items, event.transactionID);
      return item !== null && isCancellable(item, context.canCancelWithdrawal);
    },
    isUnanswered: (_, error: unknown) => isUnansweredFailure(error),
  },
  actions: {
    startList: assign({ items: [], total: 0 }),
    addPage: assign(({ context }, page: TransactionPage) =>
      appendPage(context.items, page, PAGING),
    ),
    setPolicy: assign(({ event }) => {
      assertEvent(event, 'withdrawals.policy');
      return { canCancelWithdrawal: event.canCancelWithdrawal };
    }),
    askCancel: assign(({ context, event }) => {
      assertEvent(event, 'withdrawals.cancel');
      return { cancelling: byId(context.items, event.transactionID), cancelError: null };
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
    items: [],
    total: 0,
    canCancelWithdrawal: false,
    cancelling: null,
    cancelKey: null,
    cancelError: null,
  },
  initial: 'loading',
  on: {
    'withdrawals.policy': { actions: 'setPolicy' },
    // A withdrawal was made: read the list again (an open cancel dialog closes; the list it
    // belonged to is gone, and the new one shows what can still be cancelled).
    'withdrawals.refresh': { target: '.loading', reenter: true, actions: 'closeCancel' },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'startList',
      invoke: {
        id: 'loadWithdrawals',
        src: 'loadWithdrawals',
        input: () => pageQuery(0),
        onDone: {
          target: 'loaded',
          actions: { type: 'addPage', params: ({ event }) => event.output },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'withdrawals.retry': 'loading' },
    },
    loaded: {
      on: {
        'withdrawals.showMore': { guard: 'hasMore', target: 'loadingMore' },
        'withdrawals.cancel': {
          guard: 'isCancellable',
          target: 'confirmingCancel',
          actions: 'askCancel',
        },
      },
    },
    loadingMore: {
      tags: ['busy', 'loadingMore'],
      invoke: {
        id: 'loadMoreWithdrawals',
        src: 'loadWithdrawals',
        input: ({ context }) => pageQuery(nextOffset(context.items)),
        onDone: {
          target: 'loaded',
          actions: { type: 'addPage', params: ({ event }) => event.output },
        },
        onError: 'moreFailed',
      },
    },
    // What was loaded stays; 'show more' asks for the next page again.
    moreFailed: {
      on: { 'withdrawals.showMore': 'loadingMore' },
    },
    confirmingCancel: {
      tags: ['dialog'],
      on: {
        'withdrawals.confirmCancel': { target: 'cancelling', actions: 'ensureCancelKey' },
        'withdrawals.keep': { target: 'loaded', actions: 'closeCancel' },
      },
    },
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
          target: 'loading',
          actions: ['closeCancel', 'refreshBalance', 'announceCancelled'],
        },
        onError: [
          {
            guard: { type: 'isUnanswered', params: errorOf },
            target: 'confirmingCancel',
            actions: { type: 'storeCancelError', params: errorOf },
          },
          {
            target: 'confirmingCancel',
            actions: ['dropCancelKey', { type: 'storeCancelError', params: errorOf }],
          },
        ],
      },
    },
  },
});
