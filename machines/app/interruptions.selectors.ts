import type { SnapshotFrom } from 'xstate';
import type { InterruptionKind, interruptionsMachine } from './interruptions.machine.ts';

type InterruptionsSnapshot = SnapshotFrom<typeof interruptionsMachine>;

/** What interrupts the player now, or null when nothing does (a held popup does not yet). */
export const selectShown = (s: InterruptionsSnapshot): InterruptionKind | null =>
  s.matches({ showing: 'popupHeld' }) ? null : (s.context.waiting[0]?.kind ?? null);
/** The operator's popup the arbiter shows now, or null. */
export const selectPopup = (s: InterruptionsSnapshot) => {
  const shown = s.context.waiting[0];
  return s.matches({ showing: 'popup' }) && shown?.kind === 'popup' ? shown.popup : null;
};
/** Which limit stopped play, while the arbiter shows it. */
export const selectPlayStop = (s: InterruptionsSnapshot) => {
  const shown = s.context.waiting[0];
  return s.matches({ showing: 'playStopped' }) && shown?.kind === 'playStopped' ? shown.stop : null;
};
