import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { favoritesMachine } from '../../../machines/games/favorites.machine.ts';
import type { Favorite } from '../../../machines/games/tiles.ts';
import { NOTICE_DEFAULT_MS } from '../../../machines/shared/constants.ts';
import { useRuntime } from '../../app/app-context.tsx';
import { PATHS } from '../../app/paths.ts';

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
 * Performs the favourites actor's request to sign in: the page is kept as the return URL (as
 * the protected routes do), a notice says why, and the player goes to /login. Mounted once per
 * page with hearts.
 */
export function useSignInForFavorites() {
  const { favorites, storage, notify } = useRuntime();
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  useEffect(() => {
    const subscription = favorites.on('favorites.signInRequired', () => {
      storage.write('returnUrl', here);
      notify.show(intl.formatMessage({ id: 'favorites.signInRequired' }), {
        variant: 'info',
        autoHideMs: NOTICE_DEFAULT_MS,
      });
      void navigate(PATHS.login);
    });
    return () => subscription.unsubscribe();
  }, [favorites, storage, notify, intl, navigate, here]);
}

/** Calls `onRemoved` with each favourite the player removes while the caller is mounted. */
export function useFavoriteRemoved(onRemoved: (favorite: Favorite) => void) {
  const { favorites } = useRuntime();
  useEffect(() => {
    const subscription = favorites.on('favorites.removed', (event) => onRemoved(event.favorite));
    return () => subscription.unsubscribe();
  }, [favorites, onRemoved]);
}
