/**
 * The registration machine as the model of /register against the real platform: the player
 * sends fresh details with a promo code nobody offers (refused at that field) or without one
 * (registered, with a monthly deposit limit), each followed by the platform's answer to it.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../machines/auth/registration.machine.ts';
import type { Registration } from '../../machines/shared/validation/registration-schema.ts';
import { apiError, registration } from '../fixtures/auth.ts';
import { transitionCover } from '../model/view-driver.ts';
import { answered, type Platform } from './answered-model.ts';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

/** A code no offer has: the platform refuses it at its field. */
export const UNKNOWN_CODE = 'YOKBOYLEKOD';
const unknownCode = Object.assign(apiError('Geçersiz promosyon kodu'), {
  data: { field: 'promoCode' },
});

// The values only pass the machine's rules: the driver types a fresh player's details.
const submit = (promoCode: string, depositLimit: Registration['depositLimit'] = null) => ({
  type: 'registration.submit',
  values: { ...registration, promoCode, depositLimit },
});
const events: AnyEventObject[] = [
  submit(UNKNOWN_CODE),
  submit('', { period: 'month', amount: 3_000_00 }),
];

const platform: Platform = (event, asked) => {
  if (!asked.matches('submitting')) return null;
  return event.values.promoCode === UNKNOWN_CODE
    ? { type: 'xstate.error.actor.register', error: unknownCode }
    : { type: 'xstate.done.actor.register', output: 'Kaydınız alındı.' };
};

export const paths = transitionCover(answered(registrationMachine, platform), {
  inputs: [undefined],
  events,
  tryEveryEvent: true,
  serialize: (s: AnyMachineSnapshot) => {
    const c = (s as Snapshot).context;
    return JSON.stringify([s.value, c.errorField]);
  },
});
