/**
 * The password-reset machine as the model of /account_reset: a link with a token, whose new
 * passwords are accepted or refused (an expired link), and a link without one.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  passwordResetMachine,
  type PasswordResetInput,
} from '../../../machines/auth/password-reset.machine.ts';
import { apiError, passwords, resetToken } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;

export const inputs: PasswordResetInput[] = [{ token: resetToken }, { token: null }];

// Passwords that break the rules or differ are left out: the form never sends them.
const events: AnyEventObject[] = [
  { type: 'reset.submit', ...passwords },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  { type: 'xstate.error.actor.resetPassword', error: apiError('Bağlantının süresi doldu') },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.token, c.error]);
};

export const paths = transitionCover(passwordResetMachine, { inputs, events, serialize });

export default { machine: passwordResetMachine, paths } satisfies MachineModel;
