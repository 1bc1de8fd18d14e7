import type { InboxApi } from '../ports.ts';
import { assign, setup } from 'xstate';
import type { UnreadCount } from '../shared/history.ts';
import { notProvidedPort } from '../shared/not-provided.ts';

/** How often the header's count is read again while a player is signed in. */
export const UNREAD_REFRESH_MS = 60_000;

/** The system id other actors send `unread.refresh` to. */
export const UNREAD_SYSTEM_ID = 'unreadCount';

export interface UnreadCountContext {
  /** Null until the first answer after sign-in. */
  count: UnreadCount | null;
}

export type UnreadCountEvent =
  /** The app actor signed a player in (or found a stored session). */
  | { type: 'app.signedIn' }
  | { type: 'app.signedOut' }
  /** Something changed what is unread: items were marked read, or money moved. */
  | { type: 'unread.refresh' };

/**
 * The signed-in player's unread notifications and messages for the header's bell (crm
 * unread_count), app-wide. It follows the app actor: read at sign-in, forgotten at sign-out,
 * read again every minute and at once when told to refresh. A failed read keeps the last count.
 */
export const unreadCountMachine = setup({
  types: {
    context: {} as UnreadCountContext,
    events: {} as UnreadCountEvent,
  },
  actors: {
    loadUnreadCount: notProvidedPort<InboxApi['unreadCount']>('unreadCount.loadUnreadCount'),
  },
  delays: { unreadRefresh: UNREAD_REFRESH_MS },
  actions: {
    forget: assign({ count: null }),
    setCount: assign((_, count: UnreadCount) => ({ count })),
  },
}).createMachine({
  id: 'unreadCount',
  context: { count: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'forget',
      on: { 'app.signedIn': 'signedIn' },
    },
    signedIn: {
      initial: 'loading',
      on: {
        'app.signedOut': 'signedOut',
        'unread.refresh': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadUnreadCount',
            src: 'loadUnreadCount',
            onDone: {
              target: 'waiting',
              actions: { type: 'setCount', params: ({ event }) => event.output },
            },
            onError: 'waiting',
          },
        },
        waiting: {
          after: { unreadRefresh: 'loading' },
        },
      },
    },
  },
});
