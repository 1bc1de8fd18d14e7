/** The date filters every history call takes. */
import * as yup from 'yup';
import { isCalendarDate } from '../../machines/shared/validation/game-call-schemas.ts';
import { refuse } from '../envelope.ts';

/** A real day written YYYY-MM-DD from 1900 on (a valid timestamp in Turkey's time zone). */
export const calendarDate = () =>
  yup
    .string()
    .test(
      'isoDate',
      'isoDate',
      (value) => value === undefined || (isCalendarDate(value) && value >= '1900-01-01'),
    );

/** The refusal of a range that ends before it starts, or undefined. */
export function invertedRangeRefusal(range: { startDate?: string; endDate?: string }) {
  return range.startDate !== undefined &&
    range.endDate !== undefined &&
    range.startDate > range.endDate
    ? refuse('dateRangeOrder', { field: 'endDate' }, 400)
    : undefined;
}
