import { describe, expect, it } from 'vitest';
import { isWithinRange, kurusToInput, parseLira } from '../../../machines/shared/money.ts';

describe('parseLira', () => {
  it.each([
    ['whole lira', '1250', 125_000],
    ['zero', '0', 0],
    ['comma decimals', '1250,50', 125_050],
    ['dot decimals', '1250.5', 125_050],
    ['one decimal is tenths', '12,5', 1_250],
    ['Turkish grouping with decimals', '1.250,50', 125_050],
    ['English grouping with decimals', '1,250.50', 125_050],
    ['grouping without decimals (three digits after the dot)', '1.250', 125_000],
    ['several groups', '1.250.000', 125_000_000],
    ['spaces as grouping', '1 250,5', 125_050],
    ['lira sign', '₺250', 25_000],
    ['TL suffix', '250 TL', 25_000],
    ['TRY suffix, any case', '250try', 25_000],
    ['surrounding spaces', '  99,99 ', 9_999],
    ['the largest whole part (12 digits)', '999999999999', 99_999_999_999_900],
    // Separators other than the decimal one only group, wherever they stand.
    ['separators in odd places group', '12,345,6789', 12_345_678_900],
    ['a doubled separator before the decimals', '1..5', 150],
  ])('%s: %j → %i', (_, text, kurus) => {
    expect(parseLira(text)).toBe(kurus);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['letters', 'yüz'],
    ['a negative amount', '-50'],
    ['a leading separator', ',50'],
    ['more than 12 digits of lira', '1000000000000'],
    ['an exponent', '1e5'],
    ['trailing letters', '50 lira'],
  ])('%s (%j) is not an amount', (_, text) => {
    expect(parseLira(text)).toBeNull();
  });
});

describe('kurusToInput', () => {
  it.each([
    [10_000, '100'],
    [125_050, '1250,50'],
    [125_005, '1250,05'],
    [5, '0,05'],
    [0, '0'],
    [99, '0,99'],
  ])('%i kuruş → %j', (kurus, text) => {
    expect(kurusToInput(kurus)).toBe(text);
  });

  it.each([10_000, 125_050, 125_005, 1, 99_999_999_999_999])(
    '%i survives a round trip',
    (kurus) => {
      expect(parseLira(kurusToInput(kurus))).toBe(kurus);
    },
  );
});

describe('isWithinRange', () => {
  const range = { min: 5_000, max: 5_000_000 };
  it.each([
    ['the minimum', 5_000, true],
    ['the maximum', 5_000_000, true],
    ['between', 250_000, true],
    ['one kuruş below', 4_999, false],
    ['one kuruş above', 5_000_001, false],
    ['a fraction of a kuruş', 5_000.5, false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
    ['beyond safe integers', 2 ** 53, false],
  ])('%s → %s', (_, kurus, expected) => {
    expect(isWithinRange(kurus, range)).toBe(expected);
  });

  it('a range of one value takes only that value', () => {
    expect(isWithinRange(100, { min: 100, max: 100 })).toBe(true);
    expect(isWithinRange(101, { min: 100, max: 100 })).toBe(false);
  });
});
