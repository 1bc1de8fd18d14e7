import { createIntl } from 'react-intl';
import {
  createActor,
  fromPromise,
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
} from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import {
  favoritesMachine,
  type FavoriteChange,
  type FavoriteIds,
} from '../../../machines/games/favorites.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { NOTICE_DEFAULT_MS } from '../../../machines/shared/constants.ts';
import type { Notifier } from '../../api/notifier.ts';
import { followSignIn } from '../../app/follow-app.ts';
import { messagesFor } from '../../i18n/intl-messages.ts';

export type FavoritesActor = Actor<typeof favoritesMachine>;

/**
 * Starts the app-wide favourites actor over AuthApi (user favorites) and keeps it following the
 * app actor's sign-in. Its success announcements become notices in the player's language; a
 * refusal is shown by the API client already.
 */
export function startFavorites(deps: {
  appActor: Actor<typeof appMachine>;
  auth: AuthApi;
  notify: Notifier;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}): FavoritesActor {
  const { appActor, auth, notify, inspect } = deps;
  const actor = createActor(
    favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise<FavoriteIds>(async () => {
          const [casino, livecasino] = await Promise.all([
            auth.favorites('casino'),
            auth.favorites('livecasino'),
          ]);
          return { casino, livecasino };
        }),
        saveFavorite: fromPromise<void, FavoriteChange>(({ input: { favorite, mode } }) =>
          mode === 'insert'
            ? auth.addFavorite(favorite.type, favorite.id)
            : auth.removeFavorite(favorite.type, favorite.id),
        ),
      },
    }),
    { inspect },
  );

  const announce = (id: string) => {
    const locale = appActor.getSnapshot().context.language;
    const text = createIntl(messagesFor(locale)).formatMessage({ id });
    notify.show(text, { variant: 'success', autoHideMs: NOTICE_DEFAULT_MS });
  };
  actor.on('favorites.added', () => announce('favorites.added'));
  actor.on('favorites.removed', () => announce('favorites.removed'));
  actor.start();

  followSignIn(appActor, (signedIn) =>
    actor.send({ type: signedIn ? 'app.signedIn' : 'app.signedOut' }),
  );
  return actor;
}
