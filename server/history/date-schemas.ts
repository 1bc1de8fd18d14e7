/** The date range every history call takes (its fields: contract/fields.ts, calendarDate). */
import { refuse } from '../envelope.ts';

/** The refusal of a range that ends before it starts, or undefined. */
export function invertedRangeRefusal(range: { startDate?: string; endDate?: string }) {
  return range.startDate !== undefined &&
    range.endDate !== undefined &&
    range.startDate > range.endDate
    ? refuse('dateRangeOrder', { field: 'endDate' }, 400)
    : undefined;
}
