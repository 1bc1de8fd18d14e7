import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../machines/shared/contract.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { OFFERS } from '../../../server/db/seed-bonuses.ts';
import { pageTexts } from '../../../server/games/page-texts.ts';
import { HEADERS } from '../../../server/history/export-texts.ts';
import { NOTIFICATION_KINDS } from '../../../server/inbox/notification-texts.ts';
import { toNotification } from '../../../server/inbox/notifications.ts';

/**
 * Times and amounts are written by the formatter (machines/shared/format.ts) alone: no text
 * carries a 12-hour time of its own, or an amount in 'TL' or 'TRY' beside the formatter's '₺'.
 */
const TWELVE_HOUR = /(?<!\p{L})(ÖÖ|ÖS)(?!\p{L})|\d\s?(AM|PM)\b/u;
const WRITTEN_AMOUNT = /\d[\d.,]*\s?(TRY|TL)\b|\b(TRY|TL)\s?\d|\b(TRY|TL)['’]|\bTL\b/;

/** The texts that break either rule. */
const offending = (texts: readonly string[]) =>
  texts.filter((text) => TWELVE_HOUR.test(text) || WRITTEN_AMOUNT.test(text));

/** The string literals of a server module that words what players read. */
function literalsOf(path: string): string[] {
  const source = readFileSync(resolve(path), 'utf8');
  return [...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => match[2]!);
}

describe('written formats', () => {
  it.each(['tr', 'en'] as const)('the %s catalogue writes no time or amount itself', (lang) => {
    expect(offending(Object.values(messages[lang]))).toEqual([]);
  });

  it.each([
    'server/messages.ts',
    'server/inbox/notification-texts.ts',
    'server/games/page-texts.ts',
    'server/history/export-texts.ts',
    'server/cashier/texts.ts',
    'server/cashier/reasons.ts',
    'server/payments/page.ts',
    'server/db/seed-bonuses.ts',
  ])('%s writes no time or amount itself', (path) => {
    const literals = literalsOf(path);
    expect(literals.length).toBeGreaterThan(3);
    expect(offending(literals)).toEqual([]);
  });

  it.each(['tr', 'en'] as const)('the %s bonus offers, game pages and CSVs follow it', (lang) => {
    const offers = OFFERS.flatMap((offer) => [offer[`title_${lang}`], offer[`summary_${lang}`]]);
    const texts = [
      ...offers,
      ...Object.values(pageTexts(lang)),
      ...Object.values(HEADERS).flatMap((h) => h[lang]),
    ];
    expect(offending(texts)).toEqual([]);
  });

  it.each([
    ['tr', '₺1.234,56'],
    ['en', '₺1,234.56'],
  ] as const)('every %s notification writes its amount as %s', (lang: Lang, amount) => {
    for (const kind of NOTIFICATION_KINDS) {
      const notice = toNotification(
        {
          id: 1,
          kind,
          params: { reason: 'Belge eksik', ticket: 'NY-0001', ip: '192.0.2.1' },
          amount: 123_456,
          cash_transaction_id: null,
          method_name: 'Papara',
          read_at: null,
          created_at: new Date('2026-11-28T21:00:00Z'),
        },
        lang,
      );
      const text = `${notice.title} ${notice.message}`;
      expect(offending([text])).toEqual([]);
      if (text.includes('₺')) expect(text).toContain(amount);
    }
  });

  it('leaves formatting to the formatter: no view or server text formats on its own', () => {
    // Number and date formatting of Intl, react-intl or dayjs, written outside the formatter.
    const own =
      /toLocale(Date|Time)?String\(|Intl\.(NumberFormat|DateTimeFormat)|<Formatted(Number|Date|Time|RelativeTime)\b|\.format(Number|Date|Time)\(|dayjs\([^)]*\)\.(locale|format)\(/;
    // The game pages' scripts (server/games/client) format with the options the page is given.
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'client' ? [] : files(path);
        return /\.(tsx?|js)$/.test(name) ? [path] : [];
      });
    const writers = [
      ...files(resolve('src')),
      ...[
        'inbox',
        'payments',
        'games',
        'history',
        'bonus',
        'protection',
        'cashier',
        'accounts',
        'content',
      ].flatMap((dir) => files(resolve('server', dir))),
      resolve('server/media.ts'),
    ];
    expect(writers.length).toBeGreaterThan(200);
    const offenders = writers.filter((path) => own.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
