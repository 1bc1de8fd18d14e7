import {
  createActor,
  fromPromise,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
} from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import { followSignIn, onWalletRefresh } from '../../app/follow-app.ts';
import { unreadCountMachine } from '../../../machines/inbox/unreadCount.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';

export type UnreadCountActor = Actor<typeof unreadCountMachine>;

/**
 * Starts the app-wide unread count over InboxApi and keeps it following the app actor: sign-in
 * and sign-out, and every balance refresh the app is asked for (money moved, so a notification
 * may have been written).
 */
export function startUnreadCount(deps: {
  appActor: Actor<typeof appMachine>;
  inbox: InboxApi;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}): UnreadCountActor {
  const { appActor, inbox, inspect } = deps;
  const actor = createActor(
    unreadCountMachine.provide({
      actors: { loadUnreadCount: fromPromise(() => inbox.unreadCount()) },
    }),
    { inspect },
  );
  actor.start();

  followSignIn(appActor, (signedIn) =>
    actor.send({ type: signedIn ? 'app.signedIn' : 'app.signedOut' }),
  );
  onWalletRefresh(appActor, () => actor.send({ type: 'unread.refresh' }));
  return actor;
}
