import { fromPromise } from 'xstate';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import type { AuthApi, ProtectionApi } from '../../../machines/ports.ts';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';

/** The profile's responsible-gambling machine over ProtectionApi, its step-up's SMS over AuthApi. */
export function createProtectionImplementations({
  protection,
  auth,
}: {
  protection: ProtectionApi;
  auth: AuthApi;
}) {
  return {
    protection: protectionMachine.provide({
      actors: {
        getState: fromPromise(() => protection.state()),
        saveChange: fromPromise(({ input }) => protection.change(input)),
        closeAccount: fromPromise(({ input }) => protection.closeAccount(input)),
        stepUp: stepUpMachine.provide({
          actors: { sendCode: fromPromise(({ input }) => auth.sendStepUpSms(input.action)) },
        }),
      },
    }),
  };
}
