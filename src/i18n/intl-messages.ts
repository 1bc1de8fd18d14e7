import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '../../machines/shared/contract.ts';
import type { MessagePart } from './first-page-messages.ts';

/** One language's messages as ICU syntax trees (the compiledMessages plugin of vite.config.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

// Two chunks per language (src/i18n/first-page-messages.ts). The browser bundle carries no ICU
// parser, so react-intl is only ever given these, never the plain strings of messages.ts.
const LOADERS: Record<Lang, Record<MessagePart, () => Promise<{ default: CompiledMessages }>>> = {
  tr: {
    first: () => import('virtual:compiled-messages/tr/first'),
    rest: () => import('virtual:compiled-messages/tr/rest'),
  },
  en: {
    first: () => import('virtual:compiled-messages/en/first'),
    rest: () => import('virtual:compiled-messages/en/rest'),
  },
};

/*
 * One object per language that each part is merged into as it arrives: react-intl looks an id
 * up at every format, so a provider (or a translator outside React) that was given the object
 * sees the rest without being handed a new one.
 */
const merged = new Map<Lang, CompiledMessages>();
const shown = new Set<Lang>();
const loading = new Map<string, Promise<void>>();
let wanted: Lang | undefined;
let pagesNeedRest = false;

function loadPart(lang: Lang, part: MessagePart): Promise<void> {
  const key = `${lang}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[lang][part]().then(({ default: messages }) => {
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
 * Loads what `lang` needs to be spoken: the first page's messages, and the rest too once a page
 * has needed them. The site starts after its first language is in; a switch waits for this.
 */
export async function loadMessages(lang: Lang): Promise<void> {
  wanted = lang;
  await Promise.all([loadPart(lang, 'first'), ...(pagesNeedRest ? [loadPart(lang, 'rest')] : [])]);
  shown.add(lang);
}

/** What every lazy page waits for besides its code: the rest of the messages. */
export async function loadPageMessages(): Promise<void> {
  pagesNeedRest = true;
  if (wanted) await loadPart(wanted, 'rest');
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
