import type { SnapshotFrom } from 'xstate';
import type { contactChangeMachine } from './contact-change.machine.ts';

type ContactChangeSnapshot = SnapshotFrom<typeof contactChangeMachine>;

export const selectField = (s: ContactChangeSnapshot) => s.context.field;
/** Whether the authenticator is on is being read: the form waits. */
export const selectIsLoading = (s: ContactChangeSnapshot) => s.matches('loading');
/** It could not be read: show the failure with a retry. */
export const selectHasFailed = (s: ContactChangeSnapshot) => s.matches('failed');
/** The form asks the authenticator code with the password. */
export const selectAsksCode = (s: ContactChangeSnapshot) => s.context.authenticatorOn;
export const selectIsEditing = (s: ContactChangeSnapshot) => s.matches('editing');
export const selectIsSaving = (s: ContactChangeSnapshot) => s.matches('saving');
/** The change is under way: its factor read, or its call (the submit button waits). */
export const selectIsSubmitting = (s: ContactChangeSnapshot) =>
  s.hasTag('busy') && !s.matches('loading');
/** The e-mail change's step-up while it runs (its dialog), else undefined. */
export const selectStepUp = (s: ContactChangeSnapshot) => s.children.stepUp;
/** A new phone was saved and waits for its SMS confirmation. */
export const selectIsConfirmingPhone = (s: ContactChangeSnapshot) => s.matches('confirmingPhone');
/** A confirmation link went to the new e-mail address (the saved value). */
export const selectIsEmailSent = (s: ContactChangeSnapshot) => s.matches('emailSent');
/** The new value as the server kept it, once saved (a new one starts an empty form). */
export const selectSavedValue = (s: ContactChangeSnapshot) => s.context.value;
/**
 * Server message (e.g. wrong current password, already in use) or message id, or null; while
 * the step-up runs, it shows the error there instead.
 */
export const selectError = (s: ContactChangeSnapshot) =>
  s.matches('steppingUp') ? null : s.context.error;
