import {
  createActor,
  fromPromise,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
} from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import { followSignIn, onWalletRefresh } from '../../app/follow-app.ts';
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

  followSignIn(appActor, (signedIn) =>
    actor.send({ type: signedIn ? 'playSession.signedIn' : 'playSession.signedOut' }),
  );
  onWalletRefresh(appActor, () => actor.send({ type: 'playSession.refresh' }));
  return actor;
}
