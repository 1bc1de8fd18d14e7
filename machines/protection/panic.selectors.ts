import type { SnapshotFrom } from 'xstate';
import { PANIC_HOLD_MS, type panicMachine } from './panic.machine.ts';
import type { playSessionMachine } from './play-session.machine.ts';

type PanicSnapshot = SnapshotFrom<typeof panicMachine>;

/** Whether the player's jurisdiction offers the panic button (the platform's session says). */
export const selectPanicOffered = (s: SnapshotFrom<typeof playSessionMachine>) =>
  s.context.session?.panicButton === true;

/** The seconds a hold takes, for the instructions. */
export const HOLD_SECONDS = PANIC_HOLD_MS / 1000;

/** The button shows once the profile was read (or could not be), until play has stopped. */
export const selectIsReady = (s: PanicSnapshot) => !s.matches('loading') && !s.matches('done');
/** How many hours the pause lasts; 0 when the profile could not be read (the texts say 'now'). */
export const selectHours = (s: PanicSnapshot) => s.context.hours ?? 0;
/** How far the hold has come, 0 to 1 (full once the platform is asked). */
export function selectHoldProgress(s: PanicSnapshot): number {
  if (s.hasTag('busy')) return 1;
  if (!s.matches('holding')) return 0;
  return Math.min(1, s.context.heldMs / PANIC_HOLD_MS);
}
/** Whole seconds still to hold, while the button is held; else null. */
export const selectSecondsLeft = (s: PanicSnapshot) =>
  s.matches('holding') ? Math.max(1, Math.ceil((PANIC_HOLD_MS - s.context.heldMs) / 1000)) : null;
/**
 * What the button says below its name: how to use it, the seconds left while it is held, that a
 * press was let go too soon, or that play is being stopped.
 */
export function selectStatus(s: PanicSnapshot): 'hint' | 'holding' | 'tooShort' | 'sending' {
  if (s.hasTag('busy')) return 'sending';
  if (s.matches('holding')) return 'holding';
  return s.matches('idle') && s.context.releasedEarly ? 'tooShort' : 'hint';
}
/** The confirm dialog: the keyboard's confirm step, the call under way, or its failure. */
export const selectDialogOpen = (s: PanicSnapshot) =>
  s.matches('confirming') || s.matches('sending') || s.matches('failed');
export const selectIsSending = (s: PanicSnapshot) => s.hasTag('busy');
/** Server message or message id of the failure, or null. */
export const selectError = (s: PanicSnapshot) => (s.matches('failed') ? s.context.error : null);
