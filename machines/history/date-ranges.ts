import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import { DATE_PRESETS, type DatePreset } from '../shared/history.ts';
import { turkeyDay } from '../shared/turkey-time.ts';

/** The dates a history asks for: YYYY-MM-DD, inclusive; none for 'all time'. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

export const DATE_FORMAT = 'YYYY-MM-DD';

export const isDatePreset = (value: unknown): value is DatePreset =>
  (DATE_PRESETS as readonly unknown[]).includes(value);

const span = (from: Dayjs, to: Dayjs): DateRange => ({
  startDate: from.format(DATE_FORMAT),
  endDate: to.format(DATE_FORMAT),
});

/**
 * 'Last N months' starts the day after the same date N months ago, as 'last 7 days' is today
 * and the six days before it; dayjs clamps month ends (31 August − 6 months is 28 February).
 */
const monthsBack = (today: Dayjs, months: number) => today.subtract(months, 'month').add(1, 'day');

const RANGES: Record<DatePreset, (today: Dayjs) => DateRange> = {
  today: (today) => span(today, today),
  yesterday: (today) => span(today.subtract(1, 'day'), today.subtract(1, 'day')),
  last7: (today) => span(today.subtract(6, 'day'), today),
  last30: (today) => span(today.subtract(29, 'day'), today),
  last90: (today) => span(today.subtract(89, 'day'), today),
  last180: (today) => span(today.subtract(179, 'day'), today),
  last6Months: (today) => span(monthsBack(today, 6), today),
  last12Months: (today) => span(monthsBack(today, 12), today),
  last2Years: (today) => span(monthsBack(today, 24), today),
  thisMonth: (today) => span(today.startOf('month'), today),
  lastMonth: (today) => {
    const month = today.subtract(1, 'month');
    return span(month.startOf('month'), month.endOf('month'));
  },
  allTime: () => ({}),
};

/** A preset's inclusive dates at `at`, on Turkey's calendar (the days the platform files by). */
export function presetRange(preset: DatePreset, at: number): DateRange {
  return RANGES[preset](turkeyDay(at));
}

/** The day `at` falls on in Turkey, YYYY-MM-DD. */
export const dayOf = (at: number) => turkeyDay(at).format(DATE_FORMAT);

const isCalendarDate = (value: string | undefined) =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  dayjs(value).format(DATE_FORMAT) === value;

export interface CustomRangeValues {
  from: string;
  to: string;
}

/**
 * A custom range: two calendar dates, from ≤ to, neither after `today`, and at most `maxDays`
 * long where the history has a limit (the sportsbook keeps two years). Errors are message ids.
 */
export function customRangeSchema(today: string, maxDays?: number) {
  const date = () =>
    yup
      .string()
      .required('history.range.required')
      .test('date', 'history.range.invalid', (value) => !value || isCalendarDate(value))
      .test('past', 'history.range.future', (value) => !isCalendarDate(value) || value! <= today);
  return yup.object({
    from: date(),
    to: date()
      .test('order', 'history.range.order', (to, { parent }) => {
        const from = (parent as CustomRangeValues).from;
        return !isCalendarDate(from) || !isCalendarDate(to) || from <= to!;
      })
      .test('length', 'history.range.tooLong', (to, { parent }) => {
        const from = (parent as CustomRangeValues).from;
        if (maxDays === undefined || !isCalendarDate(from) || !isCalendarDate(to)) return true;
        return dayjs(to).diff(dayjs(from), 'day') <= maxDays;
      }),
  });
}

/** Whether a custom range passes its schema (the machine checks again what the form sent). */
export function isValidCustomRange(values: CustomRangeValues, today: string, maxDays?: number) {
  return customRangeSchema(today, maxDays).isValidSync(values);
}
