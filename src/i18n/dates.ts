import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import updateLocale from 'dayjs/plugin/updateLocale.js';
import type { Lang } from '../../machines/shared/contract.ts';

// Spec §3: weeks start on Monday in both languages (tr already does) and the clock has
// 12 hours, for which Turkish says ÖÖ / ÖS (dayjs' tr has no meridiem of its own).
dayjs.extend(updateLocale);
dayjs.updateLocale('en', { weekStart: 1 });
dayjs.updateLocale('tr', { meridiem: (hour: number) => (hour < 12 ? 'ÖÖ' : 'ÖS') });

/** Spec §3 uses a 12-hour clock: '15 Haziran 2025 3:00 ÖS' / '15 June 2025 3:00 PM'. */
const FORMATS = { date: 'D MMMM YYYY', dateTime: 'D MMMM YYYY h:mm A', dayMonth: 'D MMM' } as const;

export function formatDate(
  value: string | number,
  lang: Lang,
  format: keyof typeof FORMATS = 'date',
): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(lang).format(FORMATS[format]) : '';
}
