import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine.ts';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const selectIsEditing = (s: RegistrationSnapshot) => s.matches('editing');
export const selectIsSubmitting = (s: RegistrationSnapshot) => s.hasTag('busy');
/** Server message or message id (see isMessageId), or null. */
export const selectError = (s: RegistrationSnapshot) => s.context.error;
/** Registered: go to /register-account-confirm. */
export const selectIsRegistered = (s: RegistrationSnapshot) => s.matches('registered');
/** The server's answer once registered (the same whatever was taken), else null. */
export const selectRegisteredMessage = (s: RegistrationSnapshot) =>
  s.matches('registered') ? s.context.message : null;
