import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from '../../../src/runtime/paths.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { LIVE_TYPES, SLOT_CATEGORIES } from '../../../machines/content/lobby.ts';
import { PROMOTION_TABS } from '../../../machines/content/promotions.ts';
import { TOURNAMENT_STATUSES } from '../../../machines/content/tournaments.ts';
import { SUPPORT_TOPICS } from '../../../machines/shared/contract.ts';
import type { FooterMenu, MenuEntry } from '../../../src/app/shell/site-config.ts';

const tr = new Set(Object.keys(messages.tr));
const en = new Set(Object.keys(messages.en));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Message ids written literally in src: id="…", id: '…', and message-key props like title="promotions.title". */
function literalIds(): Map<string, string> {
  const found = new Map<string, string>();
  const namespaces = [...new Set([...tr].map((key) => key.split('.')[0]))].join('|');
  const patterns = [
    /\bid[=:]\s*\{?\s*["'`]([\w.]+)["'`]/g,
    // Event names (type: 'maintenance.recheck') share a namespace with messages: skipped.
    new RegExp(
      `(?<!type:\\s*)["'\`]((?:${namespaces})\\.[A-Za-z0-9]+(?:\\.[A-Za-z0-9]+)*)["'\`]`,
      'g',
    ),
  ];
  for (const file of sourceFiles(resolve('src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (match[1]!.includes('.')) found.set(match[1]!, file);
      }
    }
  }
  return found;
}

const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(resolve('public/datas', name), 'utf8')) as T;

describe('messages', () => {
  it('tr and en have the same keys', () => {
    expect([...tr].filter((key) => !en.has(key))).toEqual([]);
    expect([...en].filter((key) => !tr.has(key))).toEqual([]);
  });

  it('no message is empty', () => {
    for (const lang of ['tr', 'en'] as const) {
      expect(Object.entries(messages[lang]).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('every id written in src exists', () => {
    const ids = literalIds();
    expect(ids.size).toBeGreaterThan(100);
    expect([...ids].filter(([id]) => !tr.has(id)).map(([id, file]) => `${id} (${file})`)).toEqual(
      [],
    );
  });

  it('every id the views build from rules and data exists', () => {
    const built = [
      ...PROMOTION_TABS.flatMap((tab) => [`promotions.tab.${tab}`, `promotions.empty.${tab}`]),
      ...['casino', 'sport', 'live', 'general'].map((c) => `promotions.category.${c}`),
      ...TOURNAMENT_STATUSES.flatMap((s) => [
        `tournaments.status.${s}`,
        `tournaments.section.${s}`,
        `tournaments.empty.${s}`,
      ]),
      ...SLOT_CATEGORIES.map((c) => `lobby.category.${c.key}`),
      ...LIVE_TYPES.map((t) => `lobby.liveType.${t.key}`),
      ...INFO_PAGES.map((p) => `info.${p.page}`),
      ...['slots', 'live', 'sport'].flatMap((t) => [`home.tile.${t}`, `home.tile.${t}Text`]),
      ...['playTime', 'loss', 'wager'].flatMap((s) => [
        `playStopped.${s}.title`,
        `playStopped.${s}.text`,
      ]),
    ];
    expect(built.filter((id) => !tr.has(id))).toEqual([]);
  });

  it('every label of the /datas menus exists', () => {
    const header = readJson<MenuEntry[]>('header-menu.json');
    const footer = readJson<FooterMenu>('footer-menu.json');
    const labels = [
      ...header.map((e) => e.label),
      ...footer.columns.flatMap((c) => [c.title, ...c.items.map((e) => e.label)]),
      ...footer.legal.map((e) => e.label),
      ...SUPPORT_TOPICS.map((topic) => `support.${topic}`),
    ];
    expect(labels.filter((id) => !tr.has(id))).toEqual([]);
  });

  it('spec wording of the shared error texts', () => {
    expect(messages.en['notFound.title']).toBe('Page can not be displayed');
    expect(messages.en['notFound.text']).toBe("The page you're looking for can not be found");
    expect(messages.tr['notFound.title']).toBe('Sayfa görüntülenemiyor');
    expect(messages.tr['notFound.text']).toBe('Aradığınız sayfa bulunamadı');
    expect(messages.en['error.title']).toBe('Something went wrong, please try later.');
    expect(messages.tr['error.title']).toBe(
      'Bir şeyler ters gitti, lütfen daha sonra tekrar deneyin.',
    );
  });
});
