import type { FavoriteType } from '../shared/contract.ts';
import type { GameKind, LiveTable, RecentGame, SlotGame } from '../shared/games.ts';

/** What a game tile shows and where it leads, for a slot game and a live table alike. */
export interface GameTileData {
  kind: GameKind;
  /** gameID of a slot, tableID of a live table. */
  id: number;
  name: string;
  providerName: string;
  thumbnail: string;
  /** /play/slot/{gameID}/{providerName} or /play/live/{tableID}/{providerName} */
  playPath: string;
}

/** A favourite as the platform's `user favorites` names it. */
export interface Favorite {
  type: FavoriteType;
  id: number;
}

/** Spec §4: slot favourites are kept as casino, live tables as livecasino. */
export const favoriteTypeOf = (kind: GameKind): FavoriteType =>
  kind === 'slot' ? 'casino' : 'livecasino';

export const favoriteOf = (tile: Pick<GameTileData, 'kind' | 'id'>): Favorite => ({
  type: favoriteTypeOf(tile.kind),
  id: tile.id,
});

export const playPath = (kind: GameKind, id: number, providerName: string): string =>
  `/play/${kind}/${id}/${encodeURIComponent(providerName)}`;

export const slotTile = (game: SlotGame): GameTileData => ({
  kind: 'slot',
  id: game.gameID,
  name: game.name,
  providerName: game.providerName,
  thumbnail: game.thumbnail,
  playPath: playPath('slot', game.gameID, game.providerName),
});

export const liveTile = (table: LiveTable): GameTileData => ({
  kind: 'live',
  id: table.tableID,
  name: table.name,
  providerName: table.providerName,
  thumbnail: table.thumbnail,
  playPath: playPath('live', table.tableID, table.providerName),
});

/**
 * Recently played games as tiles, newest first, each game once; an entry whose game is missing
 * (withdrawn from the catalogue) is left out.
 */
export function recentTiles(recent: RecentGame[]): GameTileData[] {
  const seen = new Set<string>();
  return recent.flatMap((entry) => {
    const tile =
      entry.kind === 'slot' && entry.slot
        ? slotTile(entry.slot)
        : entry.kind === 'live' && entry.live
          ? liveTile(entry.live)
          : null;
    const key = tile && `${tile.kind}:${tile.id}`;
    if (!tile || !key || seen.has(key)) return [];
    seen.add(key);
    return [tile];
  });
}
