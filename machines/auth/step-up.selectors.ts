import type { SnapshotFrom } from 'xstate';
import type { stepUpMachine } from './step-up.machine.ts';

/** The step-up's snapshot; undefined while the parent runs none. */
type StepUpSnapshot = SnapshotFrom<typeof stepUpMachine> | undefined;

export const selectStepUpFactor = (s: StepUpSnapshot) => s?.context.factor ?? null;
export const selectStepUpAction = (s: StepUpSnapshot) => s?.context.action ?? null;
/** Server message or message id shown in the step-up, or null. */
export const selectStepUpError = (s: StepUpSnapshot) => s?.context.error ?? null;
export const selectStepUpCodeSent = (s: StepUpSnapshot) => s?.context.codeSent ?? false;
/** An SMS code is being sent: the buttons wait. */
export const selectStepUpSending = (s: StepUpSnapshot) => s?.hasTag('busy') ?? false;
