import type { SnapshotFrom } from 'xstate';
import type { authenticatorMachine } from './authenticator.machine.ts';

type AuthenticatorSnapshot = SnapshotFrom<typeof authenticatorMachine>;

export const selectIsLoading = (s: AuthenticatorSnapshot) => s.matches('loading');
export const selectHasFailed = (s: AuthenticatorSnapshot) => s.matches('failed');
/** A call of this machine in flight: disable the buttons (the code step has its own). */
export const selectIsBusy = (s: AuthenticatorSnapshot) => s.hasTag('busy');
/** Whether the authenticator is switched on (null while not known). */
/** The password prompt before a key is generated is open (also while the key is generated). */
export const selectIsAskingPassword = (s: AuthenticatorSnapshot) =>
  s.matches('passwordPrompt') || s.matches('generating');
export const selectIsEnabled = (s: AuthenticatorSnapshot): boolean | null =>
  s.matches('on') || s.matches('disablePrompt') || s.matches('disabling')
    ? true
    : s.matches('off') || selectIsAskingPassword(s) || s.hasTag('showsKey')
      ? false
      : null;
/** The generated key is shown (QR from uri, text from secret) with its code field. */
export const selectShowsKey = (s: AuthenticatorSnapshot) => s.hasTag('showsKey');
export const selectKey = (s: AuthenticatorSnapshot) =>
  s.context.secret !== null && s.context.uri !== null
    ? { secret: s.context.secret, uri: s.context.uri }
    : null;
/** The password and code prompt for switching off is open (also while they are checked). */
export const selectIsAskingDisableCode = (s: AuthenticatorSnapshot) =>
  s.matches('disablePrompt') || s.matches('disabling');
export const selectIsDisabling = (s: AuthenticatorSnapshot) => s.matches('disabling');
/** Any code prompt is open (key confirmation or switching off). */
export const selectIsAwaitingCode = (s: AuthenticatorSnapshot) =>
  s.hasTag('showsKey') || selectIsAskingDisableCode(s);
/** Server message or message id (status or key generation failed, wrong password), or null. */
export const selectError = (s: AuthenticatorSnapshot) => s.context.error;
/** Why switching off was refused, for its code field, or null. */
export const selectCodeError = (s: AuthenticatorSnapshot) => s.context.codeError;
/** The code step's actor while the key is shown: its code field reads and sends to it. */
export const selectCodeStep = (s: AuthenticatorSnapshot) => s.children.codeStep;
