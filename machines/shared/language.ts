import { DEFAULT_LANG, LANGUAGES, type Lang } from './contract.ts';

/** Spec §5: a language is accepted only when it is exactly two characters (and one we offer). */
export function isSupportedLanguage(value: unknown): value is Lang {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    (LANGUAGES as readonly string[]).includes(value)
  );
}

export function resolveLanguage(stored: unknown): Lang {
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANG;
}
