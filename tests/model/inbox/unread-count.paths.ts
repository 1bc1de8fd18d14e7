/**
 * The unread-count chart as the model of the header's bell: read at sign-in, on its timer and when
 * told, a failed read keeping the last count.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { unreadCountMachine } from '../../../machines/inbox/unread-count.machine.ts';
import { offline } from '../../machines/inbox/inbox-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof unreadCountMachine>;

const events: AnyEventObject[] = [
  { type: 'app.signedIn' },
  { type: 'app.signedOut' },
  { type: 'unread.refresh' },
  { type: 'xstate.done.actor.loadUnreadCount', output: { notifications: 2, messages: 1 } },
  { type: 'xstate.done.actor.loadUnreadCount', output: { notifications: 0, messages: 0 } },
  { type: 'xstate.error.actor.loadUnreadCount', error: offline() },
  { type: 'xstate.after.unreadRefresh.unreadCount.signedIn.waiting' },
];

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s as Snapshot).context.count]);

export const paths = transitionCover(unreadCountMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: unreadCountMachine, paths } satisfies MachineModel;
