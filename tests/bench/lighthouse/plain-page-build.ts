/** The plain comparison page (tests/bench/plain-page/), built the way the site is built. */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile, type Plugin } from 'vite';
import { NONCE_PLACEHOLDER } from '../../../server/security-headers.ts';
import { NotReadyError } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';

const ROOT = join(REPO_ROOT, 'tests', 'bench', 'plain-page');

/** Builds the page into `outDir` with the site's nonce placeholder and precompressed copies. */
export async function buildPlainPage(outDir: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    plugins: [react(), await sitePrecompress()],
    html: { cspNonce: NONCE_PLACEHOLDER },
    build: { outDir, emptyOutDir: true },
  });
}

/** The site's own precompress plugin from vite.config.ts, so both pages reach the wire alike. */
async function sitePrecompress(): Promise<Plugin> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(REPO_ROOT, 'vite.config.ts'),
    REPO_ROOT,
    'silent',
  );
  const plugin = (loaded?.config.plugins ?? [])
    .flat()
    .find(
      (candidate): candidate is Plugin =>
        candidate instanceof Object && 'name' in candidate && candidate.name === 'precompress',
    );
  if (!plugin) throw new NotReadyError('vite.config.ts has no "precompress" plugin to share');
  return plugin;
}
