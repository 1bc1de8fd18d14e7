import * as yup from 'yup';
import { COUPON_STATES } from '../history.ts';

/**
 * Payloads of the game catalogue calls (classes casino, livecasino, virtualgames, betframe);
 * the server validates with these, the site may too. Search texts are checked apart
 * (searchProblem in machines/shared/search-text.ts), so their refusal has its own message.
 */

/** Spec §9: slot lists 100 per call, live casino 150; game pages 48 by default. */
export const SLOT_LIST_MAX = 100;
export const LIVE_LIST_MAX = 150;
export const GAME_PAGE_DEFAULT = 48;
export const RECENT_DEFAULT = 12;
export const RECENT_MAX = 50;
export const COUPON_PAGE_MAX = 100;
/** The longest coupon date range, in days (the '2 years' date preset). */
export const COUPON_RANGE_MAX_DAYS = 730;

/** Ids are PostgreSQL integers. */
const INT_MAX = 2_147_483_647;
const id = () => yup.number().integer().min(1).max(INT_MAX);

const page = (defaultLimit: number, maxLimit: number) => ({
  limit: yup.number().integer().min(1).max(maxLimit).default(defaultLimit),
  offset: yup.number().integer().min(0).max(INT_MAX).default(0),
});

/** category_list and provider_list of casino. */
export const slotDirectorySchema = yup.object(page(SLOT_LIST_MAX, SLOT_LIST_MAX));

/** category_list of livecasino. */
export const liveDirectorySchema = yup.object(page(LIVE_LIST_MAX, LIVE_LIST_MAX));

/** provider_list of livecasino: status 2 asks for preview providers too (rid 20 only). */
export const liveProvidersSchema = yup.object({
  ...page(LIVE_LIST_MAX, LIVE_LIST_MAX),
  status: yup.number().oneOf([1, 2] as const),
});

/** The site sends favorites as 1; true, 0 and false are read the same way. */
const listFilters = {
  favorites: yup.mixed<boolean | number>().oneOf([true, false, 1, 0] as const),
  categoryID: id(),
  providerID: id(),
  searchGameName: yup.string().trim(),
};

/** games_list of casino. */
export const slotGamesSchema = yup.object({
  ...page(GAME_PAGE_DEFAULT, SLOT_LIST_MAX),
  ...listFilters,
});

/** game_table_list of livecasino. */
export const liveTablesSchema = yup.object({
  ...page(GAME_PAGE_DEFAULT, LIVE_LIST_MAX),
  ...listFilters,
});

export const slotLaunchSchema = yup.object({ gameID: id().required() });

export const tableLaunchSchema = yup.object({
  tableID: id().required(),
  isMobile: yup.boolean().required(),
});

export const virtualLaunchSchema = yup.object({
  providerID: id().required(),
  type: yup.string().trim(),
});

export const recentlyPlayedSchema = yup.object({
  limit: yup.number().integer().min(1).max(RECENT_MAX).default(RECENT_DEFAULT),
});

/** A real day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const calendarDate = () =>
  yup.string().test('isoDate', 'isoDate', (value) => value === undefined || isCalendarDate(value));

/**
 * getCoupons; concatRequire is sent by the site and ignored, whatever its value. Without dates
 * (either or both) the range is open at that end: no dates is all time.
 */
export const couponsSchema = yup.object({
  startDate: calendarDate(),
  endDate: calendarDate(),
  couponState: yup.string().oneOf(COUPON_STATES),
  ...page(10, COUPON_PAGE_MAX),
  concatRequire: yup.mixed().nullable(),
});

/** Why a date range (valid dates) cannot be used; undefined if it can or an end is open. */
export function dateRangeProblem(
  startDate: string | undefined,
  endDate: string | undefined,
): 'order' | 'tooLong' | undefined {
  if (startDate === undefined || endDate === undefined) return undefined;
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  if (days < 0) return 'order';
  if (days > COUPON_RANGE_MAX_DAYS) return 'tooLong';
  return undefined;
}
