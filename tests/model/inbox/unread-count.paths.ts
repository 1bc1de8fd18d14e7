/**
 * The unread-count chart as the model of the header's bell: read at sign-in, when told, and on
 * its timer while the player's live stream is not open, a failed read keeping the last count.
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
  { type: 'unread.live', live: true },
  { type: 'unread.live', live: false },
];

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s as Snapshot).context.count, (s as Snapshot).context.live]);

export const paths = transitionCover(unreadCountMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: unreadCountMachine, paths } satisfies MachineModel;
