import { fromPromise } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import { playSessionMachine } from '../../../machines/protection/play-session.machine.ts';
import { sessionClockMachine } from '../../../machines/protection/session-clock.machine.ts';
import type { AppStorage } from '../../platform/storage.ts';

/**
 * The session watch (reality check, play stops, the game session's clock) over ProtectionApi,
 * for the app actor to invoke; the clock's shown or hidden is kept in the site's storage.
 */
export function providePlaySession(protection: ProtectionApi, storage: AppStorage) {
  return playSessionMachine.provide({
    actors: {
      getSession: fromPromise(() => protection.session()),
      continueSession: fromPromise(() => protection.continueSession()),
      sessionClock: sessionClockMachine.provide({
        actors: {
          readChoice: fromPromise(async () => storage.read('sessionClockHidden') === true),
        },
        actions: {
          keepChoice: (_, hidden) => storage.write('sessionClockHidden', hidden),
        },
      }),
    },
  });
}
