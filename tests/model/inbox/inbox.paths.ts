/**
 * The inbox chart as the model of /notifications: the notifications read every way, the pages of
 * messages its `messages` list adds (the list itself is modelled in tests/model/paging), items
 * opened, all marked read, marks refused.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import type { MassMessage } from '../../../machines/shared/history.ts';
import {
  massMessage,
  notification,
  offline,
  refused,
} from '../../machines/inbox/inbox-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof inboxMachine>;

const notifications = [notification({ id: 1 }), notification({ id: 2, read: true })];
/** Ten of twelve: the first two unread. */
export const firstPage: ListPage<MassMessage> = {
  items: Array.from({ length: 10 }, (_, i) => massMessage({ id: i + 1, read: i >= 2 })),
  pagination: { limit: 10, offset: 0, total: 12 },
};
export const secondPage: ListPage<MassMessage> = {
  items: [massMessage({ id: 11 }), massMessage({ id: 12, read: true })],
  pagination: { limit: 10, offset: 10, total: 12 },
};

const events: AnyEventObject[] = [
  { type: 'inbox.tab', tab: 'messages' },
  { type: 'inbox.tab', tab: 'notifications' },
  { type: 'xstate.done.actor.loadNotifications', output: notifications },
  { type: 'xstate.error.actor.loadNotifications', error: offline() },
  { type: 'inbox.retry' },
  { type: 'list.rowsAdded', rows: firstPage.items },
  { type: 'list.rowsAdded', rows: secondPage.items },
  { type: 'inbox.toggle', kind: 'notification', id: 1 },
  { type: 'inbox.toggle', kind: 'message', id: 1 },
  { type: 'inbox.markAllRead', kind: 'notification' },
  { type: 'xstate.done.actor.markRead', output: undefined },
  { type: 'xstate.error.actor.markRead', error: refused() },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.tab,
    c.notifications.map((item) => item.id),
    c.unreadIds,
    c.opened,
    c.pending,
    c.markFailed,
  ]);
};

/**
 * The messages' first page has arrived. Message 2 is never opened nor marked (no 'mark all' of
 * the messages), so it stays unread and says so.
 */
export const messagesRead = (s: AnyMachineSnapshot) =>
  (s as Snapshot).context.unreadIds.message.length > 0;
/** The second page has arrived: message 11 is never opened either. */
export const secondRead = (s: AnyMachineSnapshot) =>
  (s as Snapshot).context.unreadIds.message.includes(11);

/** What the page can cause: each page arrives once, the second through the messages tab. */
function offers(s: AnyMachineSnapshot, event: AnyEventObject) {
  if (event.type === 'list.rowsAdded') {
    if (event.rows === firstPage.items) return !messagesRead(s);
    return messagesRead(s) && !secondRead(s) && (s as Snapshot).context.tab === 'messages';
  }
  return event.type !== 'inbox.toggle' || event.kind !== 'message' || messagesRead(s);
}

export const paths = transitionCover(inboxMachine, {
  inputs: [undefined],
  events,
  serialize,
  offers,
  maxSteps: 60,
});

export default { machine: inboxMachine, paths } satisfies MachineModel;
