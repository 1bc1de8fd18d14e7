import { describe, expect, it } from 'vitest';
import type { SpecialDateInformation } from '../../../machines/shared/contract.ts';
import { activeSpecialDates } from '../../../machines/content/special-dates.ts';
import { NOW, day } from './fixtures.ts';

const item = (id: number, over: Partial<SpecialDateInformation>): SpecialDateInformation => ({
  id,
  Title: `Özel gün ${id}`,
  Text: '',
  Image: '',
  Status: true,
  Start_date: day(-1),
  End_date: day(1),
  ...over,
});

describe('activeSpecialDates', () => {
  it.each([
    ['running', {}, true],
    ['disabled', { Status: false }, false],
    ['not begun', { Start_date: day(1), End_date: day(2) }, false],
    ['over', { Start_date: day(-2), End_date: day(-1) }, false],
    ['unreadable', { End_date: 'soon' }, false],
  ])('%s → %s', (_name, over, shown) => {
    expect(activeSpecialDates([item(1, over)], NOW)).toHaveLength(shown ? 1 : 0);
  });
});
