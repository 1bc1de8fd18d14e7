import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectIsEditing = (s: LoginSnapshot) => s.matches('editing');
/** The credentials are being checked. */
export const selectIsSubmitting = (s: LoginSnapshot) => s.matches('submitting');
/** The code prompt is open (also while the code is checked): keep it open, it is persistent. */
export const selectIsAwaitingCode = (s: LoginSnapshot) => s.hasTag('awaitingCode');
/** The credentials are checked; the code step tells when its code is (code-step.selectors.ts). */
export const selectIsBusy = (s: LoginSnapshot) => s.hasTag('busy');
/** Server message or message id (see isMessageId) for the form, or null. */
export const selectError = (s: LoginSnapshot) => s.context.error;
export const selectUsername = (s: LoginSnapshot) => s.context.username;
export const selectIsSignedIn = (s: LoginSnapshot) => s.status === 'done';
/** The code step's actor while the prompt is open: the prompt reads and sends to it. */
export const selectCodeStep = (s: LoginSnapshot) => s.children.codeStep;
/** Where the awaited code comes from: an SMS to the phone, or (by default) the authenticator. */
export const selectCodeFactor = (s: LoginSnapshot) =>
  s.context.pending?.answer.factor === 'sms' ? 'sms' : 'authenticator';
/** This browser can use passkeys: the form offers to sign in with one. */
export const selectPasskeyOffered = (s: LoginSnapshot) => s.context.passkeys;
/** A passkey sign-in is under way: the browser's prompt, or its assertion being checked. */
export const selectIsUsingPasskey = (s: LoginSnapshot) => s.hasTag('passkey');
