import { useCallback, useMemo } from 'react';
import { selectCanToggle, selectIsFavorite } from '../../../machines/games/favorites.selectors.ts';
import { favoriteOf, type GameTileData } from '../../../machines/games/tiles.ts';
import { GameTile, type ListItemPlace } from '../../ui/game-tile.tsx';
import { useFavoritesEvents, useFavoritesSelector } from '../../runtime/favorites-context.ts';

/** A game tile whose heart reads and toggles the app-wide favourites. */
export function FavoriteGameTile({ tile, item }: { tile: GameTileData; item: ListItemPlace }) {
  const { kind, id } = tile;
  const favorite = useMemo(() => favoriteOf({ kind, id }), [kind, id]);
  const isFavorite = useFavoritesSelector(useMemo(() => selectIsFavorite(favorite), [favorite]));
  const canToggle = useFavoritesSelector(selectCanToggle);
  const { toggle } = useFavoritesEvents();
  const onToggle = useCallback(() => toggle(favorite), [toggle, favorite]);
  return (
    <GameTile
      tile={tile}
      isFavorite={isFavorite}
      canToggleFavorite={canToggle}
      onToggleFavorite={onToggle}
      item={item}
    />
  );
}

export const renderFavoriteTile = (tile: GameTileData, item: ListItemPlace) => (
  <FavoriteGameTile tile={tile} item={item} />
);
