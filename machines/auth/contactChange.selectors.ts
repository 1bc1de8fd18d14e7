import type { SnapshotFrom } from 'xstate';
import type { contactChangeMachine } from './contactChange.machine.ts';

type ContactChangeSnapshot = SnapshotFrom<typeof contactChangeMachine>;

export const selectField = (s: ContactChangeSnapshot) => s.context.field;
export const selectIsEditing = (s: ContactChangeSnapshot) => s.matches('editing');
export const selectIsSaving = (s: ContactChangeSnapshot) => s.hasTag('busy');
export const selectIsSubmitting = selectIsSaving;
export const selectIsSaved = (s: ContactChangeSnapshot) => s.matches('saved');
/** The new value as the server kept it, once saved (it stays after 'contactChange.edit'). */
export const selectSavedValue = (s: ContactChangeSnapshot) => s.context.value;
/** Server message (e.g. wrong current password, already in use) or message id, or null. */
export const selectError = (s: ContactChangeSnapshot) => s.context.error;
/** The session ended: send user.logout to the app and go to /login. */
export const selectIsSessionExpired = (s: ContactChangeSnapshot) => s.matches('sessionExpired');
