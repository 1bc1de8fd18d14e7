import { describe, expect, it } from 'vitest';
import { trimText } from '../../../machines/content/trim-text.ts';

describe('trimText', () => {
  it.each([
    ['plain text stays', 'Hoş geldin', 'Hoş geldin'],
    ['tags are stripped', '<p>Yüzde <strong>50</strong> bonus</p>', 'Yüzde 50 bonus'],
    ['block ends become spaces', '<p>Bir</p><p>İki</p>', 'Bir İki'],
    ['line breaks become spaces', 'Bir<br/>İki', 'Bir İki'],
    ['scripts and styles vanish', 'a<script>alert(1)</script><style>p{}</style>b', 'a b'],
    ['entities are decoded', 'Tom &amp; Jerry &lt;3 &#39;x&#x27; &nbsp;y', "Tom & Jerry <3 'x' y"],
    ['unknown entities stay', '&bogus; ok', '&bogus; ok'],
    ['whitespace collapses', '  a \n\t b  ', 'a b'],
    ['empty input', '', ''],
    ['null input', null, ''],
  ])('%s', (_name, input, expected) => {
    expect(trimText(input)).toBe(expected);
  });

  it('cuts to 200 characters by default, ellipsis included', () => {
    const result = trimText('a'.repeat(250));
    expect(Array.from(result)).toHaveLength(200);
    expect(result.endsWith('…')).toBe(true);
  });

  it('keeps text of exactly the limit whole', () => {
    expect(trimText('b'.repeat(200))).toBe('b'.repeat(200));
  });

  it.each([
    [10, 'Şans oyunu bonusu', 'Şans oyun…'],
    [5, 'abcdef', 'abcd…'],
    [0, 'abc', ''],
  ])('cuts to %i characters', (max, input, expected) => {
    expect(trimText(input, max)).toBe(expected);
  });

  it('counts a character outside the BMP once', () => {
    expect(trimText('🎰🎰🎰', 2)).toBe('🎰…');
  });
});
