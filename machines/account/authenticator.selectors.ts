import type { SnapshotFrom } from 'xstate';
import type { authenticatorMachine } from './authenticator.machine.ts';

type AuthenticatorSnapshot = SnapshotFrom<typeof authenticatorMachine>;

export const selectIsLoading = (s: AuthenticatorSnapshot) => s.matches('loading');
export const selectHasFailed = (s: AuthenticatorSnapshot) => s.matches('failed');
/** A call of this machine in flight: disable the buttons (the code step has its own). */
export const selectIsBusy = (s: AuthenticatorSnapshot) => s.hasTag('busy');
/** Switching off is under way: its step-up, its call. */
export const selectIsTurningOff = (s: AuthenticatorSnapshot) =>
  s.matches('steppingUp') || s.matches('disabling');
/** The password prompt before a key is generated is open (also while the key is generated). */
export const selectIsAskingPassword = (s: AuthenticatorSnapshot) =>
  s.matches('passwordPrompt') || s.matches('generating');
/** Whether the authenticator is switched on (null while not known). */
export const selectIsEnabled = (s: AuthenticatorSnapshot): boolean | null =>
  s.matches('on') || selectIsTurningOff(s)
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
export const selectIsDisabling = (s: AuthenticatorSnapshot) => s.matches('disabling');
/** The new key's code is asked for. */
export const selectIsAwaitingCode = (s: AuthenticatorSnapshot) => s.hasTag('showsKey');
/** The step-up of switching off while it runs (its dialog), else undefined. */
export const selectStepUp = (s: AuthenticatorSnapshot) => s.children.stepUp;
/** Server message or message id (status or key generation failed, wrong password), or null. */
export const selectError = (s: AuthenticatorSnapshot) => s.context.error;
/** Why switching off was refused at its step-up, or null (its dialog shows it). */
export const selectCodeError = (s: AuthenticatorSnapshot) => s.context.codeError;
/** The code step's actor while the key is shown: its code field reads and sends to it. */
export const selectCodeStep = (s: AuthenticatorSnapshot) => s.children.codeStep;
