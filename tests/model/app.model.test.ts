import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMachine } from '../../machines/app/app.machine.ts';
import {
  emptyStore,
  profile,
  running,
  signedIn,
  signedInStore,
  underMaintenance,
} from '../fixtures/app.ts';
import { INACTIVITY_LIMIT_MS } from '../../machines/shared/constants.ts';
import { generatePaths, replayPath, unreachedStates } from './graph-model.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
// A player idle for 59.5 minutes: the next check warns of the sign-out.
const nearlyIdle = NOW.getTime() - INACTIVITY_LIMIT_MS + 30_000;
const inputs = [
  { stored: emptyStore },
  { stored: { ...signedInStore, maintenanceFlag: true } },
  { stored: { ...signedInStore, lastActivityAt: nearlyIdle } },
];

const events = [
  { type: 'xstate.done.actor.checkMaintenance', output: running },
  { type: 'xstate.done.actor.checkMaintenance', output: underMaintenance },
  { type: 'xstate.error.actor.checkMaintenance', error: new Error('offline') },
  { type: 'xstate.done.actor.recheckMaintenance', output: running },
  { type: 'xstate.done.actor.recheckMaintenance', output: underMaintenance },
  { type: 'xstate.error.actor.recheckMaintenance', error: new Error('offline') },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.error.actor.loadProfile', error: new Error('offline') },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
  { type: 'xstate.after.maintenanceRecheck.app.maintenance.waiting' },
  { type: 'xstate.done.actor.loadBalance', output: 125_000 },
  { type: 'xstate.error.actor.loadBalance', error: new Error('offline') },
  { type: 'xstate.after.inactivityCheck.app.authenticated.session.active' },
  { type: 'xstate.after.inactivityCheck.app.authenticated.session.inactivityWarning' },
  { type: 'wallet.refresh' },
  { type: 'maintenance.detected', status: underMaintenance },
  { type: 'maintenance.recheck' },
  { type: 'auth.signedIn', signedIn },
  { type: 'session.ended', reason: 'expired' },
  { type: 'user.logout' },
  { type: 'user.activity' },
];

// The guards read the clock: paths are generated at the time they are replayed at.
vi.useFakeTimers({ now: NOW });
const paths = inputs.map((input) => ({
  input,
  paths: generatePaths(appMachine, { inputs: [input], events }),
}));
vi.useRealTimers();

describe('app machine: generated paths', () => {
  it('reach every state', () => {
    expect(
      unreachedStates(
        appMachine,
        paths.flatMap((p) => p.paths),
      ),
    ).toEqual([]);
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers({ now: NOW }));
    afterEach(() => vi.useRealTimers());

    for (const { input, paths: fromInput } of paths) {
      for (const path of fromInput) {
        const name = `${input.stored.maintenanceFlag ? 'flagged' : input.stored.lastActivityAt ? 'idle' : 'fresh'}: ${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`;
        it(name, () => replayPath(appMachine, path, input));
      }
    }
  });
});
