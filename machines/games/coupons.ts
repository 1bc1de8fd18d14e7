import dayjs from 'dayjs';
import type { Coupon, CouponQuery, ListPage } from '../shared/games.ts';
import { foldMessage } from '../shared/server-messages.ts';

/** The date ranges the bet history offers (spec §9 presets); the last 30 days by default. */
export const COUPON_RANGES = ['today', 'yesterday', 'last7', 'last30', 'last90'] as const;
export type CouponRange = (typeof COUPON_RANGES)[number];
export const DEFAULT_COUPON_RANGE: CouponRange = 'last30';

/** Spec §2 'open and closed coupons'. */
export const COUPON_TABS = ['all', 'open', 'closed'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** Spec §9: history pages of 10. */
export const COUPON_PAGE_SIZE = 10;

const DATE_FORMAT = 'YYYY-MM-DD';

export const isCouponRange = (value: unknown): value is CouponRange =>
  (COUPON_RANGES as readonly unknown[]).includes(value);
export const isCouponTab = (value: unknown): value is CouponTab =>
  (COUPON_TABS as readonly unknown[]).includes(value);

/** How many days back a range starts; 'last 7 days' is today and the six days before it. */
const DAYS_BACK: Record<CouponRange, { from: number; to: number }> = {
  today: { from: 0, to: 0 },
  yesterday: { from: 1, to: 1 },
  last7: { from: 6, to: 0 },
  last30: { from: 29, to: 0 },
  last90: { from: 89, to: 0 },
};

/**
 * The inclusive dates of a range as YYYY-MM-DD in the player's time zone. dayjs numbers
 * months itself, so March is '03' (the old helper sent a zero-based month).
 */
export function couponDates(
  range: CouponRange,
  at: number,
): Pick<CouponQuery, 'startDate' | 'endDate'> {
  const today = dayjs(at).startOf('day');
  const { from, to } = DAYS_BACK[range];
  return {
    startDate: today.subtract(from, 'day').format(DATE_FORMAT),
    endDate: today.subtract(to, 'day').format(DATE_FORMAT),
  };
}

export const isSettled = (coupon: Coupon) => coupon.status !== 'open';

export function couponsOfTab(coupons: readonly Coupon[], tab: CouponTab): Coupon[] {
  if (tab === 'open') return coupons.filter((c) => !isSettled(c));
  if (tab === 'closed') return coupons.filter(isSettled);
  return [...coupons];
}

/** An open coupon shows what it may win; a settled one what it paid. */
export function couponAmount(coupon: Coupon): { label: 'potentialWin' | 'payout'; kurus: number } {
  return isSettled(coupon)
    ? { label: 'payout', kurus: coupon.payout }
    : { label: 'potentialWin', kurus: coupon.potentialWin };
}

export interface CouponList {
  coupons: Coupon[];
  total: number;
}

/**
 * A page added to the list. A coupon placed between two pages shifts the offsets, so one seen
 * already is not listed twice; an empty page ends the list whatever the total said.
 */
export function appendPage(list: CouponList, page: ListPage<Coupon>): CouponList {
  const seen = new Set(list.coupons.map((c) => c.couponID));
  const coupons = [...list.coupons, ...page.items.filter((c) => !seen.has(c.couponID))];
  const total =
    page.items.length === 0 ? coupons.length : Math.max(page.pagination.total, coupons.length);
  return { coupons, total };
}

export const hasMoreCoupons = (list: CouponList) => list.coupons.length < list.total;

const NO_RECORDS = new Set(['Kayıt Bulunamadı', 'Record not found'].map(foldMessage));

/** Spec §8: 'Kayıt Bulunamadı' is an empty history, not a failure. */
export function isNoRecordsError(error: unknown): boolean {
  return error instanceof Error && NO_RECORDS.has(foldMessage(error.message));
}
