import type { InboxApi } from '../ports.ts';
import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { ListPage } from '../shared/games.ts';
import {
  MASS_MESSAGE_PAGE_SIZE,
  type InboxKind,
  type MassMessage,
  type PlayerNotification,
} from '../shared/history.ts';
import { now } from '../shared/clock.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { appendPage, hasMore, nextOffset, type PagingRules } from '../shared/paging.ts';
import { notificationQuery, unreadIds, withRead, type MarkRequest } from './inbox-items.ts';

export type InboxTab = 'notifications' | 'messages';

export interface InboxInput {
  /** The app-wide unread count, told to read again when items were marked read. */
  unread?: AnyActorRef | null;
}

export interface InboxContext {
  tab: InboxTab;
  notifications: PlayerNotification[];
  messages: MassMessage[];
  messagesTotal: number;
  /** The item shown open ('notification:12'), one at a time. */
  opened: string | null;
  /** Marks shown at once and not yet confirmed; the first one is being saved. */
  pending: MarkRequest[];
  /** The server refused a mark: those items are shown unread again with a notice. */
  markFailed: boolean;
  unread: AnyActorRef | null;
}

export type InboxEvent =
  | { type: 'inbox.tab'; tab: InboxTab }
  | { type: 'inbox.retry'; kind: InboxKind }
  | { type: 'inbox.showMore' }
  /** Opens an item (marking it read when unread), or closes the open one. */
  | { type: 'inbox.toggle'; kind: InboxKind; id: number }
  | { type: 'inbox.markAllRead'; kind: InboxKind };

const tabOf = (kind: InboxKind): InboxTab =>
  kind === 'notification' ? 'notifications' : 'messages';

export const itemKey = (kind: InboxKind, id: number) => `${kind}:${id}`;

const listOf = (context: InboxContext, kind: InboxKind) =>
  kind === 'notification' ? context.notifications : context.messages;

const messagePage = (offset: number) => ({ limit: MASS_MESSAGE_PAGE_SIZE, offset });

const MESSAGE_PAGING: PagingRules<MassMessage> = {
  pageSize: MASS_MESSAGE_PAGE_SIZE,
  keyOf: (message) => message.id,
};

/** The lists with a mark applied (read) or undone (unread). */
function marked(context: InboxContext, { kind, ids }: MarkRequest, read: boolean) {
  return kind === 'notification'
    ? { notifications: withRead(context.notifications, ids, read) }
    : { messages: withRead(context.messages, ids, read) };
}

/**
 * The /notifications page (spec §3, §4, §9): the player's notifications (the newest 250 of the
 * last 90 days, read at once) and the operator's mass messages (10 a page, 'show more'), in two
 * tabs that load side by side. Opening an unread item or 'mark all as read' shows the items read
 * at once; the marks are saved one after another (crm mark_read) and the header's unread count
 * is told to read again. A refused mark shows its items unread again with a notice.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput | undefined,
  },
  actors: {
    loadNotifications: notProvidedPort<InboxApi['notifications']>('inbox.loadNotifications'),
    loadMessages: notProvidedPort<InboxApi['massMessages']>('inbox.loadMessages'),
    markRead: fromPromise<void, MarkRequest>(notProvided('inbox.markRead')),
  },
  guards: {
    isRetryOf: ({ context, event }, kind: InboxKind) =>
      event.type === 'inbox.retry' && event.kind === kind && tabOf(kind) === context.tab,
    // A player acts on the tab shown: items, 'mark all' and 'show more' of the other are hidden.
    isShownKind: ({ context, event }) =>
      (event.type === 'inbox.toggle' || event.type === 'inbox.markAllRead') &&
      tabOf(event.kind) === context.tab,
    isMessagesTab: ({ context }) => context.tab === 'messages',
    isOtherTab: ({ context, event }) => event.type === 'inbox.tab' && event.tab !== context.tab,
    hasMoreMessages: ({ context }) =>
      context.tab === 'messages' && hasMore(context.messages, context.messagesTotal),
    hasPending: ({ context }) => context.pending.length > 0,
  },
  actions: {
    selectTab: assign(({ event }) => {
      assertEvent(event, 'inbox.tab');
      return { tab: event.tab };
    }),
    startNotifications: assign({ notifications: [] }),
    setNotifications: assign((_, notifications: PlayerNotification[]) => ({ notifications })),
    startMessages: assign({ messages: [], messagesTotal: 0 }),
    addMessages: assign(({ context }, page: ListPage<MassMessage>) => {
      const { items, total } = appendPage(context.messages, page, MESSAGE_PAGING);
      // Marks still waiting apply to the items of a page that arrives meanwhile.
      const pendingIds = context.pending.filter((m) => m.kind === 'message').flatMap((m) => m.ids);
      return { messages: withRead(items, pendingIds, true), messagesTotal: total };
    }),
    // Opening an unread item marks it read; the item shows read at once.
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'inbox.toggle');
      const key = itemKey(event.kind, event.id);
      if (context.opened === key) return { opened: null };
      const item = listOf(context, event.kind).find((entry) => entry.id === event.id);
      if (!item || item.read) return { opened: key };
      const request = { kind: event.kind, ids: [event.id] };
      return {
        opened: key,
        ...marked(context, request, true),
        pending: [...context.pending, request],
        markFailed: false,
      };
    }),
    markAll: assign(({ context, event }) => {
      assertEvent(event, 'inbox.markAllRead');
      const ids = unreadIds(listOf(context, event.kind));
      if (ids.length === 0) return {};
      const request = { kind: event.kind, ids };
      return {
        ...marked(context, request, true),
        pending: [...context.pending, request],
        markFailed: false,
      };
    }),
    confirmMark: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    undoMark: assign(({ context }) => ({
      ...marked(context, context.pending[0]!, false),
      pending: context.pending.slice(1),
      markFailed: true,
    })),
    refreshUnread: enqueueActions(({ context, enqueue }) => {
      if (context.unread) enqueue.sendTo(context.unread, { type: 'unread.refresh' });
    }),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({
    tab: 'notifications',
    notifications: [],
    messages: [],
    messagesTotal: 0,
    opened: null,
    pending: [],
    markFailed: false,
    unread: input?.unread ?? null,
  }),
  type: 'parallel',
  on: {
    'inbox.tab': { guard: 'isOtherTab', actions: 'selectTab' },
    'inbox.toggle': { guard: 'isShownKind', actions: 'toggle' },
    'inbox.markAllRead': { guard: 'isShownKind', actions: 'markAll' },
  },
  states: {
    notifications: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['notificationsBusy'],
          entry: 'startNotifications',
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            input: () => notificationQuery(now()),
            onDone: {
              target: 'loaded',
              actions: { type: 'setNotifications', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: {
          on: {
            'inbox.retry': {
              guard: { type: 'isRetryOf', params: 'notification' },
              target: 'loading',
            },
          },
        },
        loaded: {},
      },
    },
    messages: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['messagesBusy'],
          entry: 'startMessages',
          invoke: {
            id: 'loadMessages',
            src: 'loadMessages',
            input: () => messagePage(0),
            onDone: {
              target: 'loaded',
              actions: { type: 'addMessages', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: {
          on: {
            'inbox.retry': { guard: { type: 'isRetryOf', params: 'message' }, target: 'loading' },
          },
        },
        loaded: {
          on: { 'inbox.showMore': { guard: 'hasMoreMessages', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['messagesMore'],
          invoke: {
            id: 'loadMoreMessages',
            src: 'loadMessages',
            input: ({ context }) => messagePage(nextOffset(context.messages)),
            onDone: {
              target: 'loaded',
              actions: { type: 'addMessages', params: ({ event }) => event.output },
            },
            onError: 'moreFailed',
          },
        },
        // What was loaded stays; 'show more' asks for the next page again.
        moreFailed: {
          on: { 'inbox.showMore': { guard: 'isMessagesTab', target: 'loadingMore' } },
        },
      },
    },
    marking: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasPending', target: 'saving' },
        },
        saving: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            // saving is entered only with a mark waiting.
            input: ({ context }) => context.pending[0]!,
            onDone: { target: 'idle', actions: ['confirmMark', 'refreshUnread'] },
            onError: { target: 'idle', actions: 'undoMark' },
          },
        },
      },
    },
  },
});
