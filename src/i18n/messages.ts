import type { Lang } from '../../machines/shared/contract.ts';
import en from './en.json';
import tr from './tr.json';

/**
 * Flat dotted keys; both languages carry the same set (tests/unit/i18n checks it). The site
 * hands react-intl the precompiled intl-messages.ts instead: these strings are for tests.
 */
export const messages: Record<Lang, Record<string, string>> = { tr, en };
