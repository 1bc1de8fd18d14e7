import { describe, expect, it } from 'vitest';
import { signedBonusAmount } from '../../../machines/shared/bonus-events.ts';

describe('signedBonusAmount: a bonus event as the player sees it', () => {
  it.each([
    ['granted', 50_000, 50_000],
    ['converted', 41_500, 41_500],
    ['forfeited', 12_345, -12_345],
    ['expired', 800, -800],
    ['wagered', 2_000, 2_000],
    ['wagered', -300, -300],
  ] as const)('%s %i shows %i', (kind, amount, shown) => {
    expect(signedBonusAmount(kind, amount)).toBe(shown);
  });
});
