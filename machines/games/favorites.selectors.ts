import type { SnapshotFrom } from 'xstate';
import type { FavoriteType } from '../shared/contract.ts';
import type { favoritesMachine } from './favorites.machine.ts';
import type { Favorite } from './tiles.ts';

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** A selector of whether one game is a favourite (the heart is filled). */
export const selectIsFavorite =
  ({ type, id }: Favorite) =>
  (s: FavoritesSnapshot) =>
    s.context.ids[type].includes(id);
const ANY_FAVORITE: Favorite = { type: 'casino', id: 1 };

/**
 * Whether a heart may be pressed now (not while another change is being saved). The answer is
 * the same for every game, so any one stands in.
 */
export const selectCanToggle = (s: FavoritesSnapshot) =>
  s.can({ type: 'favorites.toggle', favorite: ANY_FAVORITE, returnUrl: '/' });
export const selectFavoriteCount = (type: FavoriteType) => (s: FavoritesSnapshot) =>
  s.context.ids[type].length;
/** The signed-in player's lists are known (loaded, or a change is being saved). */
export const selectAreFavoritesKnown = (s: FavoritesSnapshot) =>
  s.matches({ signedIn: 'ready' }) || s.matches({ signedIn: 'saving' });
