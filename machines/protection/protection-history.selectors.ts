import type { SnapshotFrom } from 'xstate';
import type { protectionHistoryMachine } from './protection-history.machine.ts';

type HistorySnapshot = SnapshotFrom<typeof protectionHistoryMachine>;

/** The events, newest first; null until first read. */
export const selectEvents = (s: HistorySnapshot) => s.context.events;
export const selectIsLoading = (s: HistorySnapshot) => s.hasTag('busy');
export const selectHasFailed = (s: HistorySnapshot) => s.matches('failed');
/** Server message or message id of the failed read, or null. */
export const selectError = (s: HistorySnapshot) => s.context.error;
