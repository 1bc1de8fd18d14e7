/**
 * The smsFactor machine as the model of the security tab's SMS sign-in card: the choice read or
 * not, switched on and off, and a refusal (a phone not confirmed).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { smsFactorMachine } from '../../../machines/account/sms-factor.machine.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof smsFactorMachine>;

export const NOT_CONFIRMED = apiError(
  'SMS doğrulamasını seçmek için önce telefon numaranızı doğrulayın',
);

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.readType', output: 'none' },
  { type: 'xstate.done.actor.readType', output: 'sms' },
  { type: 'xstate.error.actor.readType', error: offline },
  { type: 'smsFactor.retry' },
  { type: 'smsFactor.turnOn' },
  { type: 'smsFactor.turnOff' },
  { type: 'xstate.done.actor.setType' },
  { type: 'xstate.error.actor.setType', error: NOT_CONFIRMED },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.type, c.error, c.asked]);
};

export const paths = transitionCover(smsFactorMachine, { inputs: [undefined], events, serialize });

export default { machine: smsFactorMachine, paths } satisfies MachineModel;
