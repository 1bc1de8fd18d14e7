/**
 * The smsConfirmation machine as the model of the phone's SMS card on the profile's security
 * tab: a code sent (or refused, first or on a resend), then its code step ending with the code
 * accepted (what happens inside the step is its own model, code-step.paths.ts).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { CodeStepOutput } from '../../../machines/auth/code-step.machine.ts';
import { smsConfirmationMachine } from '../../../machines/account/sms-confirmation.machine.ts';
import { tooManyAttempts } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof smsConfirmationMachine>;

const events: AnyEventObject[] = [
  { type: 'sms.send' },
  { type: 'xstate.done.actor.sendSms', output: undefined },
  { type: 'xstate.error.actor.sendSms', error: tooManyAttempts },
  { type: 'sms.resend' },
  { type: 'xstate.done.actor.codeStep', output: { outcome: 'accepted' } satisfies CodeStepOutput },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.codeSent, c.error]);
};

export const paths = transitionCover(smsConfirmationMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: smsConfirmationMachine, paths } satisfies MachineModel;
