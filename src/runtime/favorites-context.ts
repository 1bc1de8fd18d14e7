import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from '../../machines/games/favorites.machine.ts';
import type { Favorite } from '../../machines/games/tiles.ts';
import { useRuntime } from './app-context.tsx';

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** Reads the app-wide favourites actor through a named selector of favorites.selectors.ts. */
export function useFavoritesSelector<T>(selector: (snapshot: FavoritesSnapshot) => T): T {
  return useSelector(useRuntime().favorites, selector);
}

/** A heart carries this page's address: a visitor signs in and comes back to it. */
export function useFavoritesEvents() {
  const { favorites } = useRuntime();
  const { pathname, search, hash } = useLocation();
  const returnUrl = pathname + search + hash;
  return useMemo(
    () => ({
      toggle: (favorite: Favorite) =>
        favorites.send({ type: 'favorites.toggle', favorite, returnUrl }),
    }),
    [favorites, returnUrl],
  );
}
