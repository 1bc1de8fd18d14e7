import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine.ts';

type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectIsEditing = (s: ForgotPasswordSnapshot) => s.matches('editing');
export const selectIsSending = (s: ForgotPasswordSnapshot) => s.hasTag('busy');
/** Alias of selectIsSending, named like the other forms'. */
export const selectIsSubmitting = selectIsSending;
export const selectError = (s: ForgotPasswordSnapshot) => s.context.error;
