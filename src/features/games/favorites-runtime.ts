import { createIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  favoritesMachine,
  type FavoriteChange,
  type FavoriteIds,
} from '../../../machines/games/favorites.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';
import { NOTICE_DEFAULT_MS } from '../../../machines/shared/constants.ts';
import type { Notifier } from '../../api/notifier.ts';
import { messagesFor } from '../../i18n/intl-messages.ts';
import type { AppActor, FavoritesActor } from '../../runtime/app-actors.ts';

/** The favourites machine over AuthApi (user favorites), for the app actor to invoke. */
export function provideFavorites(auth: AuthApi) {
  return favoritesMachine.provide({
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
  });
}

/**
 * The favourites' success announcements as notices in the player's language, wherever the heart
 * was pressed; a refusal is shown by the API client already.
 */
export function announceFavorites(favorites: FavoritesActor, appActor: AppActor, notify: Notifier) {
  const announce = (id: string) => {
    const locale = appActor.getSnapshot().context.language;
    const text = createIntl(messagesFor(locale)).formatMessage({ id });
    notify.show(text, { variant: 'success', autoHideMs: NOTICE_DEFAULT_MS });
  };
  favorites.on('favorites.added', () => announce('favorites.added'));
  favorites.on('favorites.removed', () => announce('favorites.removed'));
}
