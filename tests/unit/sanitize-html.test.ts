// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { INFORMATION } from '../../server/content/information.ts';
import { sanitizeHtml } from '../../src/ui/sanitize-html.ts';
import { FOUND_HERE, XSS_VECTORS } from '../fixtures/xss-vectors.ts';

const SCRIPT_CARRIERS =
  'script, style, svg, math, iframe, frame, frameset, object, embed, form, input, button, ' +
  'select, textarea, base, meta, link, noscript, template, video, audio, source, details, area';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'cite', 'data'];
const BAD_URL = /^[\s\p{Cc}]*(j[\s\p{Cc}]*a[\s\p{Cc}]*v[\s\p{Cc}]*a|vbscript|data)|^\/\//iu;

/** What a page would hold after appending the sanitized nodes. */
function rendered(html: string): HTMLElement {
  const host = document.createElement('div');
  host.append(sanitizeHtml(html));
  return host;
}

function expectNoScriptCarrier(host: HTMLElement) {
  expect(host.querySelectorAll(SCRIPT_CARRIERS)).toHaveLength(0);
  for (const element of host.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name.toLowerCase().startsWith('on'), `${name} on ${element.tagName}`).toBe(false);
      expect(['style', 'background', 'dynsrc', 'lowsrc', 'srcdoc', 'class', 'id']).not.toContain(
        name.toLowerCase(),
      );
      if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        expect(value, `${name}="${value}"`).not.toMatch(BAD_URL);
      }
    }
  }
  // Images only from the site itself: an outside one would report who reads the page.
  for (const image of host.querySelectorAll('img')) {
    expect(image.getAttribute('src')).toMatch(/^\/(?!\/)/);
  }
  // Links only to the web, e-mail, phone or the site's own paths.
  for (const link of host.querySelectorAll('[href]')) {
    expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#)/i);
  }
}

describe('sanitized HTML holds no script carrier', () => {
  it(`has a few hundred known vectors to try (${XSS_VECTORS.length})`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(XSS_VECTORS.map((vector, i) => [i, vector]))('vector %i: %s', (_i, vector) => {
    expectNoScriptCarrier(rendered(vector as string));
  });

  it('the vectors found on this site leave only their harmless text', () => {
    expect(FOUND_HERE.map((vector) => rendered(vector).innerHTML)).toEqual([
      '',
      '<a>tab</a>',
      '<a>control</a>',
      '',
      '',
      '',
    ]);
  });
});

describe('sanitized HTML keeps what the CMS writes', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="/media/a.png" onerror="alert(1)">', '<img src="/media/a.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><b>b</b>', '<b>b</b>'],
    [
      '<a href="https://a.example">a</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    [
      '<a href="http://a.example" target="_self" rel="opener">a</a>',
      '<a href="http://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="/promotions">p</a>', '<a href="/promotions">p</a>'],
    ['<a href="#limits">l</a>', '<a href="#limits">l</a>'],
    ['<a href="tel:+908500000000">ara</a>', '<a href="tel:+908500000000">ara</a>'],
    [
      '<a href="mailto:destek@anka.example">e-posta</a>',
      '<a href="mailto:destek@anka.example">e-posta</a>',
    ],
    [
      '<h2>Limitler</h2><ul><li><strong>Günlük</strong> limit</li></ul><table><tbody><tr><th scope="row">A</th><td colspan="2">1</td></tr></tbody></table>',
      '<h2>Limitler</h2><ul><li><strong>Günlük</strong> limit</li></ul><table><tbody><tr><th scope="row">A</th><td colspan="2">1</td></tr></tbody></table>',
    ],
    ['<p style="color:red" class="x">text</p>', '<p>text</p>'],
  ])('%s', (input, expected) => {
    expect(rendered(input).innerHTML).toBe(expected);
  });

  it.each(
    Object.entries(INFORMATION)
      .filter(([type]) => type !== 'SocialMediaLinks')
      .flatMap(([type, texts]) => Object.entries(texts).map(([lang, html]) => [type, lang, html])),
  )('every seeded page keeps its text and structure (%s, %s)', (_type, _lang, html) => {
    const original = document.createElement('div');
    original.append(document.createRange().createContextualFragment(html!));
    const clean = rendered(html!);
    expect(clean.textContent).toBe(original.textContent);
    const shape = (host: HTMLElement) => [...host.querySelectorAll('*')].map((e) => e.tagName);
    expect(shape(clean)).toEqual(shape(original));
  });
});
