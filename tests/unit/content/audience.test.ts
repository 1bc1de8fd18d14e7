import { describe, expect, it } from 'vitest';
import { forAudience, speaksTo } from '../../../machines/shared/audience.ts';

describe('speaksTo', () => {
  it.each([
    [undefined, false, true],
    [undefined, true, true],
    ['anonymous', false, true],
    ['anonymous', true, false],
    ['signedIn', false, false],
    ['signedIn', true, true],
  ] as const)('an item for %s, looked at signed in = %s → %s', (Audience, signedIn, shown) => {
    expect(speaksTo({ Audience }, signedIn)).toBe(shown);
  });
});

describe('forAudience', () => {
  it('keeps the order of the items that speak to the one looking', () => {
    const items = [
      { id: 1, Audience: 'anonymous' as const },
      { id: 2 },
      { id: 3, Audience: 'signedIn' as const },
    ];
    expect(forAudience(items, true).map((i) => i.id)).toEqual([2, 3]);
    expect(forAudience(items, false).map((i) => i.id)).toEqual([1, 2]);
  });
});
