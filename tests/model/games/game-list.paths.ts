/**
 * The gameList machine as the model of a lobby's game list (category 27 of the slot lobby):
 * pages answered every way, 'show more', searches typed and debounced, another category chosen;
 * and of the favourites page, where an un-favourited game leaves the list.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { gameListMachine, type GameListInput } from '../../../machines/games/game-list.machine.ts';
import { slotTile } from '../../../machines/games/tiles.ts';
import type { SlotGame } from '../../../machines/shared/games.ts';
import { offline } from '../../fixtures/auth.ts';
import { slotGames } from '../../fixtures/lobby.ts';
import { replay, transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof gameListMachine>;

/** The category's hundred games, as games_list answers them. */
export const GAMES: SlotGame[] = slotGames(100);

/** `count` games from the `offset`th of `total`, as the list's tiles. */
const page = (offset: number, count: number, total: number) => ({
  items: GAMES.slice(offset, offset + count).map(slotTile),
  pagination: { limit: 48, offset, total },
});

/** The category's games found by 'slot 1', as the address (?q=) keeps the search. */
export const lobby: GameListInput = { filter: { categoryID: 27 }, search: 'slot 1' };
export const favoritesPage: GameListInput = { filter: { favorites: true }, pageSize: 100 };

const events: AnyEventObject[] = [
  // First, so the search shown is typed anew before anything can clear it: a field that does
  // not change sends nothing, so '' into an empty field could not be typed.
  { type: 'list.search', text: 'SLOT 1' },
  { type: 'xstate.done.actor.loadFirstPage', output: page(0, 48, 100) },
  { type: 'xstate.done.actor.loadFirstPage', output: page(0, 2, 2) },
  { type: 'xstate.error.actor.loadFirstPage', error: offline },
  { type: 'xstate.done.actor.loadNextPage', output: page(48, 48, 100) },
  { type: 'xstate.error.actor.loadNextPage', error: offline },
  { type: 'list.loadMore' },
  { type: 'list.retry' },
  { type: 'list.search', text: 'ab' },
  { type: 'list.search', text: '' },
  { type: 'xstate.after.searchDebounce.gameList.debouncing' },
  // Last, so that a shortest walk takes it only when nothing else leads there.
  { type: 'list.setFilter', filter: { categoryID: 78 } },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.filter, c.input, c.search, c.items.length, c.total]);
};

/** The link to the list shown leads nowhere new: the page sends no new filter then. */
const offers = (s: AnyMachineSnapshot, event: AnyEventObject) =>
  event.type !== 'list.setFilter' ||
  JSON.stringify((s as Snapshot).context.filter) !== JSON.stringify(event.filter);

const paths = [
  ...transitionCover(gameListMachine, { inputs: [lobby], events, serialize, offers }),
  // Only the favourites page removes a game from its list: one un-favourited there.
  replay(gameListMachine, favoritesPage, [
    { type: 'xstate.done.actor.loadFirstPage', output: page(0, 3, 3) },
    { type: 'list.itemRemoved', id: 2 },
  ]),
];

export default { machine: gameListMachine, paths } satisfies MachineModel;
