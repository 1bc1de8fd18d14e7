/**
 * The passwordChange machine as the model of the profile's password tab: a valid change sent,
 * then answered as saved, refused (wrong current password) or with the session expired.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { passwordChangeMachine } from '../../../machines/account/password-change.machine.ts';
import { apiError, passwordChange, sessionExpired } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof passwordChangeMachine>;

const events: AnyEventObject[] = [
  { type: 'passwordChange.submit', ...passwordChange },
  { type: 'xstate.done.actor.changePassword', output: undefined },
  { type: 'xstate.error.actor.changePassword', error: apiError('Mevcut şifreniz hatalı') },
  { type: 'xstate.error.actor.changePassword', error: sessionExpired },
  { type: 'passwordChange.edit' },
];

const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, (s as Snapshot).context.error]);

export const paths = transitionCover(passwordChangeMachine, {
  inputs: [undefined],
  events,
  serialize,
});

export default { machine: passwordChangeMachine, paths } satisfies MachineModel;
