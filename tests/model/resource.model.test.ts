import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceMachine } from '../../machines/content/resource.machine.ts';
import { generatePaths, replayPath, unreachedStates } from './graph-model.ts';

const input = { params: { InfType: 'GenelKurallar' } };
const events = [
  { type: 'xstate.done.actor.load', output: { Text: '<p>Kurallar</p>' } },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'resource.reload' },
  { type: 'resource.setParams', params: { InfType: 'GizlilikBilgisi' } },
];
const paths = generatePaths(resourceMachine, { inputs: [input], events });

describe('resource machine: generated paths', () => {
  it('reach every state', () => {
    expect(unreachedStates(resourceMachine, paths)).toEqual([]);
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    for (const path of paths) {
      it(`${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`, () =>
        replayPath(resourceMachine, path, input));
    }
  });
});
