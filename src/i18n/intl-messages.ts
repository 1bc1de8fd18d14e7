import type { MessageFormatElement } from 'react-intl';
import compiled from 'virtual:compiled-messages';
import type { Lang } from '../../machines/shared/contract.ts';

/**
 * The messages of en.json and tr.json as ICU syntax trees, parsed at build time (the
 * compiledMessages plugin of vite.config.ts): the browser bundle carries no ICU parser, so
 * react-intl must only ever be given these, never the plain strings of messages.ts.
 */
export const intlMessages: Record<Lang, Record<string, MessageFormatElement[]>> = compiled;
