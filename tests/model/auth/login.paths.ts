/**
 * The login machine as the model of /login: credentials answered with and without an
 * authenticator challenge or refused, then the code step ending with the code accepted, the
 * prompt cancelled or the pending session expired (what happens inside the step is its own model,
 * code-step.paths.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import { challengedLogin, credentials, loginFailed, plainLogin } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof loginMachine>;

const stepEnded = (outcome: CodeStepOutput['outcome']) => ({
  type: 'xstate.done.actor.codeStep',
  output: { outcome } satisfies CodeStepOutput,
});

// Invalid credentials are left out: the form's own validation never sends them.
const events: AnyEventObject[] = [
  { type: 'login.submit', ...credentials },
  { type: 'xstate.done.actor.login', output: plainLogin },
  { type: 'xstate.done.actor.login', output: challengedLogin },
  { type: 'xstate.error.actor.login', error: loginFailed },
  stepEnded('accepted'),
  stepEnded('cancelled'),
  stepEnded('sessionExpired'),
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.username, c.error, c.pending !== null]);
};

export const paths = transitionCover(loginMachine, { inputs: [undefined], events, serialize });

export default { machine: loginMachine, paths } satisfies MachineModel;
