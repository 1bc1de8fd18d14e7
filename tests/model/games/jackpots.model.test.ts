import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jackpotsMachine } from '../../../machines/games/jackpots.machine.ts';
import { generatePaths, replayPath, unreachedStates } from '../graph-model.ts';

const events = [
  {
    type: 'xstate.done.actor.loadJackpots',
    output: { currency: 'TRY', updatedAt: '2026-11-22T10:00:00.000Z', pools: [] },
  },
  { type: 'xstate.error.actor.loadJackpots', error: new Error('offline') },
  { type: 'xstate.after.jackpotRefresh.jackpots.showing' },
  { type: 'xstate.after.jackpotRetry.jackpots.failed' },
];
const paths = generatePaths(jackpotsMachine, { inputs: [undefined], events });

describe('jackpots machine: generated paths', () => {
  it('reach every state', () => {
    expect(unreachedStates(jackpotsMachine, paths)).toEqual([]);
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    for (const path of paths) {
      it(`${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`, () =>
        replayPath(jackpotsMachine, path, undefined));
    }
  });
});
