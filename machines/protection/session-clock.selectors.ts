import type { SnapshotFrom } from 'xstate';
import type { sessionClockMachine } from './session-clock.machine.ts';

type SessionClockSnapshot = SnapshotFrom<typeof sessionClockMachine>;

/** The clock shows: the player did not hide it, or the reality check is on. */
export const selectClockShown = (s: SessionClockSnapshot) => s.hasTag('clockShown');
/** The player may show or hide it (the reality check is off). */
export const selectClockToggle = (s: SessionClockSnapshot) => s.hasTag('clockToggle');
