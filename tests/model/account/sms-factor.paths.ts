/**
 * The smsFactor machine as the model of the security tab's SMS sign-in card: the choice read or
 * not, switched on, switched off behind the step-up of the player's strongest factor (the
 * password and an SMS code, or a passkey) confirmed, cancelled or refused, and a refusal (a phone
 * not confirmed).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { smsFactorMachine } from '../../../machines/account/sms-factor.machine.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof smsFactorMachine>;

export const NOT_CONFIRMED = apiError(
  'SMS doğrulamasını seçmek için önce telefon numaranızı doğrulayın',
);
export const PASSWORD = 'Demo1234';
export const CODE = '123456';
const wrongCode = refusedAt('ga_code', 'Girdiğiniz kod hatalı');
const byPasskey = {
  type: 'xstate.done.actor.stepUp',
  output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
};

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.readType', output: 'none' },
  { type: 'xstate.done.actor.readType', output: 'sms' },
  { type: 'xstate.error.actor.readType', error: offline },
  { type: 'smsFactor.retry' },
  { type: 'smsFactor.turnOn' },
  { type: 'smsFactor.turnOff' },
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: PASSWORD, ga_code: CODE } },
  },
  byPasskey,
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'xstate.done.actor.setType' },
  { type: 'xstate.error.actor.setType', error: NOT_CONFIRMED },
  { type: 'xstate.error.actor.setType', error: wrongCode },
];

/** The platform refuses a code only of a player turning SMS off, an unconfirmed phone only on. */
function offers(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const turningOff = (snapshot as Snapshot).context.asked === 'none';
  if (event.error === wrongCode) return turningOff;
  if (event.error === NOT_CONFIRMED) return !turningOff;
  return true;
}

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.type, c.error, c.asked]);
};

export const paths = [
  ...transitionCover(smsFactorMachine, { inputs: [undefined], events, serialize, offers }),
  // A passkey holder turns it off with the passkey, once refused.
  replay(smsFactorMachine, undefined, [
    { type: 'xstate.done.actor.readType', output: 'sms' },
    { type: 'smsFactor.turnOff' },
    byPasskey,
    { type: 'xstate.error.actor.setType', error: passkeyRefused },
    byPasskey,
    { type: 'xstate.done.actor.setType' },
  ]),
];

export default { machine: smsFactorMachine, paths } satisfies MachineModel;
