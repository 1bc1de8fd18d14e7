/**
 * The stepUpMachine as the model of a step-up: in a limit raise, and in a password change whose
 * form took the password. The platform answers each factor (a passkey, the authenticator, SMS,
 * none) or fails to; a step is started again with the platform's refusal.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { stepUpMachine, type StepUpInput } from '../../../machines/auth/step-up.machine.ts';
import { offline, tooManyAttempts } from '../../fixtures/auth.ts';
import {
  browserFailure,
  passkeyCancelled,
  passkeyRefused,
  stepUpAssertion,
} from '../../fixtures/passkey-step-up.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof stepUpMachine>;

export const WRONG_PASSWORD = 'Mevcut şifreniz hatalı';
/** The password a password change's form took. */
export const GIVEN_PASSWORD = 'Eski1234';

const inputs: StepUpInput[] = [
  { action: 'limit', error: null },
  { action: 'limit', error: WRONG_PASSWORD },
  { action: 'limit', error: passkeyRefused.message },
  { action: 'password', error: null, givenPassword: GIVEN_PASSWORD },
];

// Values the dialog's own validation refuses are left out: it never sends them.
const events: AnyEventObject[] = [
  ...(['sms', 'authenticator', null, 'passkey'] as const).map((output) => ({
    type: 'xstate.done.actor.stepUpFactor',
    output,
  })),
  { type: 'xstate.error.actor.stepUpFactor', error: offline },
  { type: 'stepUp.retry' },
  { type: 'stepUp.sendCode' },
  { type: 'stepUp.submit', password: 'Gizli1234', ga_code: '123456' },
  { type: 'stepUp.cancel' },
  { type: 'xstate.done.actor.sendCode' },
  { type: 'xstate.error.actor.sendCode', error: tooManyAttempts },
  { type: 'stepUp.usePasskey' },
  { type: 'xstate.done.actor.assertPasskey', output: stepUpAssertion },
  { type: 'xstate.error.actor.assertPasskey', error: passkeyCancelled },
  { type: 'xstate.error.actor.assertPasskey', error: tooManyAttempts },
  { type: 'xstate.error.actor.assertPasskey', error: browserFailure },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.action, c.factor, c.error, c.codeSent]);
};

export const paths = transitionCover(stepUpMachine, { inputs, events, serialize });

export default { machine: stepUpMachine, paths } satisfies MachineModel;
