import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  gameLaunchMachine,
  PROVIDER_UNREACHABLE,
  type PlayRequest,
} from '../../../machines/games/gameLaunch.machine.ts';
import { generatePathsWithFlags } from '../auth/auth-paths.ts';
import { generatePaths, replayPath, unreachedStates } from '../graph-model.ts';
import { internalServerError, providerRefused } from '../../unit/games/fixtures.ts';

const slot: PlayRequest = {
  route: { type: 'slot', id: '101' },
  routeState: { from: '/slot/category/27', name: 'Sweet Bonanza' },
  isMobile: false,
};
const virtual: PlayRequest = {
  route: { type: 'virtual', id: 'zeplin' },
  routeState: null,
  isMobile: true,
};
const unknown: PlayRequest = {
  route: { type: 'slot', id: 'abc' },
  routeState: null,
  isMobile: false,
};
const inputs = [slot, unknown];

const events = [
  { type: 'route.changed', ...slot },
  { type: 'route.changed', ...virtual },
  { type: 'route.changed', ...unknown },
  { type: 'player.close' },
  { type: 'player.toggleFullscreen' },
  { type: 'browser.fullscreenExited' },
  { type: 'xstate.done.actor.launch', output: { url: 'http://localhost/games/play/abc' } },
  {
    type: 'game.message',
    origin: 'http://localhost',
    data: { source: 'casino-game', type: 'balance', balance: 100 },
  },
  { type: 'xstate.done.actor.launch', output: { url: '' } },
  { type: 'xstate.error.actor.launch', error: internalServerError },
  { type: 'xstate.error.actor.launch', error: providerRefused },
];

const byInput = inputs.map((input) => ({
  input,
  paths: generatePathsWithFlags(gameLaunchMachine, { input, events, flags: ['failure'] }),
}));

const nameOf = (path: (typeof byInput)[number]['paths'][number]) => {
  const { failure } = path.state.context as { failure: string | null };
  const steps = path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ');
  return `${JSON.stringify(path.state.value)}${failure ? ` [${failure}]` : ''} via ${steps}`;
};

describe('gameLaunch machine: generated paths', () => {
  it('reach every state', () => {
    const paths = generatePaths(gameLaunchMachine, { inputs, events });
    expect(unreachedStates(gameLaunchMachine, paths)).toEqual([]);
  });

  it('include both kinds of failure', () => {
    const failures = byInput.flatMap(({ paths }) =>
      paths.filter((p) => p.state.matches('failed')).map((p) => p.state.context.failure),
    );
    expect(new Set(failures)).toEqual(new Set([PROVIDER_UNREACHABLE, providerRefused.message]));
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    for (const { input, paths } of byInput) {
      for (const path of paths) {
        it(`${input.route.id}: ${nameOf(path)}`, () => replayPath(gameLaunchMachine, path, input));
      }
    }
  });
});
