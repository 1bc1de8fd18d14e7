import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { MarkRequest } from '../../../machines/inbox/inbox-items.ts';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import {
  selectHasMoreMessages,
  selectIsOpen,
  selectMarkFailed,
  selectMessages,
  selectMessagesFailed,
  selectNotifications,
  selectNotificationsFailed,
  selectUnreadIn,
} from '../../../machines/inbox/inbox.selectors.ts';
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
  const loaded = () =>
    waitFor(actor, (s) => s.matches({ notifications: 'loaded', messages: 'loaded' }));
  return { actor, loadNotifications, loadMessages, markRead, unreadEvents, loaded };
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
    await waitFor(actor, (s) => s.matches({ notifications: 'loaded', messages: 'loaded' }));
    vi.useRealTimers();
    expect(queries).toEqual([
      { startDate: '2026-08-24', endDate: '2026-11-22', limit: 250 },
      { limit: 10, offset: 0 },
    ]);
  });

  it('opening an unread item shows it read at once, saves it and tells the header', async () => {
    let save: () => void = () => {};
    const { actor, markRead, unreadEvents, loaded } = start({
      markRead: () => new Promise<void>((resolve) => (save = resolve)),
    });
    await loaded();
    actor.send({ type: 'inbox.toggle', kind: 'notification', id: 2 });
    expect(selectIsOpen(actor.getSnapshot(), 'notification', 2)).toBe(true);
    expect(selectNotifications(actor.getSnapshot()).find((n) => n.id === 2)?.read).toBe(true);
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

  it('pages messages with show more and keeps them when the next page fails', async () => {
    let fail = false;
    const { actor, loadMessages, loaded } = start({
      messages: async ({ offset }) => {
        if (fail) throw offline();
        return messagePage(offset, offset === 0 ? 10 : 2, 12);
      },
    });
    await loaded();
    actor.send({ type: 'inbox.showMore' });
    expect(actor.getSnapshot().matches({ messages: 'loaded' })).toBe(true);
    actor.send({ type: 'inbox.tab', tab: 'messages' });
    expect(selectHasMoreMessages(actor.getSnapshot())).toBe(true);
    fail = true;
    actor.send({ type: 'inbox.showMore' });
    await waitFor(actor, (s) => s.matches({ messages: 'moreFailed' }));
    expect(selectMessages(actor.getSnapshot())).toHaveLength(10);
    fail = false;
    actor.send({ type: 'inbox.showMore' });
    await waitFor(actor, (s) => s.matches({ messages: 'loaded' }));
    expect(selectMessages(actor.getSnapshot())).toHaveLength(12);
    expect(selectHasMoreMessages(actor.getSnapshot())).toBe(false);
    expect(loadMessages.mock.calls.map(([query]) => query.offset)).toEqual([0, 10, 10]);
  });

  it('retries each list on its own after a failure', async () => {
    let fail = true;
    const { actor, loadMessages } = start({
      notifications: async () => {
        if (fail) throw offline();
        return [notification()];
      },
    });
    await waitFor(actor, (s) => selectNotificationsFailed(s) && s.matches({ messages: 'loaded' }));
    fail = false;
    actor.send({ type: 'inbox.retry', kind: 'message' });
    actor.send({ type: 'inbox.tab', tab: 'messages' });
    actor.send({ type: 'inbox.retry', kind: 'notification' });
    actor.send({ type: 'inbox.tab', tab: 'notifications' });
    expect(selectNotificationsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'inbox.retry', kind: 'notification' });
    await waitFor(actor, (s) => s.matches({ notifications: 'loaded' }));
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(1);
    expect(selectMessagesFailed(actor.getSnapshot())).toBe(false);
    expect(loadMessages).toHaveBeenCalledTimes(1);
  });
});
