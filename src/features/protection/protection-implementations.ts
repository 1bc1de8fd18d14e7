import { fromPromise } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import type { AppActor } from '../../runtime/app-actors.ts';
import { provideStepUp, type StepUpPorts } from '../../ui/step-up-implementation.ts';
import { changesElsewhere } from './protection-news.ts';

/**
 * The profile's responsible-gambling machine over ProtectionApi, its step-up (an SMS code or the
 * passkey), and the app's news of a change in another tab.
 */
export function createProtectionImplementations({
  protection,
  appActor,
  ...stepUpPorts
}: {
  protection: ProtectionApi;
  appActor: AppActor;
} & StepUpPorts) {
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
        stepUp: provideStepUp(stepUpPorts),
      },
    }),
  };
}
