import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '../../machines/shared/contract.ts';

/** One language's messages as ICU syntax trees (the compiledMessages plugin of vite.config.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

// One chunk per language: a visitor downloads only the language the site speaks to them. The
// browser bundle carries no ICU parser, so react-intl is only ever given these, never the plain
// strings of messages.ts.
const LOADERS: Record<Lang, () => Promise<{ default: CompiledMessages }>> = {
  tr: () => import('virtual:compiled-messages/tr'),
  en: () => import('virtual:compiled-messages/en'),
};

const loaded = new Map<Lang, CompiledMessages>();
const loading = new Map<Lang, Promise<CompiledMessages>>();

/** Loads a language's messages once; the site starts only after its first language is in. */
export function loadMessages(lang: Lang): Promise<CompiledMessages> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = LOADERS[lang]().then(({ default: messages }) => {
      loaded.set(lang, messages);
      return messages;
    });
    // A failed load (offline) may be tried again by the next switch.
    promise.catch(() => loading.delete(lang));
    loading.set(lang, promise);
  }
  return promise;
}

/**
 * The messages to show for `lang`: its own once loaded, else those of a language already in
 * (the one shown until the switch completes), with the locale they are written in.
 */
export function messagesFor(lang: Lang): { locale: Lang; messages: CompiledMessages } {
  const own = loaded.get(lang);
  if (own) return { locale: lang, messages: own };
  const [locale, messages] = [...loaded][0] ?? [lang, {}];
  return { locale, messages };
}
