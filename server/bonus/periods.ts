/**
 * The periods offers repeat over, in Turkey's days (UTC+3, no daylight saving since 2016): a
 * bonus of an offer is granted once per period key ('once', the day, or the week's Monday).
 */
import { dayStart, nextDay } from '../history/filters.ts';

const DAY_MS = 86_400_000;
const TURKEY_OFFSET_MS = 3 * 3_600_000;

export type Repeat = 'once' | 'daily' | 'weekly';

/** The day (YYYY-MM-DD) it is in Turkey at `at`. */
export const turkeyDay = (at: Date) =>
  new Date(at.getTime() + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week of day. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The key of the period `at` falls in. */
export function periodKey(repeat: Repeat, at: Date): string {
  if (repeat === 'once') return 'once';
  const day = turkeyDay(at);
  return repeat === 'daily' ? day : weekStart(day);
}

/** The last finished week, Monday to Sunday (inclusive days), and its instants. */
export function lastFinishedWeek(at: Date) {
  const start = addDays(weekStart(turkeyDay(at)), -7);
  const end = addDays(start, 6);
  return { start, end, from: dayStart(start), until: nextDay(end) };
}
