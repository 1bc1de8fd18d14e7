import { describe, expect, it } from 'vitest';
import { classifyPromotion, promotionsByTab } from '../../../machines/content/promotions.ts';
import { NOW, day, promotion } from './fixtures.ts';

describe('classifyPromotion', () => {
  it.each([
    ['running', {}, 'active'],
    ['starts later', { Start_date: day(2), End_date: day(5) }, 'coming'],
    ['ended', { Start_date: day(-5), End_date: day(-2) }, 'finished'],
    ['starts exactly now', { Start_date: day(0) }, 'active'],
    ['ends exactly now', { End_date: day(0) }, 'active'],
    ['inactive', { Status: false }, null],
    ['unreadable dates', { Start_date: 'x' }, null],
  ] as const)('%s → %s', (_name, over, expected) => {
    expect(classifyPromotion(promotion(over), NOW)).toBe(expected);
  });
});

describe('promotionsByTab', () => {
  it('puts each shown promotion in exactly one tab', () => {
    const tabs = promotionsByTab(
      [
        promotion({ id: 1 }),
        promotion({ id: 2, Start_date: day(3), End_date: day(4) }),
        promotion({ id: 3, Start_date: day(-4), End_date: day(-3) }),
        promotion({ id: 4, Status: false }),
      ],
      NOW,
    );
    expect({
      active: tabs.active.map((p) => p.id),
      coming: tabs.coming.map((p) => p.id),
      finished: tabs.finished.map((p) => p.id),
    }).toEqual({ active: [1], coming: [2], finished: [3] });
  });
});
