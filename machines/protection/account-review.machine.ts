import { assign, sendTo, setup } from 'xstate';
import type { ProtectionApi } from '../ports.ts';
import { errorMessageOf, errorOf } from '../shared/api-errors.ts';
import { toApp } from '../shared/app-system.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import type { AccountReview } from '../shared/protection.ts';

export interface AccountReviewInput {
  /** The page the player was going to when the review came up; home when none. */
  returnTo: string | null;
}

export interface AccountReviewContext {
  review: AccountReview | null;
  returnTo: string;
  /** The platform's message (or a message id) of a failed acknowledgement. */
  error: string | null;
}

export type AccountReviewEvent = { type: 'review.retry' } | { type: 'review.acknowledge' };

/** Only a path of this site: the address is led to after the review. */
const isLocalPath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * The periodic account review (UKGC RTS 12): at a sign-in every profile.reviewMonths, the
 * deposits, withdrawals and net result of each month since the last one, with the tools one
 * click away. "I have read it" records the review on the platform, then leads on to where the
 * player was going; a refusal shows the platform's message and may be tried again. A review no
 * longer due (read already, in another tab) leads on without asking again.
 */
export const accountReviewMachine = setup({
  types: {
    context: {} as AccountReviewContext,
    events: {} as AccountReviewEvent,
    input: {} as AccountReviewInput,
  },
  actors: {
    getReview: notProvidedPort<ProtectionApi['review']>('getReview'),
    acknowledgeReview: notProvidedPort<ProtectionApi['acknowledgeReview']>('acknowledgeReview'),
  },
  guards: {
    notDue: ({ context }) => context.review?.due === false,
  },
  actions: {
    storeReview: assign((_, review: AccountReview) => ({ review })),
    showError: assign((_, error: unknown) => ({ error: errorMessageOf(error) })),
    clearError: assign({ error: null }),
    leadOn: sendTo(toApp, ({ context }): NavigationRequest => ({
      type: 'navigate.page',
      page: { address: context.returnTo },
    })),
  },
}).createMachine({
  id: 'accountReview',
  context: ({ input }) => ({
    review: null,
    returnTo: isLocalPath(input.returnTo) ? input.returnTo : '/',
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getReview',
        src: 'getReview',
        onDone: {
          target: 'shown',
          actions: { type: 'storeReview', params: ({ event }) => event.output },
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'review.retry': 'loading' },
    },
    shown: {
      on: {
        'review.acknowledge': [{ guard: 'notDue', target: 'done' }, { target: 'acknowledging' }],
      },
    },
    acknowledging: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'acknowledgeReview',
        src: 'acknowledgeReview',
        onDone: 'done',
        onError: { target: 'failed', actions: { type: 'showError', params: errorOf } },
      },
    },
    // The platform's message stays with the figures; the same button tries again.
    failed: {
      on: { 'review.acknowledge': 'acknowledging' },
    },
    done: {
      type: 'final',
      entry: 'leadOn',
    },
  },
});
