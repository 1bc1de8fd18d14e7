/** A production build in a temporary folder, and the JavaScript one route of it loads. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { NotReadyError } from './measure.ts';
import { collectModuleSizes, type ModuleSizes } from './module-sizes.ts';
import { REPO_ROOT } from './platform-server.ts';

export interface ChunkSize {
  file: string;
  role: string;
  raw: number;
  gzip: number;
}

/**
 * Builds the site with its manifest on (dist/ is not touched) and reads the build in `read`,
 * with each chunk's modules and their sizes.
 */
export async function withSiteBuild<T>(
  read: (outDir: string, manifest: Manifest, modules: ModuleSizes) => T | Promise<T>,
): Promise<T> {
  // An INSPECT=1 build carries the Stately inspector, which players never load.
  delete process.env.INSPECT;
  const outDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const modules: ModuleSizes = new Map();
  try {
    await build({
      root: REPO_ROOT,
      logLevel: 'error',
      plugins: [collectModuleSizes(modules)],
      build: { outDir, emptyOutDir: true, manifest: true },
    }).catch((error: unknown) => {
      throw new NotReadyError(`the site does not build (vite build failed): ${String(error)}`);
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    return await read(outDir, manifest, modules);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The JS chunks of the entry and of the lazy `routes` with their static imports, and the default
 * language's messages; a chunk both load counts once, under the entry. `parts` are lazy modules
 * a route loads as it first renders (the deposit wizard), counted as the route's own.
 */
export function routeChunks(
  outDir: string,
  manifest: Manifest,
  routes: string[],
  routeName: string,
  parts: string[] = [],
): ChunkSize[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const roles = new Map<string, string>();
  const roleOf = (key: string, roots: string[], name: string) =>
    roots.includes(key) ? name : `${name} import`;
  for (const key of staticClosure(manifest, entries)) roles.set(key, roleOf(key, entries, 'entry'));
  // Every page waits for the messages of the language it speaks, the default one, Turkish: the
  // first page's part, and a page other than the home page its own part too.
  const messageParts = [
    'first',
    ...routes
      .filter((route) => !route.includes('features/home/'))
      .map((route) => `page/${route.replace(/^src\//, '').replace(/\.tsx$/, '')}`),
  ];
  for (const part of messageParts) {
    const messages = `virtual:compiled-messages/tr/${part}`;
    if (!manifest[messages]) throw new Error(`The build has no ${messages}`);
    roles.set(messages, `entry import (tr messages, ${part.replace('page/', '')})`);
  }
  const roots = [...routes, ...parts];
  for (const key of staticClosure(manifest, roots)) {
    if (!roles.has(key)) roles.set(key, roleOf(key, roots, routeName));
  }
  return [...roles]
    .map(([key, role]) => ({
      file: manifest[key]!.file,
      role,
      ...fileSize(outDir, manifest[key]!.file),
    }))
    .filter((chunk) => chunk.file.endsWith('.js'));
}

export function fileSize(outDir: string, file: string) {
  const bytes = readFileSync(join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}
