/**
 * The inbox chart as the model of /notifications: both tabs read every way, items opened, all
 * marked read, marks refused.
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
const firstPage: ListPage<MassMessage> = {
  items: Array.from({ length: 10 }, (_, i) => massMessage({ id: i + 1, read: i >= 2 })),
  pagination: { limit: 10, offset: 0, total: 12 },
};
const secondPage: ListPage<MassMessage> = {
  items: [massMessage({ id: 11 }), massMessage({ id: 12, read: true })],
  pagination: { limit: 10, offset: 10, total: 12 },
};

const events: AnyEventObject[] = [
  { type: 'inbox.tab', tab: 'messages' },
  { type: 'inbox.tab', tab: 'notifications' },
  { type: 'xstate.done.actor.loadNotifications', output: notifications },
  { type: 'xstate.error.actor.loadNotifications', error: offline() },
  { type: 'inbox.retry', kind: 'notification' },
  { type: 'xstate.done.actor.loadMessages', output: firstPage },
  { type: 'xstate.error.actor.loadMessages', error: offline() },
  { type: 'inbox.retry', kind: 'message' },
  { type: 'inbox.showMore' },
  { type: 'xstate.done.actor.loadMoreMessages', output: secondPage },
  { type: 'xstate.error.actor.loadMoreMessages', error: offline() },
  { type: 'inbox.toggle', kind: 'notification', id: 1 },
  { type: 'inbox.toggle', kind: 'message', id: 1 },
  { type: 'inbox.markAllRead', kind: 'notification' },
  { type: 'inbox.markAllRead', kind: 'message' },
  { type: 'xstate.done.actor.markRead', output: undefined },
  { type: 'xstate.error.actor.markRead', error: refused() },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.tab,
    c.notifications.map((item) => [item.id, item.read]),
    c.messages.map((item) => [item.id, item.read]),
    c.messagesTotal,
    c.opened,
    c.pending,
    c.markFailed,
  ]);
};

export const paths = transitionCover(inboxMachine, {
  inputs: [undefined],
  events,
  serialize,
  maxSteps: 60,
});

export default { machine: inboxMachine, paths } satisfies MachineModel;
