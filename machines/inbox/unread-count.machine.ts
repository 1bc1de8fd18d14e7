import type { InboxApi } from '../ports.ts';
import { assign, not, setup } from 'xstate';
import type { UnreadCount } from '../shared/history.ts';
import { notProvidedPort } from '../shared/not-provided.ts';

/** How often the header's count is read again while a player is signed in and no stream tells. */
export const UNREAD_REFRESH_MS = 60_000;

/** The system id other actors send `unread.refresh` to. */
export const UNREAD_SYSTEM_ID = 'unreadCount';

export interface UnreadCountContext {
  /** Null until the first answer after sign-in. */
  count: UnreadCount | null;
  /** The player's live stream is open: it tells of what is new, and the minute's read rests. */
  live: boolean;
}

export type UnreadCountEvent =
  /** The app actor signed a player in (or found a stored session). */
  | { type: 'app.signedIn' }
  | { type: 'app.signedOut' }
  /** Something changed what is unread: items were marked read, money moved, news came. */
  | { type: 'unread.refresh' }
  /** The app's live stream opened or went. */
  | { type: 'unread.live'; live: boolean };

/**
 * The signed-in player's unread notifications and messages for the header's bell (crm
 * unread_count), app-wide. It follows the app actor: read at sign-in, forgotten at sign-out, read
 * at once when told to refresh (the live stream's news among it), and every minute while no live
 * stream is open. A failed read keeps the last count.
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
    forget: assign({ count: null, live: false }),
    setCount: assign((_, count: UnreadCount) => ({ count })),
    setLive: assign(({ event }) => (event.type === 'unread.live' ? { live: event.live } : {})),
  },
  guards: {
    streaming: ({ context }) => context.live,
  },
}).createMachine({
  id: 'unreadCount',
  context: { count: null, live: false },
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
        // The signed-in player's stream: none is open at sign-in yet.
        'unread.live': { actions: 'setLive' },
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
          after: {
            unreadRefresh: [
              { guard: not('streaming'), target: 'loading' },
              { target: 'waiting', reenter: true },
            ],
          },
        },
      },
    },
  },
});
