/**
 * The e-mail confirmation machine as the model of /account_email: a link with a token, confirmed
 * and accepted or refused (used or expired), and a link without one.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  emailConfirmationMachine,
  type EmailConfirmationInput,
} from '../../../machines/auth/email-confirmation.machine.ts';
import { apiError, resetToken } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof emailConfirmationMachine>;

export const CONFIRMED = 'ayse.yeni@example.com';

export const inputs: EmailConfirmationInput[] = [{ token: resetToken }, { token: null }];

const events: AnyEventObject[] = [
  { type: 'emailConfirm.submit' },
  { type: 'xstate.done.actor.confirmEmail', output: { email: CONFIRMED } },
  {
    type: 'xstate.error.actor.confirmEmail',
    error: apiError('E-posta doğrulama bağlantısı geçersiz veya süresi dolmuş'),
  },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.token, c.error, c.email]);
};

export const paths = transitionCover(emailConfirmationMachine, { inputs, events, serialize });

export default { machine: emailConfirmationMachine, paths } satisfies MachineModel;
