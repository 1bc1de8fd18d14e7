import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '../../machines/shared/contract.ts';
import pageMessages from 'virtual:page-messages';
import { importAnew } from '../platform/import-anew.ts';

/** One language's messages as ICU syntax trees (the compiledMessages plugin of vite.config.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: CompiledMessages }>;

// A language comes in parts (vite.config.ts): what any first page needs, and each page's own.
// The browser bundle carries no ICU parser, so react-intl is only ever given these, never the
// plain strings of messages.ts.
const FIRST_PART: Record<Lang, Loader> = {
  tr: () => import('virtual:compiled-messages/tr/first'),
  en: () => import('virtual:compiled-messages/en/first'),
};
const FIRST = 'first';

/*
 * One object per language that each part is merged into as it arrives: react-intl looks an id
 * up at every format, so a provider (or a translator outside React) that was given the object
 * sees a page's part without being handed a new one.
 */
const merged = new Map<Lang, CompiledMessages>();
/** The languages with the parts of every page opened so far in: those that can be shown. */
const shown = new Set<Lang>();
const loading = new Map<string, Promise<void>>();
/** Each part's loader, which asks anew after a failed fetch. */
const anew = new Map<string, Loader>();
let wanted: Lang | undefined;
/** The pages opened so far: a language switch brings their messages too. */
const pagesOpened = new Set<string>();

function loadPart(lang: Lang, part: string): Promise<void> {
  const key = `${lang}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    const loader = part === FIRST ? FIRST_PART[lang] : pageMessages[lang][part];
    if (!loader) throw new Error(`No messages for the page ${part}`);
    const load = anew.get(key) ?? importAnew(loader);
    anew.set(key, load);
    promise = load().then(({ default: messages }) => {
      const target = merged.get(lang) ?? {};
      merged.set(lang, Object.assign(target, messages));
    });
    // A failed load (offline) may be tried again by the next switch or page.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads what `lang` needs to be spoken: the first page's messages, and those of the pages
 * opened so far. The site starts after its first language is in; a switch waits for this.
 */
export async function loadMessages(lang: Lang): Promise<void> {
  wanted = lang;
  await Promise.all([FIRST, ...pagesOpened].map((part) => loadPart(lang, part)));
  shown.add(lang);
}

/**
 * What a lazy page waits for besides its code: its own messages (`page` is its path under src/,
 * as the router names it).
 */
export async function loadPageMessages(page: string): Promise<void> {
  if (!pagesOpened.has(page)) {
    pagesOpened.add(page);
    // Another language shown before lacks this page's part: a switch back waits for it.
    for (const lang of shown) if (lang !== wanted) shown.delete(lang);
  }
  if (wanted) await loadPart(wanted, page);
}

/**
 * The messages to show for `lang`: its own once loaded, else those of a language already in
 * (the one shown until the switch completes), with the locale they are written in.
 */
export function messagesFor(lang: Lang): { locale: Lang; messages: CompiledMessages } {
  if (shown.has(lang)) return { locale: lang, messages: merged.get(lang)! };
  const [locale] = [...shown];
  return locale ? { locale, messages: merged.get(locale)! } : { locale: lang, messages: {} };
}
