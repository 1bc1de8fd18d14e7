import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoritesMachine } from '../../../machines/games/favorites.machine.ts';
import { generatePaths, replayPath, unreachedStates } from '../graph-model.ts';

const favorite = { type: 'casino', id: 101 };
const events = [
  { type: 'app.signedIn' },
  { type: 'app.signedOut' },
  { type: 'favorites.toggle', favorite },
  { type: 'xstate.done.actor.loadFavorites', output: { casino: [101], livecasino: [] } },
  { type: 'xstate.done.actor.loadFavorites', output: { casino: [], livecasino: [] } },
  { type: 'xstate.error.actor.loadFavorites', error: new Error('offline') },
  { type: 'xstate.done.actor.saveFavorite', output: undefined },
  { type: 'xstate.error.actor.saveFavorite', error: new Error('Bu işlem için yetkiniz yok') },
];
const paths = generatePaths(favoritesMachine, { inputs: [undefined], events });

describe('favorites machine: generated paths', () => {
  it('reach every state', () => {
    expect(unreachedStates(favoritesMachine, paths)).toEqual([]);
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    for (const path of paths) {
      it(`${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`, () =>
        replayPath(favoritesMachine, path, undefined));
    }
  });
});
