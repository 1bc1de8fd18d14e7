import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Server HTML is our own CMS content, but a compromised record must not run code here: it goes
 * through DOMPurify with an allow-list of text markup. No style, SVG, MathML, forms or frames;
 * links only to http(s), mailto, tel and the site's own paths; images only from the site itself.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'img',
  'span',
  'div',
  'section',
  'article',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
];
/** Absolute http(s), mailto and tel addresses, and paths of the site (not protocol-relative). */
const LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
const OWN_PATH = /^\/(?!\/)/;

let purifier: Purifier | undefined;

function purify(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify already drops script URLs; links are narrowed further to these kinds.
    if (node.hasAttribute('href') && !LINK.test(node.getAttribute('href')!)) {
      node.removeAttribute('href');
    }
    // Outside images would report who reads the page; only the site's own are shown.
    if (node.tagName === 'IMG' && !OWN_PATH.test(node.getAttribute('src') ?? '')) node.remove();
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * The sanitized nodes themselves, for the page to append: no HTML string reaches an innerHTML
 * sink, so the site can require Trusted Types (DOMPurify parses through its own 'dompurify' policy).
 */
export function sanitizeHtml(html: string): DocumentFragment {
  return purify().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    RETURN_DOM_FRAGMENT: true,
  });
}
