import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponHistoryMachine } from '../../../machines/games/couponHistory.machine.ts';
import { offline } from '../../fixtures/auth.ts';
import { generatePaths, replayPath, unreachedStates } from '../graph-model.ts';
import { couponPage, coupons, noRecords } from '../../unit/games/fixtures.ts';

const events = [
  { type: 'history.setRange', range: 'last7' },
  { type: 'history.setRange', range: 'last180' },
  { type: 'history.selectTab', tab: 'open' },
  { type: 'history.showMore' },
  { type: 'history.retry' },
  { type: 'xstate.done.actor.loadCoupons', output: couponPage(coupons(0, 10), 0, 25) },
  { type: 'xstate.done.actor.loadCoupons', output: couponPage([], 0, 0) },
  { type: 'xstate.error.actor.loadCoupons', error: offline },
  { type: 'xstate.error.actor.loadCoupons', error: noRecords },
  { type: 'xstate.done.actor.loadMoreCoupons', output: couponPage(coupons(10, 10), 10, 25) },
  { type: 'xstate.error.actor.loadMoreCoupons', error: offline },
  { type: 'xstate.error.actor.loadMoreCoupons', error: noRecords },
];
const paths = generatePaths(couponHistoryMachine, { inputs: [undefined], events });

describe('couponHistory machine: generated paths', () => {
  it('reach every state', () => {
    expect(unreachedStates(couponHistoryMachine, paths)).toEqual([]);
  });

  describe('replayed on a real actor', () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00') }));
    afterEach(() => vi.useRealTimers());
    for (const path of paths) {
      const steps = path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ');
      it(`${JSON.stringify(path.state.value)} via ${steps}`, () =>
        replayPath(couponHistoryMachine, path, undefined));
    }
  });
});
