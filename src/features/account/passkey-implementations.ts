import { fromPromise } from 'xstate';
import { passkeysMachine, type PasskeysData } from '../../../machines/account/passkeys.machine.ts';
import type { AuthApi, PasskeyApi, PasskeyDevice } from '../../../machines/ports.ts';
import { suggestPasskeyName } from './passkey-name.ts';

/**
 * The passkey section's machine over PasskeyApi and the browser's WebAuthn (PasskeyDevice); the
 * player's second factor (what removing asks besides the password) and its SMS over AuthApi.
 */
export function providePasskeys({
  passkey,
  passkeyDevice,
  auth,
}: {
  passkey: PasskeyApi;
  passkeyDevice: PasskeyDevice;
  auth: AuthApi;
}) {
  return passkeysMachine.provide({
    actors: {
      loadPasskeys: fromPromise<PasskeysData>(async () => {
        const [passkeys, events] = await Promise.all([passkey.list(), passkey.securityEvents()]);
        return { passkeys, events, supported: passkeyDevice.supported() };
      }),
      readFactor: fromPromise(async () => {
        const factor = await auth.twoFactorType();
        return factor === 'none' ? null : factor;
      }),
      registrationOptions: fromPromise(({ input }) => passkey.registrationOptions(input)),
      createPasskey: fromPromise(async ({ input }) => ({
        attestation: await passkeyDevice.create(input),
        suggestedName: suggestPasskeyName(navigator.userAgent),
      })),
      addPasskey: fromPromise(({ input }) => passkey.add(input.name, input.attestation)),
      renamePasskey: fromPromise(({ input }) => passkey.rename(input.id, input.name)),
      removePasskey: fromPromise(({ input }) => passkey.remove(input.id, input.reauthentication)),
      // The platform asks removing a passkey like turning a factor off.
      sendCode: fromPromise(() => auth.sendStepUpSms('factor-off')),
    },
  });
}
