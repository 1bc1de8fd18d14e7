import { describe, expect, it } from 'vitest';
import { activeSliders, isSliderActive } from '../../../machines/shared/sliders.ts';
import { NOW, day, slider } from './fixtures.ts';

describe('isSliderActive', () => {
  it.each([
    ['running and active', {}, true],
    ['inactive', { Status: false }, false],
    ['not started', { Start_date: day(1), End_date: day(2) }, false],
    ['ended', { Start_date: day(-2), End_date: day(-1) }, false],
    ['starts exactly now', { Start_date: day(0) }, true],
    ['ends exactly now', { End_date: day(0) }, true],
    ['unreadable start', { Start_date: 'yarın' }, false],
    ['missing end', { End_date: '' }, false],
  ])('%s → %s', (_name, over, expected) => {
    expect(isSliderActive(slider(over), NOW)).toBe(expected);
  });
});

describe('activeSliders', () => {
  it('keeps only active sliders, ordered by Sort', () => {
    const list = [
      slider({ id: 1, Sort: 3 }),
      slider({ id: 2, Sort: 1 }),
      slider({ id: 3, Status: false }),
      slider({ id: 4, Sort: 2, End_date: day(-1) }),
    ];
    expect(activeSliders(list, NOW, false).map((s) => s.id)).toEqual([2, 1]);
  });

  it('keeps the slides that speak to the one looking; one without an audience speaks to all', () => {
    const list = [
      slider({ id: 1, Sort: 1, Audience: 'anonymous' }),
      slider({ id: 2, Sort: 1, Audience: 'signedIn' }),
      slider({ id: 3, Sort: 2 }),
    ];
    expect(activeSliders(list, NOW, false).map((s) => s.id)).toEqual([1, 3]);
    expect(activeSliders(list, NOW, true).map((s) => s.id)).toEqual([2, 3]);
  });
});
