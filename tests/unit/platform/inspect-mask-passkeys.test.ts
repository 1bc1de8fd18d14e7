/**
 * The passkey section as the Stately inspector would record it: the password typed before an add
 * or a removal, the platform's challenge and the browser's new passkey never leave masked.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { passkeysMachine } from '../../../machines/account/passkeys.machine.ts';
import type { LoginFactor } from '../../../machines/shared/contract.ts';
import { maskSecrets } from '../../../src/platform/inspect-mask.ts';
import { fake } from '../../fixtures/auth.ts';
import {
  attestation,
  created,
  creationOptions,
  laptop,
  newKey,
  passkeysData,
} from '../../fixtures/passkey-management.ts';
import { appDouble } from '../../machines/app-double.ts';

describe('adding and removing a passkey as the inspector would record it', () => {
  it('carries no password, code, challenge or browser answer in any event or snapshot', async () => {
    const recorded: unknown[] = [];
    const { app } = appDouble();
    // The section runs in the app's system, as on the site; the inspector sees the whole system.
    app.system.inspect((inspection) => {
      if (inspection.type === '@xstate.event') recorded.push(maskSecrets(inspection.event));
      if (inspection.type === '@xstate.snapshot') {
        const snapshot = inspection.snapshot as { context?: unknown };
        recorded.push(maskSecrets(snapshot.context), maskSecrets(inspection.event));
      }
    });
    const actor = createActor(
      passkeysMachine.provide({
        actors: {
          loadPasskeys: fake(async () => passkeysData()),
          readFactor: fake(async (): Promise<LoginFactor | null> => 'authenticator'),
          registrationOptions: fake(async () => creationOptions),
          createPasskey: fake(async () => created),
          addPasskey: fake(async () => newKey('Telefon')),
          renamePasskey: fake(async () => laptop),
          removePasskey: fake(async (): Promise<void> => undefined),
        },
      }),
      { parent: app },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'passkeys.add' });
    await waitFor(actor, (s) => s.matches('reauthenticating'));
    actor.send({ type: 'passkeys.reauthenticate', password: 'Gizli1234', ga_code: '482913' });
    await waitFor(actor, (s) => s.matches('naming'));
    // The machine itself holds the browser's answer until it is named.
    expect(actor.getSnapshot().context.attestation).toEqual(attestation);
    actor.send({ type: 'passkeys.name', name: 'Telefon' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'passkeys.remove', id: laptop.id });
    await waitFor(actor, (s) => s.matches('confirmingRemoval'));
    actor.send({ type: 'passkeys.confirmRemoval', password: 'Gizli5678', ga_code: '193746' });
    await waitFor(actor, (s) => s.matches('ready'));

    const seen = JSON.stringify(recorded);
    expect(seen).toContain('passkeys.confirmRemoval');
    for (const secret of [
      'Gizli1234',
      '482913',
      'Gizli5678',
      '193746',
      creationOptions.challenge,
      creationOptions.user.id,
      attestation.response.clientDataJSON,
      attestation.response.attestationObject,
    ]) {
      expect(seen).not.toContain(secret);
    }
  });
});
