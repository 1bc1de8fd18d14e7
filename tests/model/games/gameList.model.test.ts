import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameListMachine } from '../../../machines/games/gameList.machine.ts';
import { tilePage, tilesOf } from '../../fixtures/lobby.ts';
import { generatePaths, replayPath, unreachedStates } from '../graph-model.ts';

const input = { filter: { categoryID: 27 } };
const events = [
  { type: 'xstate.done.actor.loadFirstPage', output: tilePage(tilesOf(48), 100) },
  { type: 'xstate.done.actor.loadFirstPage', output: tilePage(tilesOf(2), 2) },
  { type: 'xstate.error.actor.loadFirstPage', error: new Error('offline') },
  { type: 'xstate.done.actor.loadNextPage', output: tilePage(tilesOf(48, 49), 100, 48) },
  { type: 'xstate.done.actor.loadNextPage', output: tilePage(tilesOf(4, 97), 100, 96) },
  { type: 'xstate.error.actor.loadNextPage', error: new Error('offline') },
  { type: 'xstate.after.searchDebounce.gameList.debouncing' },
  { type: 'list.loadMore' },
  { type: 'list.retry' },
  { type: 'list.search', text: 'ab' },
  { type: 'list.search', text: 'sweet' },
  { type: 'list.search', text: '' },
  { type: 'list.setFilter', filter: { providerID: 3 } },
  { type: 'list.itemRemoved', id: 1 },
];
const paths = generatePaths(gameListMachine, { inputs: [input], events });

describe('gameList machine: generated paths', () => {
  it('reach every state', () => {
    expect(unreachedStates(gameListMachine, paths)).toEqual([]);
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    for (const path of paths) {
      it(`${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`, () =>
        replayPath(gameListMachine, path, input));
    }
  });
});
