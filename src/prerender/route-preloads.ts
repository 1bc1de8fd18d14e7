/**
 * The modulepreload links of a prerendered page: its page's chunk, what that chunk imports and
 * the Turkish messages it shows, read from the build's manifest. Written into the page's HTML,
 * they let the browser fetch the page's code while it parses the copy, instead of after the
 * site's entry has run and asked for the page, then for each of its imports in turn (and the
 * site's code adds no links of its own for them: Vite's preload helper skips what is linked).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANG } from '../../machines/shared/contract.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a prerendered page loads as soon as the site runs. */
export interface PageCode {
  /** The page's module, as the router imports it (src/app/router.tsx). */
  module: string;
  /** Its part of the messages (the router's name for it); null for the home page's, the first part. */
  messages: string | null;
}

const MANIFEST = join('.vite', 'manifest.json');
const MESSAGES = `virtual:compiled-messages/${DEFAULT_LANG}/`;

/** The build's manifest (the server never sends it: server/site-static.ts). */
export const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')) as Manifest;

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}`);
  return chunk;
}

/** A chunk's key and every chunk it imports statically, i.e. what runs when it loads. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunkOf(manifest, key).imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The files to link for `page`, beyond what index.html already links (the entry's chunks). */
export function pageFiles(manifest: Manifest, page: PageCode): string[] {
  const entry = closure(manifest, 'index.html');
  const needed = [
    `${MESSAGES}first`,
    ...(page.messages ? [`${MESSAGES}page/${page.messages}`] : []),
    ...closure(manifest, page.module),
  ];
  return [...new Set(needed)]
    .filter((key) => !entry.has(key))
    .map((key) => `/${chunkOf(manifest, key).file}`);
}

/** The links, as Vite writes the entry's: low priority, as the copy needs none of it to paint. */
export const preloadLinks = (files: string[], nonce: string): string =>
  files
    .map(
      (file) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}" ${nonce}>`,
    )
    .join('');
