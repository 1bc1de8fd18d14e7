import type { SnapshotFrom } from 'xstate';
import type { couponHistoryMachine } from './couponHistory.machine.ts';
import { couponsOfTab, isSettled } from './coupons.ts';

type CouponHistorySnapshot = SnapshotFrom<typeof couponHistoryMachine>;

export const selectRange = (s: CouponHistorySnapshot) => s.context.range;
export const selectTab = (s: CouponHistorySnapshot) => s.context.tab;
/** The first page of a range is loading: nothing to list yet. */
export const selectIsLoading = (s: CouponHistorySnapshot) => s.matches('loading');
export const selectIsLoadingMore = (s: CouponHistorySnapshot) => s.hasTag('loadingMore');
/** The first page failed: a message with retry instead of the list. */
export const selectHasFailed = (s: CouponHistorySnapshot) => s.matches('failed');
/** The next page failed: the list stays, with retry below it. */
export const selectHasMoreFailed = (s: CouponHistorySnapshot) => s.matches('moreFailed');
export const selectCanShowMore = (s: CouponHistorySnapshot) => s.can({ type: 'history.showMore' });

/** The loaded coupons of the selected tab, newest first as the server sends them. */
export const selectCoupons = (s: CouponHistorySnapshot) =>
  couponsOfTab(s.context.coupons, s.context.tab);

/** How many loaded coupons each tab has. */
export const selectTabCounts = (s: CouponHistorySnapshot) => {
  const settled = s.context.coupons.filter(isSettled).length;
  return {
    all: s.context.coupons.length,
    open: s.context.coupons.length - settled,
    closed: settled,
  };
};

/** Spec §8: nothing matches the criteria (shown once the range has loaded). */
export const selectIsEmpty = (s: CouponHistorySnapshot) =>
  !s.matches('loading') && !s.matches('failed') && selectCoupons(s).length === 0;
