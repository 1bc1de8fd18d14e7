/**
 * The login machine as the model of /login: credentials answered with and without an
 * authenticator challenge or refused, then the code step ending with the code accepted, the
 * prompt cancelled or the pending session expired (what happens inside the step is its own model,
 * code-step.paths.ts). In a browser with passkeys also: the passkey button's ceremony picked,
 * closed, or failing in the browser or at the platform, then the sign-in with its assertion
 * accepted or refused; and the username field's autofill, asked for once, its unseen ceremony
 * picked, closed or renewed before its challenge expires.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import { loginMachine, type LoginInput } from '../../../machines/auth/login.machine.ts';
import {
  challengedLogin,
  credentials,
  loginFailed,
  plainLogin,
  tooManyAttempts,
} from '../../fixtures/auth.ts';
import {
  assertion,
  cancelled,
  deviceFailure,
  passkeyLogin,
  passkeyRefused,
} from '../../fixtures/passkey-login.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;

const stepEnded = (outcome: CodeStepOutput['outcome']) => ({
  type: 'xstate.done.actor.codeStep',
  output: { outcome } satisfies CodeStepOutput,
});

export const AUTOFILL_RENEWED = 'xstate.after.autofillRenewal.login.editing.awaitingAutofill';

// Invalid credentials are left out: the form's own validation never sends them.
const events: AnyEventObject[] = [
  { type: 'login.submit', ...credentials },
  { type: 'xstate.done.actor.login', output: plainLogin },
  { type: 'xstate.done.actor.login', output: challengedLogin },
  { type: 'xstate.error.actor.login', error: loginFailed },
  stepEnded('accepted'),
  stepEnded('cancelled'),
  stepEnded('sessionExpired'),
  { type: 'login.passkey' },
  { type: 'xstate.done.actor.passkey', output: assertion },
  { type: 'xstate.error.actor.passkey', error: cancelled },
  { type: 'xstate.error.actor.passkey', error: deviceFailure },
  // The platform refused the challenge itself.
  { type: 'xstate.error.actor.passkey', error: tooManyAttempts },
  { type: 'xstate.done.actor.passkeyLogin', output: passkeyLogin },
  { type: 'xstate.error.actor.passkeyLogin', error: passkeyRefused },
  { type: 'xstate.done.actor.autofillSupported', output: true },
  { type: 'xstate.done.actor.autofillSupported', output: false },
  { type: 'xstate.error.actor.autofillSupported', error: new Error('no conditional mediation') },
  { type: 'xstate.done.actor.autofill', output: assertion },
  { type: 'xstate.error.actor.autofill', error: cancelled },
  { type: AUTOFILL_RENEWED },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.username, c.error, c.pending !== null, c.passkeys, c.autofill]);
};

/** A browser without passkeys, and one with them. */
export const inputs: LoginInput[] = [{ passkeys: false }, { passkeys: true }];

export const paths = transitionCover(loginMachine, { inputs, events, serialize });

export default { machine: loginMachine, paths } satisfies MachineModel;
