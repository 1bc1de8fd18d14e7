import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from '../../../machines/games/favorites.machine.ts';
import type { Favorite } from '../../../machines/games/tiles.ts';
import { useRuntime } from '../../app/app-context.tsx';

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** Reads the app-wide favourites actor through a named selector of favorites.selectors.ts. */
export function useFavoritesSelector<T>(selector: (snapshot: FavoritesSnapshot) => T): T {
  return useSelector(useRuntime().favorites, selector);
}

export function useFavoritesEvents() {
  const { favorites } = useRuntime();
  return useMemo(
    () => ({
      toggle: (favorite: Favorite) => favorites.send({ type: 'favorites.toggle', favorite }),
    }),
    [favorites],
  );
}

/**
 * Hands the favourites actor's request to sign in to the app machine, with this page's address
 * to come back to (the app sends the visitor to /login and says why). Mounted once per page with
 * hearts.
 */
export function useSignInForFavorites() {
  const { favorites, appActor } = useRuntime();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  useEffect(() => {
    const subscription = favorites.on('favorites.signInRequired', () =>
      appActor.send({ type: 'auth.required', returnUrl: here, reason: 'favorite' }),
    );
    return () => subscription.unsubscribe();
  }, [favorites, appActor, here]);
}

/** Calls `onRemoved` with each favourite the player removes while the caller is mounted. */
export function useFavoriteRemoved(onRemoved: (favorite: Favorite) => void) {
  const { favorites } = useRuntime();
  useEffect(() => {
    const subscription = favorites.on('favorites.removed', (event) => onRemoved(event.favorite));
    return () => subscription.unsubscribe();
  }, [favorites, onRemoved]);
}
