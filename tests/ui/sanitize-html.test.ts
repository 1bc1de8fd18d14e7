import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/ui/sanitize-html.ts';
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts';

const SCRIPT_CARRIERS =
  'script, style, svg, math, iframe, frame, frameset, object, embed, form, input, button, ' +
  'select, textarea, base, meta, link, noscript, template, video, audio, source, details';
const BAD_URL = /^\s*(javascript|vbscript|data):|^\/\//i;

function parsed(html: string): HTMLElement {
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = html;
  return body;
}

describe('sanitizeHtml against known XSS vectors', () => {
  it.each(XSS_VECTORS.map((vector, i) => [i, vector]))(
    'vector %i leaves no script carrier',
    (_i, vector) => {
      const clean = parsed(sanitizeHtml(vector as string));
      expect(clean.querySelectorAll(SCRIPT_CARRIERS)).toHaveLength(0);
      for (const element of clean.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name.toLowerCase().startsWith('on'), `${name} on ${element.tagName}`).toBe(false);
          expect(['style', 'background', 'dynsrc', 'lowsrc', 'srcdoc', 'formaction']).not.toContain(
            name.toLowerCase(),
          );
          if (['href', 'src', 'xlink:href', 'action'].includes(name.toLowerCase())) {
            expect(value, `${name}="${value}"`).not.toMatch(BAD_URL);
          }
        }
      }
      // Images only from the site itself: an outside one would report who reads the page.
      for (const image of clean.querySelectorAll('img')) {
        expect(image.getAttribute('src')).toMatch(/^\/(?!\/)/);
      }
    },
  );
});

describe('sanitizeHtml keeps what the CMS writes', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src="/media/a.png" onerror="alert(1)">', '<img src="/media/a.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><b>b</b>', '<b>b</b>'],
    [
      '<a href="https://a.example">a</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="/promotions">p</a>', '<a href="/promotions">p</a>'],
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
    expect(sanitizeHtml(input)).toBe(expected);
  });
});
