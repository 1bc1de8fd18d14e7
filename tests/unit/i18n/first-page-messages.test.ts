import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFirstPageMessage } from '../../../src/i18n/first-page-messages.ts';
import { messages } from '../../../src/i18n/messages.ts';

const ROUTER = resolve('src/app/router.tsx');
const keys = Object.keys(messages.tr);
const namespaces = [...new Set(keys.map((key) => key.split('.')[0]))].join('|');
// A message id, or the start of one a view builds (`tournaments.status.${status}`); event names
// (type: 'maintenance.recheck') look alike and are skipped.
const ID_OR_PREFIX = new RegExp(`(?<!type:\\s*)["'\`]((?:${namespaces})\\.[\\w.]*)(\\$\\{)?`, 'g');
// Type-only imports run nothing in the browser.
const IMPORTS =
  /(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  return [path, `${path}.ts`, `${path}.tsx`].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * The project's modules a first page can run without another page loading: src/main.tsx and the
 * home page with everything they import, lazily too (menus, dialogs), except the router's pages,
 * which wait for the rest of the messages.
 */
function firstPageModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const [, from, lazily, bare] = match;
      if (file === ROUTER && lazily) continue;
      const target = resolveImport(file, (from ?? lazily ?? bare)!);
      if (target) visit(target);
    }
  };
  visit(resolve('src/main.tsx'));
  visit(resolve('src/features/home/home-page.tsx'));
  return [...seen];
}

describe('the first page messages', () => {
  const modules = firstPageModules();

  it('cover every message the shell, the home page and the app actors use', () => {
    expect(modules.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const file of modules) {
      for (const [, id, built] of readFileSync(file, 'utf8').matchAll(ID_OR_PREFIX)) {
        const used = built
          ? keys.filter((key) => key.startsWith(id!))
          : keys.filter((key) => key === id);
        for (const key of used.filter((key) => !isFirstPageMessage(key))) {
          missing.push(`${key} (${relative('.', file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave most messages to the pages that need them', () => {
    const first = keys.filter(isFirstPageMessage);
    expect(first.length).toBeLessThan(keys.length / 3);
  });
});
