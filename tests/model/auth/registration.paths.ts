/**
 * The registration machine as the model of /register: valid values answered with the server's
 * one message, or refused. Each kind of refusal shows in its own place (a server message above
 * the button, a refused promo code at its field, a generic message when nothing answered), so
 * each gets a cover of its own; the answered registration is taken by the first.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import type { Registration } from '../../../machines/shared/validation/registration-schema.ts';
import { apiError, offline, registration, tooManyAttempts } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

export const RECEIVED =
  'Kaydınız alındı ve sonucunu e-posta adresinize gönderdik. Hesabınız açıldıysa kullanıcı adınız ve şifrenizle hemen giriş yapabilirsiniz; açılamadıysa nedenini e-postada bulursunuz.';

/** A refusal that names the field it is about, as the API client rejects with it. */
export const promoCodeRefused = Object.assign(apiError('Geçersiz promosyon kodu'), {
  data: { field: 'promoCode' },
});

// Invalid values are left out: the form's own validation never sends them. The player answers
// the deposit limit offer with a weekly limit of ₺1.500 or with "no limit now" (the fixture's).
const submitWith = (depositLimit: Registration['depositLimit']) => ({
  type: 'registration.submit',
  values: { ...registration, promoCode: 'HOSGELDIN', depositLimit },
});
const submit = submitWith(null);
const submitLimit = submitWith({ period: 'week', amount: 1_500_00 });
const answered = { type: 'xstate.done.actor.register', output: RECEIVED };
const refused = (error: Error) => ({ type: 'xstate.error.actor.register', error });

const models: AnyEventObject[][] = [
  [submitLimit, answered, refused(tooManyAttempts)],
  [submit, refused(promoCodeRefused)],
  [submit, refused(offline)],
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.message, c.error, c.errorField]);
};

export const paths = models.flatMap((events) =>
  transitionCover(registrationMachine, { inputs: [undefined], events, serialize }),
);

export default { machine: registrationMachine, paths } satisfies MachineModel;
