import type { SnapshotFrom } from 'xstate';
import type { playSessionMachine } from './play-session.machine.ts';

type PlaySessionSnapshot = SnapshotFrom<typeof playSessionMachine>;

/** The reality check waits for the player's answer (or is being answered). */
export const selectRealityCheckDue = (s: PlaySessionSnapshot) => s.hasTag('realityCheck');
export const selectIsAnswering = (s: PlaySessionSnapshot) => s.hasTag('busy');
/** A stop (play time, loss or wager limit) the player has not been told of yet. */
export const selectPlayStopped = (s: PlaySessionSnapshot) => s.hasTag('playStopped');
export const selectSession = (s: PlaySessionSnapshot) => s.context.session;
export const selectClockOffset = (s: PlaySessionSnapshot) => s.context.clockOffset;
export const selectError = (s: PlaySessionSnapshot) => s.context.error;
/** Why play and deposits are closed and until when, or null while they are open. */
export const selectClosure = (s: PlaySessionSnapshot) => {
  const session = s.context.session;
  return session?.closed ? { reason: session.closed, until: session.closedUntil } : null;
};
/** The game session open now (UKGC RTS 2E/13C: its clock and net position), or null. */
export const selectGameSession = (s: PlaySessionSnapshot) => s.context.session?.game ?? null;
/** The child that holds whether the session clock shows (session-clock.machine.ts). */
export const selectSessionClock = (s: PlaySessionSnapshot) => s.children.sessionClock;
