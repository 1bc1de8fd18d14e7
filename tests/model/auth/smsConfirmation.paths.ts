/**
 * The smsConfirmation machine as the model of the phone's SMS card on the profile's security
 * tab: a code sent (or refused, first or on a resend), then checked as right, wrong or voided.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { smsConfirmationMachine } from '../../../machines/auth/smsConfirmation.machine.ts';
import { apiError, tooManyAttempts } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof smsConfirmationMachine>;

const events: AnyEventObject[] = [
  { type: 'sms.send' },
  { type: 'xstate.done.actor.sendSms', output: undefined },
  { type: 'xstate.error.actor.sendSms', error: tooManyAttempts },
  { type: 'sms.resend' },
  { type: 'sms.validate', code: '123456' },
  { type: 'xstate.done.actor.validateSms', output: true },
  { type: 'xstate.done.actor.validateSms', output: false },
  { type: 'xstate.error.actor.validateSms', error: apiError('Kodun süresi doldu') },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.codeSent, c.error, c.codeError]);
};

export const paths = transitionCover(smsConfirmationMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: smsConfirmationMachine, paths } satisfies MachineModel;
