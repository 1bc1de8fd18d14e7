import type { Actor } from 'xstate';
import type { appMachine } from '../../machines/app/app.machine.ts';
import { selectIsAuthenticated } from '../../machines/app/app.selectors.ts';

type AppActor = Actor<typeof appMachine>;

/**
 * Calls `onChange` at every change of the app actor's sign-in (and at once when signed in
 * already), for the app-wide actors that follow the player (favourites, unread count, play
 * session).
 */
export function followSignIn(appActor: AppActor, onChange: (signedIn: boolean) => void) {
  let signedIn = false;
  const follow = (snapshot: ReturnType<AppActor['getSnapshot']>) => {
    const now = selectIsAuthenticated(snapshot);
    if (now === signedIn) return;
    signedIn = now;
    onChange(now);
  };
  follow(appActor.getSnapshot());
  appActor.subscribe(follow);
}

/** Calls `onRefresh` when the app is asked for the balance again (money moved) while signed in. */
export function onWalletRefresh(appActor: AppActor, onRefresh: () => void) {
  appActor.system.inspect((event) => {
    if (
      event.type === '@xstate.event' &&
      event.actorRef === appActor &&
      event.event.type === 'wallet.refresh' &&
      selectIsAuthenticated(appActor.getSnapshot())
    ) {
      onRefresh();
    }
  });
}
