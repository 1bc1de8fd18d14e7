/**
 * The bench's comparison pages, built the way the site is built: the plain page
 * (tests/bench/plain-page/) and the floor page (tests/bench/floor-page/).
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile, type Plugin } from 'vite';
import { NONCE_PLACEHOLDER } from '../../server/security-headers.ts';
import { NotReadyError } from './measure.ts';
import { REPO_ROOT } from './platform-server.ts';

export type BenchPage = 'plain-page' | 'floor-page';

/**
 * Builds the page into `outDir` with the site's nonce placeholder and precompressed copies;
 * `plugins` watch the build (the bench's module sizes).
 */
export async function buildBenchPage(
  page: BenchPage,
  outDir: string,
  plugins: Plugin[] = [],
): Promise<void> {
  const site = await siteConfig();
  await build({
    root: join(REPO_ROOT, 'tests', 'bench', page),
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    plugins: [react(), sitePrecompress(site.plugins ?? []), ...plugins],
    // The site's aliases: react-intl without the ICU parser, as the site ships it.
    resolve: { alias: site.resolve?.alias },
    html: { cspNonce: NONCE_PLACEHOLDER },
    build: { outDir, emptyOutDir: true },
  });
}

async function siteConfig() {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(REPO_ROOT, 'vite.config.ts'),
    REPO_ROOT,
    'silent',
  );
  if (!loaded) throw new NotReadyError('vite.config.ts does not load');
  return loaded.config;
}

/** The site's own precompress plugin, so every page reaches the wire alike. */
function sitePrecompress(plugins: unknown[]): Plugin {
  const plugin = plugins
    .flat()
    .find(
      (candidate): candidate is Plugin =>
        candidate instanceof Object && 'name' in candidate && candidate.name === 'precompress',
    );
  if (!plugin) throw new NotReadyError('vite.config.ts has no "precompress" plugin to share');
  return plugin;
}
