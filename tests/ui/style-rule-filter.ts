/**
 * A quick "no" for the style rules jsdom tries on an element they cannot match.
 *
 * For each computed style, jsdom asks its selector engine whether each rule of the page matches
 * the element (dom-selector's `check`, whose every call also walks up to the root and, on the
 * way, re-parses the URL of each link it passes): the ~200 rules of its own default style sheet
 * and every rule of the site's. Nearly every one of them names what its element must be: a tag
 * (`td, th`, `h1`) or classes (emotion's `.css-…`, MUI's `.Mui…`). A rule whose every selector
 * asks the element itself for a tag it is not, or a class it does not have, is answered "no"
 * here, without the engine; every other rule (no tag or class to go by, escapes, namespaces)
 * still goes to the engine, so each answer is the engine's, only sooner. In quirks mode classes
 * match regardless of case: there the filter stays off.
 */
const implOf = (node: object): Record<string, unknown> => {
  const impl = Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');
  if (!impl) throw new Error('jsdom changed: a node has no impl symbol');
  return (node as Record<symbol, Record<string, unknown>>)[impl]!;
};

interface ElementLike {
  nodeType: number;
  localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
type Check = (selector: string, node: ElementLike, options?: object) => unknown;

/** What the element itself must be for one selector of a list to match it. */
export interface Subject {
  /** Lower-cased; null for any element (`*`, or none named). */
  tag: string | null;
  classes: string[];
  /** Attributes it must carry, lower-cased (`[hidden]`, `[type="tel" i]`). */
  attributes: string[];
}

/** What the engine answers for a rule that does not match (jsdom reads match and pseudoElement). */
const NO_MATCH = Object.freeze({ match: false, ast: null, pseudoElement: null });

/**
 * `text` cut at `separator` characters found outside (…), […] and quotes; null when it holds
 * escapes or is unbalanced.
 */
function splitTopLevel(text: string, separator: RegExp): string[] | null {
  const parts: string[] = [];
  let part = '';
  let depth = 0;
  let quote: string | null = null;
  for (const char of text) {
    if (char === '\\') return null;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth === 0 && separator.test(char)) {
      parts.push(part);
      part = '';
      continue;
    }
    part += char;
  }
  if (depth !== 0 || quote) return null;
  parts.push(part);
  return parts;
}

const TAG = /^[a-zA-Z][\w-]*/;
const NAME = /^-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*/;
const ATTRIBUTE = /^\[\s*([_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)\s*(?:[~|^$*]?=|\])/;
const IS = /^:(?:is|where)\((.*)\)$/s;

/** The end of the (…) or […] group that opens at `start`, quotes inside it skipped. */
function groupEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * What an element must be to match one compound selector: one subject, or several when the
 * compound is only `:is(…)` or `:where(…)` of a list; null when it names nothing to go by.
 */
function compoundSubjects(compound: string): Subject[] | null {
  const alone = IS.exec(compound);
  if (alone && groupEnd(compound, compound.indexOf('(')) === compound.length - 1) {
    return subjectsOf(alone[1]!);
  }
  const tag = TAG.exec(compound)?.[0].toLowerCase() ?? null;
  const subject: Subject = { tag, classes: [], attributes: [] };
  let i = tag === null ? 0 : tag.length;
  while (i < compound.length) {
    const char = compound[i]!;
    if (char === '.') {
      const name = NAME.exec(compound.slice(i + 1))?.[0];
      if (!name) return null;
      subject.classes.push(name);
      i += 1 + name.length;
    } else if (char === '[') {
      const end = groupEnd(compound, i);
      if (end < 0) return null;
      const name = ATTRIBUTE.exec(compound.slice(i, end + 1))?.[1];
      if (name) subject.attributes.push(name.toLowerCase());
      i = end + 1;
    } else if (char === '(') {
      const end = groupEnd(compound, i);
      if (end < 0) return null;
      i = end + 1;
    } else {
      i += 1;
    }
  }
  const named = tag !== null || subject.classes.length > 0 || subject.attributes.length > 0;
  return named ? [subject] : null;
}

/**
 * For each selector of a list, what its subject (the last compound selector, the element itself)
 * must be; null when any selector of the list could match an element without a tag, class or
 * attribute to tell, or the list is not plain enough to tell (escapes, namespaces).
 */
export function subjectsOf(selectorList: string): Subject[] | null {
  if (selectorList.includes('|')) return null;
  const selectors = splitTopLevel(selectorList, /,/);
  if (!selectors) return null;
  const subjects: Subject[] = [];
  for (const selector of selectors) {
    const compounds = splitTopLevel(selector.trim().replace(/\s*([>+~])\s*/g, '$1'), /[\s>+~]/);
    const compound = compounds?.at(-1);
    const found = compound ? compoundSubjects(compound) : null;
    if (!found) return null;
    subjects.push(...found);
  }
  return subjects;
}

const ASCII_WHITESPACE = /[\t\n\f\r ]+/;

/**
 * Installs the filter on the window's document. `STYLE_RULE_FILTER=off` leaves jsdom as it is;
 * `STYLE_RULE_FILTER=verify` asks the engine about every rule answered here too, and throws
 * when it says the rule matches.
 */
export function skipRulesThatCannotMatch(window: Window & typeof globalThis) {
  if (process.env.STYLE_RULE_FILTER === 'off') return;
  if (window.document.compatMode !== 'CSS1Compat') return;
  const documentImpl = implOf(window.document);
  const engine = documentImpl._domSelector as { check?: Check } | undefined;
  if (typeof engine?.check !== 'function') throw new Error('jsdom changed: no selector engine');
  const check = engine.check;
  const selectors = new Map<string, Subject[] | null>();
  const classLists = new WeakMap<object, { attribute: string | null; classes: Set<string> }>();
  const classesOf = (element: ElementLike) => {
    const attribute = element.getAttributeNS(null, 'class');
    let known = classLists.get(element);
    if (!known || known.attribute !== attribute) {
      const names = attribute ? attribute.split(ASCII_WHITESPACE).filter(Boolean) : [];
      known = { attribute, classes: new Set(names) };
      classLists.set(element, known);
    }
    return known.classes;
  };
  const attributesOf = (element: ElementLike): Set<string> => {
    const list = (element as unknown as { _attributeList?: Array<{ _localName: string }> })
      ._attributeList;
    if (!list) throw new Error('jsdom changed: an element has no attribute list');
    return new Set(list.map((attribute) => attribute._localName.toLowerCase()));
  };
  const mayMatch = (element: ElementLike, { tag, classes, attributes }: Subject) => {
    if (tag !== null && tag !== element.localName.toLowerCase()) return false;
    if (attributes.length > 0) {
      const names = attributesOf(element);
      if (!attributes.every((name) => names.has(name))) return false;
    }
    if (classes.length === 0) return true;
    const has = classesOf(element);
    return classes.every((name) => has.has(name));
  };
  const verify = process.env.STYLE_RULE_FILTER === 'verify';
  engine.check = (selector, node, options) => {
    if (node?.nodeType === 1 && typeof selector === 'string') {
      let subjects = selectors.get(selector);
      if (subjects === undefined) {
        subjects = subjectsOf(selector);
        selectors.set(selector, subjects);
      }
      if (subjects && !subjects.some((subject) => mayMatch(node, subject))) {
        if (verify) {
          const answer = check(selector, node, options) as
            { match?: boolean; pseudoElement?: unknown } | undefined;
          if (answer?.match && !answer.pseudoElement) {
            // Thrown outside jsdom, which would take an error here for a rule that does not match.
            const error = new Error(`style-rule-filter: ${selector} matches <${node.localName}>`);
            queueMicrotask(() => {
              throw error;
            });
          }
        }
        return NO_MATCH;
      }
    }
    return check(selector, node, options);
  };
}
