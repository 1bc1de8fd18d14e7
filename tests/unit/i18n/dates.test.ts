import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/i18n/dates.ts';

describe('site dates (spec §3)', () => {
  it.each([
    ['tr', 'date', '15 Haziran 2025'],
    ['en', 'date', '15 June 2025'],
    ['tr', 'dateTime', '15 Haziran 2025 3:05 ÖS'],
    ['en', 'dateTime', '15 June 2025 3:05 PM'],
    ['tr', 'dayMonth', '15 Haz'],
  ] as const)('%s %s', (lang, format, expected) => {
    expect(formatDate('2025-06-15T15:05:00', lang, format)).toBe(expected);
  });

  it('morning hours are ÖÖ in Turkish', () => {
    expect(formatDate('2025-06-15T09:30:00', 'tr', 'dateTime')).toBe('15 Haziran 2025 9:30 ÖÖ');
  });

  it('an unreadable date shows nothing', () => {
    expect(formatDate('yarın', 'tr')).toBe('');
  });

  it.each(['tr', 'en'] as const)('weeks start on Monday in %s', (lang) => {
    expect(dayjs('2025-06-15').locale(lang).startOf('week').format('dddd')).toBe(
      lang === 'tr' ? 'Pazartesi' : 'Monday',
    );
  });
});
