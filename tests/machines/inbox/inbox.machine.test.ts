import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { MarkRequest } from '../../../machines/inbox/inbox-items.ts';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import {
  selectIsOpen,
  selectIsUnread,
  selectMarkFailed,
  selectMessages,
  selectMessagesList,
  selectNotifications,
  selectNotificationsFailed,
  selectUnreadIn,
} from '../../../machines/inbox/inbox.selectors.ts';
import {
  selectHasFailed,
  selectShowMore,
  type PagedListSnapshot,
} from '../../../machines/paging/paged-list.selectors.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import type { MassMessage, PlayerNotification } from '../../../machines/shared/history.ts';
import { massMessage, notification, offline, refused } from './inbox-fixtures.ts';

interface Fakes {
  notifications?: () => Promise<PlayerNotification[]>;
  messages?: (query: { limit: number; offset: number }) => Promise<ListPage<MassMessage>>;
  markRead?: (request: MarkRequest) => Promise<void>;
}

const messagePage = (offset: number, count: number, total: number): ListPage<MassMessage> => ({
  items: Array.from({ length: count }, (_, i) => massMessage({ id: offset + i + 1 })),
  pagination: { limit: 10, offset, total },
});

function start(fakes: Fakes = {}) {
  const loadNotifications = vi.fn(
    fakes.notifications ?? (async () => [notification({ id: 1 }), notification({ id: 2 })]),
  );
  const loadMessages = vi.fn(fakes.messages ?? (async () => messagePage(0, 3, 3)));
  const markRead = vi.fn(fakes.markRead ?? (async () => {}));
  const unreadEvents: string[] = [];
  const unread = createActor(
    createMachine({ on: { '*': { actions: ({ event }) => unreadEvents.push(event.type) } } }),
  ).start();
  const actor = createActor(
    inboxMachine.provide({
      actors: {
        loadNotifications: fromPromise(() => loadNotifications()),
        loadMessages: fromPromise(({ input }) => loadMessages(input)),
        markRead: fromPromise(({ input }) => markRead(input)),
      },
    }),
    { input: { unread } },
  ).start();
  const messages = () => selectMessagesList(actor.getSnapshot());
  const messagesIn = (state: 'loaded' | 'failed' | 'moreFailed') =>
    waitFor(messages(), (s: PagedListSnapshot) => s.matches(state));
  const loaded = async () => {
    await waitFor(actor, (s) => s.matches({ notifications: 'loaded' }));
    await messagesIn('loaded');
  };
  return {
    actor,
    loadNotifications,
    loadMessages,
    markRead,
    unreadEvents,
    messages,
    messagesIn,
    loaded,
  };
}

describe('inbox machine', () => {
  it('reads the newest 250 notifications of the last 90 days and the first 10 messages', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00'));
    const queries: unknown[] = [];
    const actor = createActor(
      inboxMachine.provide({
        actors: {
          loadNotifications: fromPromise(async ({ input }) => {
            queries.push(input);
            return [];
          }),
          loadMessages: fromPromise(async ({ input }) => {
            queries.push(input);
            return messagePage(0, 0, 0);
          }),
          markRead: fromPromise(async () => {}),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches({ notifications: 'loaded' }));
    await waitFor(selectMessagesList(actor.getSnapshot()), (s: PagedListSnapshot) =>
      s.matches('loaded'),
    );
    vi.useRealTimers();
    // Side by side: which call goes first does not matter.
    expect(queries).toHaveLength(2);
    expect(queries).toEqual(
      expect.arrayContaining([
        { startDate: '2026-08-24', endDate: '2026-11-22', limit: 250 },
        { limit: 10, offset: 0 },
      ]),
    );
  });

  it('opening an unread item shows it read at once, saves it and tells the header', async () => {
    let save: () => void = () => {};
    const { actor, markRead, unreadEvents, loaded } = start({
      markRead: () => new Promise<void>((resolve) => (save = resolve)),
    });
    await loaded();
    actor.send({ type: 'inbox.toggle', kind: 'notification', id: 2 });
    expect(selectIsOpen(actor.getSnapshot(), 'notification', 2)).toBe(true);
    expect(selectIsUnread(actor.getSnapshot(), 'notification', 2)).toBe(false);
    expect(markRead).toHaveBeenCalledWith({ kind: 'notification', ids: [2] });
    expect(unreadEvents).toEqual([]);
    save();
    await waitFor(actor, (s) => s.matches({ marking: 'idle' }));
    expect(unreadEvents).toEqual(['unread.refresh']);
    // Closing and opening a read item again saves nothing.
    actor.send({ type: 'inbox.toggle', kind: 'notification', id: 2 });
    expect(selectIsOpen(actor.getSnapshot(), 'notification', 2)).toBe(false);
    actor.send({ type: 'inbox.toggle', kind: 'notification', id: 2 });
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('saves marks one after another and undoes only the one the server refuses', async () => {
    const { actor, markRead, loaded } = start({
      markRead: async ({ kind }) => {
        if (kind === 'message') throw refused();
      },
    });
    await loaded();
    actor.send({ type: 'inbox.toggle', kind: 'notification', id: 1 });
    // The messages tab's 'mark all' acts only when that tab is shown.
    actor.send({ type: 'inbox.markAllRead', kind: 'message' });
    expect(selectUnreadIn(actor.getSnapshot(), 'message')).toBe(3);
    actor.send({ type: 'inbox.tab', tab: 'messages' });
    actor.send({ type: 'inbox.markAllRead', kind: 'message' });
    expect(selectUnreadIn(actor.getSnapshot(), 'message')).toBe(0);
    await waitFor(actor, (s) => selectMarkFailed(s) && s.matches({ marking: 'idle' }));
    expect(markRead.mock.calls.map(([request]) => request)).toEqual([
      { kind: 'notification', ids: [1] },
      { kind: 'message', ids: [1, 2, 3] },
    ]);
    expect(selectUnreadIn(actor.getSnapshot(), 'message')).toBe(3);
    expect(selectUnreadIn(actor.getSnapshot(), 'notification')).toBe(1);
    actor.send({ type: 'inbox.tab', tab: 'notifications' });
    actor.send({ type: 'inbox.markAllRead', kind: 'notification' });
    expect(selectMarkFailed(actor.getSnapshot())).toBe(false);
  });

  it('counts the unread messages of every page the list adds', async () => {
    let fail = false;
    const { actor, loadMessages, messages, messagesIn, loaded } = start({
      messages: async ({ offset }) => {
        if (fail) throw offline();
        return messagePage(offset, offset === 0 ? 10 : 2, 12);
      },
    });
    await loaded();
    expect(selectUnreadIn(actor.getSnapshot(), 'message')).toBe(10);
    fail = true;
    messages().send({ type: 'list.showMore' });
    await messagesIn('moreFailed');
    expect(selectMessages(messages().getSnapshot())).toHaveLength(10);
    fail = false;
    messages().send({ type: 'list.showMore' });
    await messagesIn('loaded');
    expect(selectMessages(messages().getSnapshot())).toHaveLength(12);
    expect(selectShowMore(messages().getSnapshot()).hasMore).toBe(false);
    expect(selectUnreadIn(actor.getSnapshot(), 'message')).toBe(12);
    expect(selectIsUnread(actor.getSnapshot(), 'message', 11)).toBe(true);
    expect(loadMessages.mock.calls.map(([query]) => query.offset)).toEqual([0, 10, 10]);
  });

  it('reads the notifications again in their tab, the messages untouched', async () => {
    let fail = true;
    const { actor, loadMessages, messages, messagesIn } = start({
      notifications: async () => {
        if (fail) throw offline();
        return [notification()];
      },
    });
    await waitFor(actor, (s) => selectNotificationsFailed(s));
    await messagesIn('loaded');
    fail = false;
    actor.send({ type: 'inbox.tab', tab: 'messages' });
    actor.send({ type: 'inbox.retry' });
    actor.send({ type: 'inbox.tab', tab: 'notifications' });
    expect(selectNotificationsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'inbox.retry' });
    await waitFor(actor, (s) => s.matches({ notifications: 'loaded' }));
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(1);
    expect(selectHasFailed(messages().getSnapshot())).toBe(false);
    expect(loadMessages).toHaveBeenCalledTimes(1);
  });
});
