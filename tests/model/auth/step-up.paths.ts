/**
 * The stepUp machine as the model of a limit raise's step-up: a player with each second factor
 * (none, the authenticator, SMS), and a step started again with the platform's refusal.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { stepUpMachine, type StepUpInput } from '../../../machines/auth/step-up.machine.ts';
import { tooManyAttempts } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof stepUpMachine>;

export const WRONG_PASSWORD = 'Mevcut şifreniz hatalı';

const inputs: StepUpInput[] = [
  { action: 'limit', factor: 'sms', error: null },
  { action: 'limit', factor: 'authenticator', error: null },
  { action: 'limit', factor: null, error: WRONG_PASSWORD },
];

// Values the dialog's own validation refuses are left out: it never sends them.
const events: AnyEventObject[] = [
  { type: 'stepUp.sendCode' },
  { type: 'stepUp.submit', password: 'Gizli1234', ga_code: '123456' },
  { type: 'stepUp.cancel' },
  { type: 'xstate.done.actor.sendCode' },
  { type: 'xstate.error.actor.sendCode', error: tooManyAttempts },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.factor, c.error, c.codeSent]);
};

export const paths = transitionCover(stepUpMachine, { inputs, events, serialize });

export default { machine: stepUpMachine, paths } satisfies MachineModel;
