import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine.ts';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const selectIsEditing = (s: RegistrationSnapshot) => s.matches('editing');
export const selectIsSubmitting = (s: RegistrationSnapshot) => s.hasTag('busy');
/** Server message or message id (see isMessageId), or null. */
export const selectError = (s: RegistrationSnapshot) => s.context.error;
