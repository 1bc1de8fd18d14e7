import { fromPromise } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import { playSessionMachine } from '../../../machines/protection/play-session.machine.ts';

/** The session watch (reality check, play stops) over ProtectionApi, for the app actor to invoke. */
export function providePlaySession(protection: ProtectionApi) {
  return playSessionMachine.provide({
    actors: {
      getSession: fromPromise(() => protection.session()),
      continueSession: fromPromise(() => protection.continueSession()),
    },
  });
}
