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
import { generatePaths, replayPath, unreachedStates } from './graph-model.ts';

const inputs = [{ stored: emptyStore }, { stored: { ...signedInStore, maintenanceFlag: true } }];

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
  { type: 'wallet.refresh' },
  { type: 'maintenance.detected', status: underMaintenance },
  { type: 'maintenance.recheck' },
  { type: 'auth.signedIn', signedIn },
  { type: 'session.ended', reason: 'expired' },
  { type: 'user.logout' },
  { type: 'user.activity' },
];

const paths = inputs.map((input) => ({
  input,
  paths: generatePaths(appMachine, { inputs: [input], events }),
}));

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
    beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
    afterEach(() => vi.useRealTimers());

    for (const { input, paths: fromInput } of paths) {
      for (const path of fromInput) {
        const name = `${input.stored.maintenanceFlag ? 'flagged' : 'fresh'}: ${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`;
        it(name, () => replayPath(appMachine, path, input));
      }
    }
  });
});
