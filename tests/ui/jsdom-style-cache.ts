/**
 * The site's style cache for rendered tests, holding only what jsdom's getComputedStyle is read
 * for: whether an element shows (display, visibility, opacity) and the page's global rules.
 *
 * jsdom matches every rule of the document against an element on each getComputedStyle, and the
 * role queries call it for every node whose accessible name they compute: with the ~650 rules of a
 * signed-in page that was 4-5 ms a node and ~70 % of a model test's time. Layout and colours are
 * not there to read in jsdom anyway (it has no layout), so a rule that sets none of these
 * properties is left out rather than matched in vain.
 */
import createCache from '@emotion/cache';
import type { StylisElement, StylisPlugin } from '@emotion/cache';

const SHOWN_BY = new Set(['display', 'visibility', 'opacity']);
/** The class emotion gives a component's styles (key 'css', as the site's own cache). */
const COMPONENT_RULE = /\.css-/;

function prune(element: StylisElement): boolean {
  if (element.type === 'rule') {
    if (!COMPONENT_RULE.test(String(element.props))) return true;
    const children = element.children as StylisElement[];
    element.children = children.filter(
      (child) => child.type !== 'decl' || SHOWN_BY.has(child.props as string),
    );
    return (element.children as StylisElement[]).length > 0;
  }
  if (element.type === '@media' || element.type === '@supports') {
    element.children = (element.children as StylisElement[]).filter(prune);
    return (element.children as StylisElement[]).length > 0;
  }
  return true;
}

/**
 * An emptied rule loses its selector too: emotion's development build inserts a rule that
 * serializes to nothing as `selector{}`.
 */
const onlyWhatJsdomReads: StylisPlugin = (element) => {
  if (prune(element)) return;
  element.props = [];
  element.value = '';
};

export const jsdomStyleCache = createCache({ key: 'css', stylisPlugins: [onlyWhatJsdomReads] });
