import { fromPromise, sendTo } from 'xstate';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import type { AuthApi, ProtectionApi } from '../../../machines/ports.ts';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import type { AppActor } from '../../runtime/app-actors.ts';

/**
 * The profile's responsible-gambling machine over ProtectionApi; a time-out or self-exclusion
 * ends the app's session too (the platform has ended it already).
 */
export function createProtectionImplementations({
  protection,
  auth,
  appActor,
}: {
  protection: ProtectionApi;
  auth: AuthApi;
  appActor: AppActor;
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
      actions: {
        reportClosed: sendTo(appActor, { type: 'session.ended', reason: 'accountClosed' }),
      },
    }),
  };
}
