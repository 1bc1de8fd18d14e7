import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from './password-reset.machine.ts';

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** The link has no token: show 'request a new link' instead of the form. */
export const selectIsMissingToken = (s: PasswordResetSnapshot) => s.matches('missingToken');
export const selectIsEditing = (s: PasswordResetSnapshot) => s.matches('editing');
export const selectIsSending = (s: PasswordResetSnapshot) => s.hasTag('busy');
export const selectIsSubmitting = selectIsSending;
/** Server message (expired, used or unknown token) or message id, or null. */
export const selectError = (s: PasswordResetSnapshot) => s.context.error;
