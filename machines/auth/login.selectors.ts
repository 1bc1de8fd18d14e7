import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectIsEditing = (s: LoginSnapshot) => s.matches('editing');
/** The credentials are being checked. */
export const selectIsSubmitting = (s: LoginSnapshot) => s.matches('submitting');
/** The code prompt is open (also while the code is checked): keep it open, it is persistent. */
export const selectIsAwaitingCode = (s: LoginSnapshot) => s.hasTag('awaitingCode');
export const selectIsVerifyingCode = (s: LoginSnapshot) => s.matches('verifyingCode');
/** Any call in flight: disable the form's buttons. */
export const selectIsBusy = (s: LoginSnapshot) => s.hasTag('busy');
/** Server message or message id (see isMessageId) for the form, or null. */
export const selectError = (s: LoginSnapshot) => s.context.error;
/** 'login.wrongCode' or a server message for the code prompt, or null. */
export const selectCodeError = (s: LoginSnapshot) => s.context.codeError;
export const selectUsername = (s: LoginSnapshot) => s.context.username;
export const selectIsSignedIn = (s: LoginSnapshot) => s.status === 'done';
export const selectCanCancelCode = (s: LoginSnapshot) => s.can({ type: 'login.cancelCode' });
