/**
 * Server HTML is our own CMS content, but a compromised record must not run code here:
 * scripts (and the other script carriers), on* handlers and javascript: URLs are removed.
 */
const BLOCKED_TAGS = 'script, iframe, object, embed, link, meta, base, form';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction'];

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll(BLOCKED_TAGS).forEach((node) => node.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      const badUrl =
        URL_ATTRIBUTES.includes(lower) && /^\s*(javascript|vbscript|data):/i.test(value);
      if (lower.startsWith('on') || badUrl) element.removeAttribute(name);
    }
    if (element.tagName === 'A' && /^https?:/i.test(element.getAttribute('href') ?? '')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.innerHTML;
}
