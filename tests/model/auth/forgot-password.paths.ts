/**
 * The forgot-password machine as the model of /forgot-password: a valid address sent, the
 * request answered or refused (rate limit).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import { tooManyAttempts } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

// An invalid address is left out: the form's own validation never sends it.
const events: AnyEventObject[] = [
  { type: 'forgot.submit', email: 'ayse@example.com' },
  { type: 'xstate.done.actor.forgot', output: undefined },
  { type: 'xstate.error.actor.forgot', error: tooManyAttempts },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.email, c.error]);
};

export const paths = transitionCover(forgotPasswordMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: forgotPasswordMachine, paths } satisfies MachineModel;
