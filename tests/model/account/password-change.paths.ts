/**
 * The passwordChange machine as the model of the profile's password tab: a valid change sent,
 * the step-up the player's strongest factor asks for (none, a passkey, or an SMS code besides the
 * form's current password) confirmed, cancelled or refused, then answered as saved, refused
 * (wrong current password) or with the session expired.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { passwordChangeMachine } from '../../../machines/account/password-change.machine.ts';
import { apiError, passwordChange, sessionExpired } from '../../fixtures/auth.ts';
import { passkeyRefused, refusedAt, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const CODE = '123456';
const wrongCode = refusedAt('ga_code', 'Girdiğiniz kod hatalı');
const submit = { type: 'passwordChange.submit', ...passwordChange };
const byPasskey = {
  type: 'xstate.done.actor.stepUp',
  output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
};
/** A player without a factor: the step-up asks nothing more than the form took. */
const byNothing = {
  type: 'xstate.done.actor.stepUp',
  output: { outcome: 'confirmed', reauthentication: { password: passwordChange.currentPassword } },
};
/** An SMS or authenticator code; the password is the one the form took. */
const byCode = {
  type: 'xstate.done.actor.stepUp',
  output: {
    outcome: 'confirmed',
    reauthentication: { password: passwordChange.currentPassword, ga_code: CODE },
  },
};

const events: AnyEventObject[] = [
  submit,
  byNothing,
  byPasskey,
  byCode,
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  { type: 'xstate.error.actor.changePassword', error: apiError('Mevcut şifreniz hatalı') },
  { type: 'xstate.error.actor.changePassword', error: passkeyRefused },
  { type: 'xstate.error.actor.changePassword', error: wrongCode },
  { type: 'xstate.error.actor.changePassword', error: sessionExpired },
  { type: 'passwordChange.edit' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.error]);
};

export const paths = [
  ...transitionCover(passwordChangeMachine, { inputs: [undefined], events, serialize }),
  // A passkey holder confirms with the passkey, once refused.
  replay(passwordChangeMachine, undefined, [
    submit,
    byPasskey,
    { type: 'xstate.error.actor.changePassword', error: passkeyRefused },
    byPasskey,
    { type: 'xstate.done.actor.changePassword', output: undefined },
  ]),
  // An SMS player gives the code alone, once refused.
  replay(passwordChangeMachine, undefined, [
    submit,
    byCode,
    { type: 'xstate.error.actor.changePassword', error: wrongCode },
    byCode,
    { type: 'xstate.done.actor.changePassword', output: undefined },
  ]),
];

export default { machine: passwordChangeMachine, paths } satisfies MachineModel;
