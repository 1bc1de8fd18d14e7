import type { InboxApi } from '../ports.ts';
import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import {
  MASS_MESSAGE_PAGE_SIZE,
  type InboxKind,
  type MassMessage,
  type PlayerNotification,
} from '../shared/history.ts';
import { now } from '../shared/clock.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { pagedListMachine, providedActor, type RowsAdded } from '../paging/paged-list.machine.ts';
import { notificationQuery, unreadIds, type MarkRequest } from './inbox-items.ts';

export type InboxTab = 'notifications' | 'messages';

export interface InboxInput {
  /** The app-wide unread count, told to read again when items were marked read. */
  unread?: AnyActorRef | null;
}

export interface InboxContext {
  tab: InboxTab;
  notifications: PlayerNotification[];
  /** The items of each kind shown unread: marks take them out at once, a refusal puts them back. */
  unreadIds: Record<InboxKind, number[]>;
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
  /** Read the notifications again after a failure. */
  | { type: 'inbox.retry' }
  /** Opens an item (marking it read when unread), or closes the open one. */
  | { type: 'inbox.toggle'; kind: InboxKind; id: number }
  | { type: 'inbox.markAllRead'; kind: InboxKind }
  /** A page of messages arrived in the `messages` list. */
  | RowsAdded;

const tabOf = (kind: InboxKind): InboxTab =>
  kind === 'notification' ? 'notifications' : 'messages';

export const itemKey = (kind: InboxKind, id: number) => `${kind}:${id}`;

/** The unread items with a mark applied (read) or undone (unread again). */
function marked(context: InboxContext, { kind, ids }: MarkRequest, read: boolean) {
  const others = context.unreadIds[kind].filter((id) => !ids.includes(id));
  return { unreadIds: { ...context.unreadIds, [kind]: read ? others : [...others, ...ids] } };
}

/**
 * The /notifications page (spec §3, §4, §9): the player's notifications (the newest 250 of the
 * last 90 days, read at once) and the operator's mass messages (10 a page, 'show more': its child
 * `messages`, the paged list over `loadMessages`), in two tabs that load side by side. Opening an
 * unread item or 'mark all as read' shows the items read at once; the marks are saved one after
 * another (crm mark_read) and the header's unread count is told to read again. A refused mark
 * shows its items unread again with a notice.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as InboxInput | undefined,
    children: {} as { messages: 'pagedList' },
  },
  actors: {
    loadNotifications: notProvidedPort<InboxApi['notifications']>('inbox.loadNotifications'),
    loadMessages: notProvidedPort<InboxApi['massMessages']>('inbox.loadMessages'),
    markRead: fromPromise<void, MarkRequest>(notProvided('inbox.markRead')),
    pagedList: pagedListMachine,
  },
  guards: {
    isNotificationsTab: ({ context }) => context.tab === 'notifications',
    // A player acts on the tab shown: the items and 'mark all' of the other are hidden.
    isShownKind: ({ context, event }) =>
      (event.type === 'inbox.toggle' || event.type === 'inbox.markAllRead') &&
      tabOf(event.kind) === context.tab,
    isOtherTab: ({ context, event }) => event.type === 'inbox.tab' && event.tab !== context.tab,
    hasPending: ({ context }) => context.pending.length > 0,
  },
  actions: {
    selectTab: assign(({ event }) => {
      assertEvent(event, 'inbox.tab');
      return { tab: event.tab };
    }),
    startNotifications: assign({ notifications: [] }),
    setNotifications: assign(({ context }, notifications: PlayerNotification[]) => ({
      notifications,
      unreadIds: { ...context.unreadIds, notification: unreadIds(notifications) },
    })),
    // The list keeps a message read twice once: the rows it adds are new to the tab.
    addMessages: assign(({ context, event }) => {
      assertEvent(event, 'list.rowsAdded');
      const added = unreadIds(event.rows as MassMessage[]);
      return {
        unreadIds: { ...context.unreadIds, message: [...context.unreadIds.message, ...added] },
      };
    }),
    // Opening an unread item marks it read; the item shows read at once.
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'inbox.toggle');
      const key = itemKey(event.kind, event.id);
      if (context.opened === key) return { opened: null };
      if (!context.unreadIds[event.kind].includes(event.id)) return { opened: key };
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
      const ids = context.unreadIds[event.kind];
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
    unreadIds: { notification: [], message: [] },
    opened: null,
    pending: [],
    markFailed: false,
    unread: input?.unread ?? null,
  }),
  invoke: {
    id: 'messages',
    src: 'pagedList',
    input: ({ self }) => ({
      loadPage: providedActor(self, 'loadMessages'),
      pageSize: MASS_MESSAGE_PAGE_SIZE,
      keyOf: (message: MassMessage) => message.id,
    }),
  },
  type: 'parallel',
  on: {
    'inbox.tab': { guard: 'isOtherTab', actions: 'selectTab' },
    'inbox.toggle': { guard: 'isShownKind', actions: 'toggle' },
    'inbox.markAllRead': { guard: 'isShownKind', actions: 'markAll' },
    'list.rowsAdded': { actions: 'addMessages' },
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
          on: { 'inbox.retry': { guard: 'isNotificationsTab', target: 'loading' } },
        },
        loaded: {},
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
