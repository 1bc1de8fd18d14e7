import type { SnapshotFrom } from 'xstate';
import type { codeStepMachine } from './code-step.machine.ts';

/** The code step's snapshot; undefined while the parent runs none. */
type CodeStepSnapshot = SnapshotFrom<typeof codeStepMachine> | undefined;

/** A code is being checked: the submit button is busy. */
export const selectIsCheckingCode = (s: CodeStepSnapshot) => s?.hasTag('busy') ?? false;
/** 'login.wrongCode' or a server message for the code field, or null. */
export const selectCodeError = (s: CodeStepSnapshot) => s?.context.codeError ?? null;
/** The step may be left: a code is awaited, none is being checked. */
export const selectCanCancelCode = (s: CodeStepSnapshot) =>
  s?.can({ type: 'codeStep.cancel' }) ?? false;
