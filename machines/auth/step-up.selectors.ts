import type { SnapshotFrom } from 'xstate';
import type { stepUpMachine } from './step-up.machine.ts';

/** The step-up's snapshot; undefined while the parent runs none. */
type StepUpSnapshot = SnapshotFrom<typeof stepUpMachine> | undefined;

/** The player's factor is being read: no dialog yet, the page waits. */
export const selectStepUpReading = (s: StepUpSnapshot) => s?.hasTag('reading') ?? false;
/** The factor could not be read: the dialog says why and offers to try again. */
export const selectStepUpUnread = (s: StepUpSnapshot) => s?.matches('unread') ?? false;
export const selectStepUpFactor = (s: StepUpSnapshot) => s?.context.factor ?? null;
export const selectStepUpAction = (s: StepUpSnapshot) => s?.context.action ?? null;
/** Server message or message id shown in the step-up, or null. */
export const selectStepUpError = (s: StepUpSnapshot) => s?.context.error ?? null;
export const selectStepUpCodeSent = (s: StepUpSnapshot) => s?.context.codeSent ?? false;
/** An SMS code is being sent: the buttons wait. */
export const selectStepUpSending = (s: StepUpSnapshot) => s?.hasTag('busy') ?? false;
/** The parent's form took the current password: the step asks only for the code. */
export const selectStepUpAsksPassword = (s: StepUpSnapshot) =>
  (s?.context.givenPassword ?? null) === null;
/** The browser's passkey prompt is open: the passkey button waits, cancel still works. */
export const selectStepUpAskingPasskey = (s: StepUpSnapshot) => s?.hasTag('askingPasskey') ?? false;
