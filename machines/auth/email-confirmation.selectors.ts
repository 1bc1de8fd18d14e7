import type { SnapshotFrom } from 'xstate';
import type { emailConfirmationMachine } from './email-confirmation.machine.ts';

type EmailConfirmationSnapshot = SnapshotFrom<typeof emailConfirmationMachine>;

/** The link has no token: say so instead of offering to confirm. */
export const selectIsMissingToken = (s: EmailConfirmationSnapshot) => s.matches('missingToken');
export const selectIsReady = (s: EmailConfirmationSnapshot) => s.matches('ready');
export const selectIsSubmitting = (s: EmailConfirmationSnapshot) => s.hasTag('busy');
/** The address the account has now, once confirmed; null before. */
export const selectConfirmedEmail = (s: EmailConfirmationSnapshot) =>
  s.matches('done') ? s.context.email : null;
/** Server message (used, expired or superseded link) or message id, or null. */
export const selectError = (s: EmailConfirmationSnapshot) => s.context.error;
