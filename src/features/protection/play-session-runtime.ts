import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import { playSessionMachine } from '../../../machines/protection/playSession.machine.ts';

export type PlaySessionActor = ActorRefFrom<typeof playSessionMachine>;

/** The session watch (reality check, play stops) over ProtectionApi, for the app actor to invoke. */
export function providePlaySession(protection: ProtectionApi) {
  return playSessionMachine.provide({
    actors: {
      getSession: fromPromise(() => protection.session()),
      continueSession: fromPromise(() => protection.continueSession()),
    },
  });
}
