import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { LobbyKind } from '../../../machines/content/lobby.ts';
import { gameLaunchMachine } from '../../../machines/games/game-launch.machine.ts';
import { gameListMachine, type GameListFilter } from '../../../machines/games/game-list.machine.ts';
import { jackpotsMachine } from '../../../machines/games/jackpots.machine.ts';
import type { LaunchCall } from '../../../machines/games/launch-target.ts';
import {
  favoriteTypeOf,
  liveTile,
  slotTile,
  type GameTileData,
} from '../../../machines/games/tiles.ts';
import type { GamesApi } from '../../../machines/ports.ts';
import type { GameListQuery, ListPage } from '../../../machines/shared/games.ts';
import type { FavoritesActor } from '../../runtime/app-actors.ts';

/** casino games_list or livecasino game_table_list, as tiles. */
async function loadTiles(
  games: GamesApi,
  kind: LobbyKind,
  query: GameListQuery,
): Promise<ListPage<GameTileData>> {
  if (kind === 'slot') {
    const page = await games.slotGames(query);
    return { items: page.items.map(slotTile), pagination: page.pagination };
  }
  const page = await games.liveTables(query);
  return { items: page.items.map(liveTile), pagination: page.pagination };
}

function launch(games: GamesApi, call: LaunchCall) {
  switch (call.method) {
    case 'launchSlot':
      return games.launchSlot(call.gameID);
    case 'launchTable':
      return games.launchTable(call.tableID, call.isMobile);
    case 'launchVirtual':
      return games.launchVirtual(call.providerID, call.type);
  }
}

/** The window's message events, forwarded to the machine that decides which count. */
const windowMessages = fromCallback(({ sendBack }) => {
  const forward = ({ origin, data }: MessageEvent) =>
    sendBack({ type: 'game.message', origin, data });
  // Kept: the global window may be gone when the actor stops (a test's document torn down).
  const page = window;
  page.addEventListener('message', forward);
  return () => page.removeEventListener('message', forward);
});

/** A favourite of this lobby kind the player removes, told to a list of favourites. */
const removedFavorites = (favorites: FavoritesActor, kind: LobbyKind) =>
  fromCallback<EventObject, GameListFilter>(({ input, sendBack }) => {
    if (!input.favorites) return undefined;
    const removals = favorites.on('favorites.removed', ({ favorite }) => {
      if (favorite.type === favoriteTypeOf(kind)) {
        sendBack({ type: 'list.itemRemoved', id: favorite.id });
      }
    });
    return () => removals.unsubscribe();
  });

/**
 * The games' machines over GamesApi: a lobby kind's game list (slot games or live tables), the
 * jackpot pools, and the game page's launch.
 */
export function createGamesImplementations({
  games,
  favorites,
}: {
  games: GamesApi;
  favorites: FavoritesActor;
}) {
  return {
    gameList: (kind: LobbyKind) =>
      gameListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => loadTiles(games, kind, input)),
          itemRemovals: removedFavorites(favorites, kind),
        },
      }),
    jackpots: jackpotsMachine.provide({
      actors: { loadJackpots: fromPromise(() => games.jackpots()) },
    }),
    gameLaunch: gameLaunchMachine.provide({
      actors: {
        launch: fromPromise(({ input }) => launch(games, input)),
        gameMessages: windowMessages,
      },
    }),
  };
}
