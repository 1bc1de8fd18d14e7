/**
 * The favorites machine as the model of the hearts on a lobby's tiles: an anonymous heart asks
 * for sign-in and is remembered; signing in reads the lists (answered every way); a heart
 * inserts or deletes at once and is undone when the server refuses; signing out forgets.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { favoritesMachine } from '../../../machines/games/favorites.machine.ts';
import type { Favorite } from '../../../machines/games/tiles.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof favoritesMachine>;

/** Slot 2 of the lobby's category 27. */
export const slot2: Favorite = { type: 'casino', id: 2 };
export const LOBBY = '/slot/category/27';

const events: AnyEventObject[] = [
  { type: 'favorites.toggle', favorite: slot2, returnUrl: LOBBY },
  { type: 'app.signedIn' },
  { type: 'app.signedOut' },
  { type: 'xstate.done.actor.loadFavorites', output: { casino: [2], livecasino: [] } },
  { type: 'xstate.done.actor.loadFavorites', output: { casino: [], livecasino: [] } },
  { type: 'xstate.error.actor.loadFavorites', error: offline },
  { type: 'xstate.done.actor.saveFavorite', output: undefined },
  { type: 'xstate.error.actor.saveFavorite', error: apiError('Bu işlem için yetkiniz yok') },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.ids, c.wanted, c.change]);
};

const paths = transitionCover(favoritesMachine, { inputs: [undefined], events, serialize });

export default { machine: favoritesMachine, paths } satisfies MachineModel;
