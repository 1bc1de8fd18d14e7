/**
 * The passkey machine as the model of its two cards on the profile's security tab: the list and
 * the events read every way (WebAuthn or none; no second factor, the authenticator or SMS), a passkey added
 * through the password, the browser's prompt (created, closed, failed) and its name, renamed
 * inline and removed behind the password and the code of the player's factor (an SMS one sent
 * on request), each PasskeyApi answer given every way.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { passkeysMachine, type PasskeysData } from '../../../machines/account/passkeys.machine.ts';
import { offline } from '../../fixtures/auth.ts';
import { cancelled, deviceFailure } from '../../fixtures/passkey-login.ts';
import {
  challengeExpired,
  created,
  creationOptions,
  laptop,
  nameRefused,
  newKey,
  passkeysData,
  phone,
  wrongPassword,
} from '../../fixtures/passkey-management.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof passkeysMachine>;

export const PASSWORD = 'Demo1234';
export const CODE = '123456';
export const NEW_NAME = 'İş bilgisayarı';
export const RENAMED = 'İş Mac';

const loaded = (data: PasskeysData) => ({ type: 'xstate.done.actor.loadPasskeys', output: data });

const events: AnyEventObject[] = [
  loaded(passkeysData()),
  loaded(passkeysData({ supported: false, passkeys: [laptop] })),
  loaded(passkeysData({ passkeys: [], events: [] })),
  { type: 'xstate.error.actor.loadPasskeys', error: offline },
  { type: 'passkeys.retry' },
  { type: 'passkeys.add' },
  { type: 'xstate.done.actor.readFactor', output: null },
  { type: 'xstate.done.actor.readFactor', output: 'authenticator' },
  { type: 'xstate.done.actor.readFactor', output: 'sms' },
  { type: 'xstate.error.actor.readFactor', error: offline },
  { type: 'passkeys.reauthenticate', password: PASSWORD, ga_code: '' },
  { type: 'passkeys.reauthenticate', password: PASSWORD, ga_code: CODE },
  { type: 'xstate.done.actor.registrationOptions', output: creationOptions },
  { type: 'xstate.error.actor.registrationOptions', error: wrongPassword },
  { type: 'xstate.done.actor.createPasskey', output: created },
  { type: 'xstate.error.actor.createPasskey', error: cancelled },
  { type: 'xstate.error.actor.createPasskey', error: deviceFailure },
  { type: 'passkeys.name', name: NEW_NAME },
  { type: 'xstate.done.actor.addPasskey', output: newKey(NEW_NAME) },
  { type: 'xstate.error.actor.addPasskey', error: nameRefused },
  { type: 'xstate.error.actor.addPasskey', error: challengeExpired },
  { type: 'passkeys.cancel' },
  { type: 'passkeys.rename', id: laptop.id },
  { type: 'passkeys.saveName', name: RENAMED },
  { type: 'passkeys.saveName', name: laptop.name },
  { type: 'xstate.done.actor.renamePasskey', output: { ...laptop, name: RENAMED } },
  { type: 'xstate.error.actor.renamePasskey', error: offline },
  { type: 'passkeys.remove', id: phone.id },
  { type: 'passkeys.confirmRemoval', password: PASSWORD, ga_code: '' },
  { type: 'passkeys.confirmRemoval', password: PASSWORD, ga_code: CODE },
  { type: 'passkeys.sendCode' },
  { type: 'xstate.done.actor.sendCode' },
  { type: 'xstate.error.actor.sendCode', error: offline },
  { type: 'xstate.done.actor.removePasskey' },
  { type: 'xstate.error.actor.removePasskey', error: wrongPassword },
];

/**
 * The add asks (and takes) the authenticator's code exactly while it is on, the removal the code
 * of any factor (each read as its dialog opens); a read after a change finds the browser as it
 * was.
 */
function offers(snapshot: AnyMachineSnapshot, event: AnyEventObject) {
  const s = snapshot as Snapshot;
  const { context } = s;
  if (event.type === 'passkeys.reauthenticate') {
    return (event.ga_code !== '') === (context.factor === 'authenticator');
  }
  if (event.type === 'passkeys.confirmRemoval') {
    return (event.ga_code !== '') === (context.factor !== null);
  }
  if (event.type === 'xstate.done.actor.loadPasskeys' && s.matches('refreshing')) {
    const data = event.output as PasskeysData;
    return data.supported === context.supported;
  }
  return true;
}

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.passkeys.map((p) => `${p.id}:${p.name}`),
    c.events.length,
    c.supported,
    c.factor,
    c.codeSent,
    c.attestation !== null,
    c.selected?.id ?? null,
    c.error,
  ]);
};

export const paths = transitionCover(passkeysMachine, {
  inputs: [undefined],
  events,
  serialize,
  offers,
});

export default { machine: passkeysMachine, paths } satisfies MachineModel;
