import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import { couponHistoryMachine } from '../../../machines/games/couponHistory.machine.ts';
import {
  selectCanShowMore,
  selectCoupons,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectRange,
  selectTab,
  selectTabCounts,
} from '../../../machines/games/couponHistory.selectors.ts';
import type { Coupon, CouponQuery, ListPage } from '../../../machines/shared/games.ts';
import { fake, never, offline } from '../../fixtures/auth.ts';
import {
  coupon,
  couponPage,
  coupons,
  noRecords,
  providerRefused,
} from '../../unit/games/fixtures.ts';

type Load = (query: CouponQuery) => Promise<ListPage<Coupon>>;

/** A history of `total` coupons, served page by page. */
const history =
  (total: number): Load =>
  async ({ limit, offset }) =>
    couponPage(coupons(offset, Math.max(0, Math.min(limit, total - offset))), offset, total);

function start(loadCoupons: AnyActorLogic) {
  return createActor(couponHistoryMachine.provide({ actors: { loadCoupons } })).start();
}

const loaded = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches('loaded'));
const ids = (actor: ReturnType<typeof start>) =>
  selectCoupons(actor.getSnapshot()).map((c) => c.couponID);

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('couponHistory machine: loading', () => {
  it('asks for the first 10 coupons of the last 30 days', async () => {
    const load = vi.fn(history(25));
    const actor = start(fake(load));
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    await loaded(actor);
    expect(load).toHaveBeenCalledWith({
      startDate: '2026-02-14',
      endDate: '2026-03-15',
      limit: 10,
      offset: 0,
    });
    expect(selectRange(actor.getSnapshot())).toBe('last30');
    expect(ids(actor)).toHaveLength(10);
    expect(selectCanShowMore(actor.getSnapshot())).toBe(true);
  });

  it('shows more from the next offset and appends', async () => {
    const load = vi.fn(history(25));
    const actor = start(fake(load));
    await loaded(actor);
    actor.send({ type: 'history.showMore' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    expect(ids(actor)).toHaveLength(10);
    await loaded(actor);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 10, offset: 10 }));
    actor.send({ type: 'history.showMore' });
    await loaded(actor);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 20 }));
    expect(ids(actor)).toEqual(coupons(0, 25).map((c) => c.couponID));
    expect(selectCanShowMore(actor.getSnapshot())).toBe(false);
  });

  it('does not ask for more once everything is listed', async () => {
    const load = vi.fn(history(4));
    const actor = start(fake(load));
    await loaded(actor);
    actor.send({ type: 'history.showMore' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty answer', fake(history(0))],
    ['Kayıt Bulunamadı', fake(() => Promise.reject(noRecords))],
  ])('%s is an empty history', async (_, load) => {
    const actor = start(load);
    await loaded(actor);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
    expect(selectCanShowMore(actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['a refusal', providerRefused],
    ['no answer', offline],
  ])('%s fails, and retry loads again', async (_, error) => {
    const load = vi.fn<Load>().mockRejectedValueOnce(error).mockImplementation(history(3));
    const actor = start(fake(load));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'history.retry' });
    await loaded(actor);
    expect(ids(actor)).toHaveLength(3);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 0 }));
  });
});

describe('couponHistory machine: the next page fails', () => {
  it('keeps the list and asks again from the same offset', async () => {
    const load = vi
      .fn<Load>()
      .mockImplementationOnce(history(25))
      .mockRejectedValueOnce(offline)
      .mockImplementation(history(25));
    const actor = start(fake(load));
    await loaded(actor);
    actor.send({ type: 'history.showMore' });
    await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(selectHasMoreFailed(actor.getSnapshot())).toBe(true);
    expect(ids(actor)).toHaveLength(10);
    actor.send({ type: 'history.retry' });
    await loaded(actor);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 10 }));
    expect(ids(actor)).toHaveLength(20);
  });

  it('show more also asks again', async () => {
    const load = vi
      .fn<Load>()
      .mockImplementationOnce(history(25))
      .mockRejectedValueOnce(providerRefused)
      .mockImplementation(history(25));
    const actor = start(fake(load));
    await loaded(actor);
    actor.send({ type: 'history.showMore' });
    await waitFor(actor, (s) => s.matches('moreFailed'));
    actor.send({ type: 'history.showMore' });
    await loaded(actor);
    expect(ids(actor)).toHaveLength(20);
  });

  it('Kayıt Bulunamadı on a later page ends the list', async () => {
    const load = vi.fn<Load>().mockImplementationOnce(history(25)).mockRejectedValueOnce(noRecords);
    const actor = start(fake(load));
    await loaded(actor);
    actor.send({ type: 'history.showMore' });
    await loaded(actor);
    expect(ids(actor)).toHaveLength(10);
    expect(selectCanShowMore(actor.getSnapshot())).toBe(false);
  });
});

describe('couponHistory machine: the range', () => {
  it('starts again from offset 0 with the new dates', async () => {
    const load = vi.fn(history(25));
    const actor = start(fake(load));
    await loaded(actor);
    actor.send({ type: 'history.showMore' });
    await loaded(actor);
    actor.send({ type: 'history.setRange', range: 'yesterday' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(ids(actor)).toEqual([]);
    await loaded(actor);
    expect(load).toHaveBeenLastCalledWith({
      startDate: '2026-03-14',
      endDate: '2026-03-14',
      limit: 10,
      offset: 0,
    });
    expect(selectRange(actor.getSnapshot())).toBe('yesterday');
    expect(ids(actor)).toHaveLength(10);
  });

  it('drops the answer for the range before', async () => {
    const answers: ((page: ListPage<Coupon>) => void)[] = [];
    const load = fromPromise<ListPage<Coupon>, CouponQuery>(
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const actor = start(load);
    actor.send({ type: 'history.setRange', range: 'last7' });
    expect(answers).toHaveLength(2);
    answers[0]!(couponPage([coupon(1)], 0, 1));
    await Promise.resolve();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    answers[1]!(couponPage([coupon(7)], 0, 1));
    await loaded(actor);
    expect(ids(actor)).toEqual(['K-1007']);
  });

  it('can change while a page is failing to load', async () => {
    const load = vi.fn<Load>().mockRejectedValueOnce(offline).mockImplementation(history(2));
    const actor = start(fake(load));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'history.setRange', range: 'last90' });
    await loaded(actor);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ startDate: '2025-12-16' }));
  });

  it.each(['last180', '', 'all'])('ignores the range %j', async (range) => {
    const load = vi.fn(history(3));
    const actor = start(fake(load));
    await loaded(actor);
    expect(actor.getSnapshot().can({ type: 'history.setRange', range })).toBe(false);
    actor.send({ type: 'history.setRange', range });
    expect(selectRange(actor.getSnapshot())).toBe('last30');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('couponHistory machine: tabs', () => {
  const mixed = async () =>
    couponPage([coupon(1, 'open'), coupon(2, 'won'), coupon(3, 'lost')], 0, 3);

  it('filter the loaded coupons without asking again', async () => {
    const load = vi.fn(mixed);
    const actor = start(fake(load));
    await loaded(actor);
    expect(selectTabCounts(actor.getSnapshot())).toEqual({ all: 3, open: 1, closed: 2 });
    actor.send({ type: 'history.selectTab', tab: 'open' });
    expect(selectTab(actor.getSnapshot())).toBe('open');
    expect(ids(actor)).toEqual(['K-1001']);
    actor.send({ type: 'history.selectTab', tab: 'closed' });
    expect(ids(actor)).toEqual(['K-1002', 'K-1003']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an empty tab shows the empty message', async () => {
    const actor = start(fake(async () => couponPage([coupon(2, 'won')], 0, 1)));
    await loaded(actor);
    actor.send({ type: 'history.selectTab', tab: 'open' });
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('ignores an unknown tab', async () => {
    const actor = start(fake(mixed));
    await loaded(actor);
    actor.send({ type: 'history.selectTab', tab: 'won' });
    expect(selectTab(actor.getSnapshot())).toBe('all');
  });

  it('can be chosen while the first page loads', () => {
    const actor = start(never());
    actor.send({ type: 'history.selectTab', tab: 'closed' });
    expect(selectTab(actor.getSnapshot())).toBe('closed');
  });
});
