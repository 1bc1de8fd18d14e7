/**
 * The authenticator machine as the model of its card on the profile's security tab: the status
 * read, the key's generation behind the password, its code step ending with the code accepted
 * or cancelled (what happens inside the step is its own model, code-step.paths.ts), and switching
 * it off, each AuthApi call answered every way.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { authenticatorMachine } from '../../../machines/account/authenticator.machine.ts';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import { apiError, authenticatorKey, offline } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof authenticatorMachine>;

const wrongPassword = apiError('Mevcut şifreniz hatalı');

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
  { type: 'authenticator.confirmDisable', code: '654321', password: 'Demo1234' },
  { type: 'xstate.done.actor.disableAuthenticator', output: undefined },
  { type: 'xstate.error.actor.disableAuthenticator', error: wrongPassword },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.error, c.codeError, c.secret]);
};

export const paths = transitionCover(authenticatorMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: authenticatorMachine, paths } satisfies MachineModel;
