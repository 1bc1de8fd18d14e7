/**
 * jsdom's getComputedStyle, remembered per element until the document changes.
 *
 * The role queries ask for the computed style of every node whose accessible name or visibility
 * they work out, and a `waitFor` asks again on every change of the page: a model test spent
 * ~70 % of its time there. jsdom keeps each element's cascaded declaration in a cache that it
 * drops on any change of the document (a node, an attribute, text, a style sheet), yet builds the
 * computed style anew on every call, walking up the ancestors for each inherited property. The
 * computed style is kept here for exactly as long as jsdom keeps its own cache, so an answer is
 * never older than the document it describes.
 */
const implOf = (node: object): Record<string, unknown> => {
  const impl = Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');
  if (!impl) throw new Error('jsdom changed: a node has no impl symbol');
  return (node as Record<symbol, Record<string, unknown>>)[impl]!;
};

export function rememberComputedStyles(window: Window & typeof globalThis) {
  const compute = window.getComputedStyle.bind(window);
  const documentImpl = implOf(window.document);
  if (!('_styleCache' in documentImpl)) throw new Error('jsdom changed: no document style cache');
  let generation: unknown = null;
  let remembered = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return compute(element, pseudoElement);
    if (documentImpl._styleCache !== generation || !generation) {
      remembered = new WeakMap();
    }
    let style = remembered.get(element);
    if (!style) {
      style = compute(element);
      remembered.set(element, style);
    }
    // jsdom's cache exists once a style was computed; it is dropped again by the next change.
    generation = documentImpl._styleCache;
    return style;
  };
}
