import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine.ts';

type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const selectIsEditing = (s: PasswordChangeSnapshot) => s.matches('editing');
export const selectIsSaving = (s: PasswordChangeSnapshot) => s.hasTag('busy');
export const selectIsSubmitting = selectIsSaving;
export const selectIsSaved = (s: PasswordChangeSnapshot) => s.matches('saved');
/**
 * Server message (e.g. wrong current password) or message id, or null; while the step-up runs,
 * it shows the error there instead.
 */
export const selectError = (s: PasswordChangeSnapshot) =>
  s.matches('steppingUp') ? null : s.context.error;
/** The change's step-up while it runs (its dialog), else undefined. */
export const selectStepUp = (s: PasswordChangeSnapshot) => s.children.stepUp;
