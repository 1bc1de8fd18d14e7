/** A production build served by the platform server, and a Chromium to visit it with. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { NotReadyError } from './measure.ts';
import { REPO_ROOT, startPlatformServer } from './platform-server.ts';

/** How the bench launches Chromium: no calls to Google hosts, which this network blocks. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-quic',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, or the one CHROME_PATH names. */
export const chromiumPath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Builds the site into a temporary folder, serves it with `server/main.ts` on a fresh embedded
 * database (`SITE_DIR` pointing at it), launches Debian's Chromium (`CHROME_PATH`) and calls
 * `visit` with both; everything is stopped and removed afterwards.
 */
export async function withSiteInChromium<T>(
  visit: (browser: Browser, siteUrl: string) => Promise<T>,
): Promise<T> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new NotReadyError(`no Chromium at ${executablePath} (apt-get install chromium)`);
  }
  // An INSPECT=1 build carries the Stately inspector, which players never load.
  delete process.env.INSPECT;
  const siteDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
  const previousSiteDir = process.env.SITE_DIR;
  let browser: Browser | null = null;
  let server: Awaited<ReturnType<typeof startPlatformServer>> | null = null;
  try {
    await build({ root: REPO_ROOT, logLevel: 'error', build: { outDir: siteDir } }).catch(
      (error: unknown) => {
        throw new NotReadyError(`the site does not build (vite build failed): ${String(error)}`);
      },
    );
    process.env.SITE_DIR = siteDir;
    server = await startPlatformServer();
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    return await visit(browser, server.url);
  } finally {
    await browser?.close();
    await server?.stop();
    if (previousSiteDir === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = previousSiteDir;
    rmSync(siteDir, { recursive: true, force: true });
  }
}
