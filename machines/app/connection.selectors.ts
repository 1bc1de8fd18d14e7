import type { SnapshotFrom } from 'xstate';
import type { connectionMachine } from './connection.machine.ts';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;

/** The page was opened offline: the offline screen stands in its place. */
export const selectOpenedOffline = (s: ConnectionSnapshot) => s.matches('openedOffline');
/** The network went while a page was open: a notice says so above it. */
export const selectConnectionLost = (s: ConnectionSnapshot) => s.matches('lost');
