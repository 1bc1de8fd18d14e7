import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Build time (Node): which messages a part of the site can show, read from its source. The
 * compiledMessages plugin of vite.config.ts gives each page the messages its modules use, and
 * tests/unit/i18n/first-page-messages.test.ts checks the first page's part with it.
 */

/** src/app/router.tsx: its lazy imports are the pages, each with messages of its own. */
export const ROUTER_FILE = fileURLToPath(new URL('../app/router.tsx', import.meta.url));

// Type-only imports run nothing in the browser.
const IMPORTS =
  /(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/**
 * The router's pages, each named as its messages part: `features/cashier/deposit-page` for
 * `pageModule('features/cashier/deposit-page', () => import('../features/cashier/deposit-page.tsx'))`.
 * Throws when a name is not its import's path, or a lazy import of the router has no name.
 */
export function routerPages(): string[] {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  const imports = [...source.matchAll(/import\(\s*'\.\.\/([^']+)\.tsx'\s*\)/g)];
  const named = [
    ...source.matchAll(
      /pageModule\(\s*'([^']+)',\s*\(\)\s*=>\s*import\(\s*'\.\.\/([^']+)\.tsx'\s*\)/g,
    ),
  ];
  const misnamed = named.filter(([, name, path]) => name !== path).map(([, name]) => name);
  if (misnamed.length > 0 || named.length !== imports.length) {
    throw new Error(
      `src/app/router.tsx: every page is pageModule('<its path>', () => import('../<its path>.tsx')); not so: ${misnamed.join(', ') || 'an import without pageModule'}`,
    );
  }
  return [...new Set(named.map(([, name]) => name!))];
}

export const pageFile = (page: string) => resolve(dirname(ROUTER_FILE), `../${page}.tsx`);

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  return [path, `${path}.ts`, `${path}.tsx`].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/**
 * The project's modules that `roots` can run: everything they import, lazily too (dialogs,
 * menus), but not the router's pages, which bring their own messages (the router loads them,
 * and so does a part of a page opened elsewhere, such as the header's quick deposit).
 */
export function modulesOf(roots: string[]): string[] {
  const pages = new Set(routerPages().map(pageFile));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, from, lazily, bare] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      if (file === ROUTER_FILE && lazily) continue;
      const target = resolveImport(file, (from ?? lazily ?? bare)!);
      if (target && !(lazily && pages.has(target))) visit(target);
    }
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * Where each message id in `files` is used: a literal id, or the start of one a view builds
 * (`tournaments.status.${status}`), which stands for every key under it. Event names
 * (type: 'maintenance.recheck') look alike and are skipped.
 */
export function messageUses(files: string[], keys: string[]): { key: string; file: string }[] {
  const namespaces = [...new Set(keys.map((key) => key.split('.')[0]))].join('|');
  const idOrPrefix = new RegExp(`(?<!type:\\s*)["'\`]((?:${namespaces})\\.[\\w.]*)(\\$\\{)?`, 'g');
  const uses: { key: string; file: string }[] = [];
  for (const file of files) {
    for (const [, id, built] of readFileSync(file, 'utf8').matchAll(idOrPrefix)) {
      const used = built ? keys.filter((key) => key.startsWith(id!)) : keys.filter((k) => k === id);
      uses.push(...used.map((key) => ({ key, file })));
    }
  }
  return uses;
}
