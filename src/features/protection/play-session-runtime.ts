import {
  createActor,
  fromPromise,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
} from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import { selectIsAuthenticated } from '../../../machines/app/app.selectors.ts';
import type { ProtectionApi } from '../../../machines/ports.ts';
import {
  PLAY_SESSION_EMITTED,
  playSessionMachine,
} from '../../../machines/protection/playSession.machine.ts';

export type PlaySessionActor = Actor<typeof playSessionMachine>;

/**
 * Starts the signed-in player's session watch (reality check, play stops) over ProtectionApi and
 * keeps it following the app actor: sign-in and sign-out, and every balance refresh (a game
 * round or a payment moved money, so a limit may be used up). 'Log out' at the reality check is
 * the app's sign-out.
 */
export function startPlaySession(deps: {
  appActor: Actor<typeof appMachine>;
  protection: ProtectionApi;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}): PlaySessionActor {
  const { appActor, protection, inspect } = deps;
  const actor = createActor(
    playSessionMachine.provide({
      actors: {
        getSession: fromPromise(() => protection.session()),
        continueSession: fromPromise(() => protection.continueSession()),
      },
    }),
    { inspect },
  );
  actor.on(PLAY_SESSION_EMITTED.logout, () => appActor.send({ type: 'user.logout' }));
  actor.start();

  let signedIn = false;
  const follow = (snapshot: ReturnType<typeof appActor.getSnapshot>) => {
    const now = selectIsAuthenticated(snapshot);
    if (now === signedIn) return;
    signedIn = now;
    actor.send({ type: now ? 'playSession.signedIn' : 'playSession.signedOut' });
  };
  follow(appActor.getSnapshot());
  appActor.subscribe(follow);
  appActor.system.inspect((event) => {
    if (
      signedIn &&
      event.type === '@xstate.event' &&
      event.actorRef === appActor &&
      event.event.type === 'wallet.refresh'
    ) {
      actor.send({ type: 'playSession.refresh' });
    }
  });
  return actor;
}
