import * as yup from 'yup';
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
