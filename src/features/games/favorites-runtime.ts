import { fromPromise } from 'xstate';
import {
  favoritesMachine,
  type FavoriteChange,
  type FavoriteIds,
} from '../../../machines/games/favorites.machine.ts';
import type { AuthApi } from '../../../machines/ports.ts';

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
