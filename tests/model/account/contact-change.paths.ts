/**
 * The contactChange machine as the model of the profile's username, e-mail and phone forms (one
 * actor each, one input each): the authenticator status read, a change behind the password (and
 * the code while the authenticator is on), answered every way.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeInput,
  type ContactField,
} from '../../../machines/account/contact-change.machine.ts';
import { apiError, offline, sessionExpired } from '../../fixtures/auth.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof contactChangeMachine>;

export const FIELDS: ContactField[] = ['username', 'email', 'phone'];
/** What the player types in each form. */
export const VALUES = {
  username: 'ayse_yeni',
  email: 'ayse.yeni@example.com',
  phone: '0532 765 43 21',
};

const inputs: ContactChangeInput[] = FIELDS.map((field) => ({ field }));
const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: false } },
  { type: 'xstate.done.actor.authenticatorStatus', output: { enabled: true } },
  { type: 'xstate.error.actor.authenticatorStatus', error: offline },
  { type: 'contactChange.retry' },
  ...FIELDS.map((field) => ({
    type: 'contactChange.submit',
    value: VALUES[field],
    password: 'Demo1234',
    ga_code: '123456',
  })),
  // The page answers with the value as the server keeps it (see the test's KEPT).
  { type: 'xstate.done.actor.changeContact', output: 'kept' },
  { type: 'xstate.error.actor.changeContact', error: apiError('Mevcut şifreniz hatalı') },
  { type: 'xstate.error.actor.changeContact', error: sessionExpired },
  { type: 'contactChange.edit' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.field, c.authenticatorOn, c.error, c.value !== null]);
};

/**
 * The cover takes each transition once, so it never asks for the code; one more path changes the
 * e-mail with the authenticator on.
 */
export const paths = [
  ...transitionCover(contactChangeMachine, { inputs, events, serialize }),
  replay(contactChangeMachine, inputs[1], [
    events[1]!,
    events.find((event) => event.value === VALUES.email)!,
    { type: 'xstate.done.actor.changeContact', output: 'kept' },
  ]),
];

export default { machine: contactChangeMachine, paths } satisfies MachineModel;
