/**
 * The contactChange machine as the model of the profile's username, e-mail and phone forms (one
 * actor each, one input each): the authenticator status read, a username or phone change behind
 * the password (and the code while the authenticator is on), an e-mail change behind the step-up
 * of the player's strongest factor (the password alone, or a passkey) confirmed, cancelled or
 * refused, answered every way.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeInput,
  type ContactField,
} from '../../../machines/account/contact-change.machine.ts';
import { apiError, offline, sessionExpired } from '../../fixtures/auth.ts';
import { passkeyRefused, stepUpAssertion } from '../../fixtures/passkey-step-up.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof contactChangeMachine>;

export const FIELDS: ContactField[] = ['username', 'email', 'phone'];
/** What the player types in each form. */
export const VALUES = {
  username: 'ayse_yeni',
  email: 'ayse.yeni@example.com',
  phone: '0532 765 43 21',
};
const PASSWORD = 'Demo1234';

const byPasskey = {
  type: 'xstate.done.actor.stepUp',
  output: { outcome: 'confirmed', reauthentication: { passkey: stepUpAssertion } },
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
    password: PASSWORD,
    ga_code: '123456',
  })),
  // The e-mail's step-up ends: confirmed with the password or the passkey, or cancelled.
  {
    type: 'xstate.done.actor.stepUp',
    output: { outcome: 'confirmed', reauthentication: { password: PASSWORD } },
  },
  byPasskey,
  { type: 'xstate.done.actor.stepUp', output: { outcome: 'cancelled' } },
  // The page answers with the value as the server keeps it (see the test's KEPT).
  { type: 'xstate.done.actor.changeContact', output: 'kept' },
  { type: 'xstate.error.actor.changeContact', error: apiError('Mevcut şifreniz hatalı') },
  { type: 'xstate.error.actor.changeContact', error: sessionExpired },
  { type: 'xstate.error.actor.changeContact', error: passkeyRefused },
  { type: 'contactChange.edit' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.field,
    c.authenticatorOn,
    c.error,
    c.value !== null,
    c.pending !== null,
  ]);
};

/** Only an e-mail change, the one with a step-up, is refused at its passkey. */
function offers(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  if (event.error === passkeyRefused) return (snapshot as Snapshot).context.pending !== null;
  return true;
}

/**
 * The cover takes each transition once, so it never asks for the code nor confirms with a
 * passkey: one more path each.
 */
export const paths = [
  ...transitionCover(contactChangeMachine, { inputs, events, serialize, offers }),
  // A passkey holder confirms a new e-mail with the passkey, once refused.
  replay(contactChangeMachine, inputs[1], [
    events[0]!,
    events.find((event) => event.value === VALUES.email)!,
    byPasskey,
    { type: 'xstate.error.actor.changeContact', error: passkeyRefused },
    byPasskey,
    { type: 'xstate.done.actor.changeContact', output: 'kept' },
  ]),
  replay(contactChangeMachine, inputs[0], [
    events[1]!,
    events.find((event) => event.value === VALUES.username)!,
    { type: 'xstate.done.actor.changeContact', output: 'kept' },
  ]),
];

export default { machine: contactChangeMachine, paths } satisfies MachineModel;
