import type { SnapshotFrom } from 'xstate';
import type { unreadCountMachine } from './unread-count.machine.ts';

type UnreadSnapshot = SnapshotFrom<typeof unreadCountMachine>;

/** Unread notifications and messages together; 0 until known. */
export const selectUnreadTotal = (s: UnreadSnapshot) =>
  s.context.count ? s.context.count.notifications + s.context.count.messages : 0;
