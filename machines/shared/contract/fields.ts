import * as yup from 'yup';
import type { SiteType } from '../contract.ts';
import { isCalendarDate } from '../validation/game-call-schemas.ts';

/** The largest PostgreSQL integer: offsets and ids kept in integer columns. */
export const INT_MAX = 2_147_483_647;

/** A positive id that a JavaScript number holds exactly. */
export const recordId = () => yup.number().integer().min(1).max(Number.MAX_SAFE_INTEGER);

/** 8–100 of A-Z a-z 0-9 - _: one per attempt, reused on retry (a UUID fits). */
export const idempotencyKeySchema = yup
  .string()
  .required()
  .matches(/^[A-Za-z0-9_-]{8,100}$/);

/**
 * The SiteType the platform's code checks carry (spec §7): typed for the site that sends it. The
 * reference server reads none of it, so it takes any value, as it did while the field was unknown.
 */
export const sentSiteType = () => yup.mixed<SiteType>().nullable();

/** A page of a list: `limit` rows (at most `maxLimit`, `defaultLimit` unless sent) from `offset`. */
export const pageFields = (maxLimit: number, defaultLimit: number) => ({
  limit: yup.number().integer().min(1).max(maxLimit).default(defaultLimit),
  offset: yup.number().integer().min(0).max(INT_MAX).default(0),
});

/** A real day written YYYY-MM-DD from 1900 on (a valid timestamp in Turkey's time zone). */
export const calendarDate = () =>
  yup
    .string()
    .test(
      'isoDate',
      'isoDate',
      (value) => value === undefined || (isCalendarDate(value) && value >= '1900-01-01'),
    );
