import { fromPromise } from 'xstate';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import type { AuthApi, ProtectionApi } from '../../../machines/ports.ts';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import type { AppActor } from '../../runtime/app-actors.ts';
import { changesElsewhere } from './protection-news.ts';

/**
 * The profile's responsible-gambling machine over ProtectionApi, its step-up's SMS over AuthApi,
 * and the app's news of a change in another tab.
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
        history: protectionHistoryMachine.provide({
          actors: { loadEvents: fromPromise(() => protection.events()) },
        }),
        changesElsewhere: changesElsewhere(appActor),
        stepUp: stepUpMachine.provide({
          actors: { sendCode: fromPromise(({ input }) => auth.sendStepUpSms(input.action)) },
        }),
      },
    }),
  };
}
