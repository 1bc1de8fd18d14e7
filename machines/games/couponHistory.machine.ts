import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Coupon, CouponQuery, ListPage } from '../shared/games.ts';
import { now } from '../shared/clock.ts';
import { notProvided } from '../shared/not-provided.ts';
import {
  appendPage,
  COUPON_PAGE_SIZE,
  couponDates,
  DEFAULT_COUPON_RANGE,
  hasMoreCoupons,
  isCouponRange,
  isCouponTab,
  isNoRecordsError,
  type CouponRange,
  type CouponTab,
} from './coupons.ts';

export interface CouponHistoryContext {
  range: CouponRange;
  /** The range's dates, fixed when it was chosen so every page of it asks the same. */
  dates: Pick<CouponQuery, 'startDate' | 'endDate'>;
  tab: CouponTab;
  coupons: Coupon[];
  total: number;
}

export type CouponHistoryEvent =
  | { type: 'history.setRange'; range: string }
  | { type: 'history.selectTab'; tab: string }
  | { type: 'history.showMore' }
  | { type: 'history.retry' };

const firstPage = (range: CouponRange) => ({
  range,
  dates: couponDates(range, now()),
  coupons: [],
  total: 0,
});

const queryFrom = (context: CouponHistoryContext): CouponQuery => ({
  ...context.dates,
  limit: COUPON_PAGE_SIZE,
  offset: context.coupons.length,
});

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The bet history (spec §2, §7 betframe getCoupons, §9 last 30 days): pages of 10 coupons of a
 * date range. A new range starts again from offset 0, and the answer of the range before it is
 * dropped (its call is stopped); 'show more' appends the next page. 'Kayıt Bulunamadı' is an
 * empty list; other failures can be retried. The open / closed tabs filter what is loaded.
 */
export const couponHistoryMachine = setup({
  types: {
    context: {} as CouponHistoryContext,
    events: {} as CouponHistoryEvent,
  },
  actors: {
    loadCoupons: fromPromise<ListPage<Coupon>, CouponQuery>(notProvided('loadCoupons')),
  },
  guards: {
    isCouponRange: ({ event }) => event.type === 'history.setRange' && isCouponRange(event.range),
    isCouponTab: ({ event }) => event.type === 'history.selectTab' && isCouponTab(event.tab),
    hasMore: ({ context }) => hasMoreCoupons(context),
    isNoRecords: (_, error: unknown) => isNoRecordsError(error),
  },
  actions: {
    startRange: assign(({ event }) => {
      assertEvent(event, 'history.setRange');
      return firstPage(event.range as CouponRange);
    }),
    selectTab: assign(({ event }) => {
      assertEvent(event, 'history.selectTab');
      return { tab: event.tab as CouponTab };
    }),
    addPage: assign(({ context }, page: ListPage<Coupon>) => appendPage(context, page)),
    endList: assign(({ context }) => ({ total: context.coupons.length })),
  },
}).createMachine({
  id: 'couponHistory',
  context: () => ({ ...firstPage(DEFAULT_COUPON_RANGE), tab: 'all' }),
  initial: 'loading',
  on: {
    'history.setRange': {
      guard: 'isCouponRange',
      target: '.loading',
      reenter: true,
      actions: 'startRange',
    },
    'history.selectTab': { guard: 'isCouponTab', actions: 'selectTab' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCoupons',
        src: 'loadCoupons',
        input: ({ context }) => queryFrom(context),
        onDone: {
          target: 'loaded',
          actions: { type: 'addPage', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNoRecords', params: errorOf },
            target: 'loaded',
            actions: 'endList',
          },
          { target: 'failed' },
        ],
      },
    },
    loaded: {
      on: { 'history.showMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['busy', 'loadingMore'],
      invoke: {
        id: 'loadMoreCoupons',
        src: 'loadCoupons',
        input: ({ context }) => queryFrom(context),
        onDone: {
          target: 'loaded',
          actions: { type: 'addPage', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNoRecords', params: errorOf },
            target: 'loaded',
            actions: 'endList',
          },
          { target: 'moreFailed' },
        ],
      },
    },
    // The list loaded so far stays; the next page can be asked for again.
    moreFailed: {
      on: { 'history.retry': 'loadingMore', 'history.showMore': 'loadingMore' },
    },
    failed: {
      on: { 'history.retry': 'loading' },
    },
  },
});
