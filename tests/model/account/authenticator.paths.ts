/**
 * The authenticator machine as the model of its card on the profile's security tab: the status
 * read, the key's generation behind the password, its code step ending with the code accepted
 * or cancelled (what happens inside the step is its own model, code-step.paths.ts), and switching
 * it off behind the step-up of the player's strongest factor (the password and the
 * authenticator's code, or a passkey) confirmed, cancelled or refused, each AuthApi call answered
 * every way.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { authenticatorMachine } from '../../../machines/account/authenticator.machine.ts';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import { apiError, authenticatorKey, offline } from '../../fixtures/auth.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof authenticatorMachine>;

const wrongPassword = apiError('Mevcut şifreniz hatalı');
const wrongCode = refusedAt('ga_code', 'Girdiğiniz kod hatalı');
export const PASSWORD = 'Demo1234';
export const CODE = '654321';

const stepEnded = (outcome: CodeStepOutput['outcome']) => ({
  type: 'xstate.done.actor.codeStep',
  output: { outcome } satisfies CodeStepOutput,
});

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: false } },
  { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: true } },
  { type: 'xstate.error.actor.authenticatorStatus', error: offline },
  { type: 'authenticator.retry' },
  { type: 'authenticator.start' },
  { type: 'authenticator.generate', password: 'Demo1234' },
  { type: 'xstate.done.actor.generateAuthenticator', output: authenticatorKey },
  { type: 'xstate.error.actor.generateAuthenticator', error: wrongPassword },
  stepEnded('accepted'),
  stepEnded('cancelled'),
  { type: 'authenticator.cancel' },
  { type: 'authenticator.disable' },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: PASSWORD, ga_code: CODE } },
  },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
  },
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'xstate.done.actor.disableAuthenticator', output: undefined },
  { type: 'xstate.error.actor.disableAuthenticator', error: wrongPassword },
  { type: 'xstate.error.actor.disableAuthenticator', error: offline },
  { type: 'xstate.error.actor.disableAuthenticator', error: wrongCode },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.error, c.codeError, c.secret]);
};

const byPasskey = events.find((event) => event.output?.reauthentication?.passkey)!;

export const paths = [
  ...transitionCover(authenticatorMachine, { inputs: [undefined], events, serialize }),
  // The cover switches it off with the password and code; a passkey holder, once refused.
  replay(authenticatorMachine, undefined, [
    { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: true } },
    { type: 'authenticator.disable' },
    byPasskey,
    { type: 'xstate.error.actor.disableAuthenticator', error: passkeyRefused },
    byPasskey,
    { type: 'xstate.done.actor.disableAuthenticator', output: undefined },
  ]),
];

export default { machine: authenticatorMachine, paths } satisfies MachineModel;
