import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from '../../../machines/content/social-links.ts';

describe('parseSocialLinks', () => {
  it('keeps only non-empty networks, in a fixed order', () => {
    const text = JSON.stringify({
      youtube: 'https://youtube.example/anka',
      facebook: 'https://facebook.example/anka',
      twitter: '',
      instagram: '   ',
      telegram: 'https://t.example/anka',
    });
    expect(parseSocialLinks(text)).toEqual([
      { network: 'facebook', url: 'https://facebook.example/anka' },
      { network: 'youtube', url: 'https://youtube.example/anka' },
      { network: 'telegram', url: 'https://t.example/anka' },
    ]);
  });

  it.each([
    ['corrupt JSON', '{facebook:'],
    ['empty text', ''],
    ['null', null],
    ['a JSON array', '["https://x.example"]'],
    ['a JSON string', '"https://x.example"'],
    ['unknown networks only', '{"myspace":"https://myspace.example"}'],
    ['non-string values', '{"facebook":42,"twitter":true}'],
    ['script URLs', '{"facebook":"javascript:alert(1)"}'],
    ['URLs with spaces', '{"facebook":"https://a.example/x y"}'],
  ])('%s → no links', (_name, text) => {
    expect(parseSocialLinks(text)).toEqual([]);
  });

  it('trims the surrounding blanks of an address', () => {
    expect(parseSocialLinks('{"reddit":"  https://reddit.example/r/anka "}')).toEqual([
      { network: 'reddit', url: 'https://reddit.example/r/anka' },
    ]);
  });
});
