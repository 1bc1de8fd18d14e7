import type { SpecialDateInformation } from '../shared/contract.ts';
import { toTime } from '../shared/dates.ts';

/** A special-date notice shows while it is active and its dates include now (spec §3). */
export function activeSpecialDates(
  items: readonly SpecialDateInformation[],
  now: number,
): SpecialDateInformation[] {
  return items.filter((item) => {
    const start = toTime(item.Start_date);
    const end = toTime(item.End_date);
    return item.Status && start !== null && end !== null && start <= now && now <= end;
  });
}
