/**
 * The pages the phone measures load, each built into a temporary folder and served by a
 * `server/main.ts` of its own (fresh embedded database, `SITE_DIR` pointing at the folder), so
 * every page gets the site's brotli/gzip copies, immutable `/assets/` caching and CSP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { buildBenchPage, type BenchPage } from '../bench-page-build.ts';
import { NotReadyError } from '../measure.ts';
import { REPO_ROOT, startPlatformServer, type PlatformServer } from '../platform-server.ts';

/** The site's production build (`vite build`), served. */
export function servedSite(): Promise<PlatformServer> {
  // An INSPECT=1 build carries the Stately inspector, which players never load.
  delete process.env.INSPECT;
  return servedBuild('site', (outDir) =>
    build({ root: REPO_ROOT, logLevel: 'error', build: { outDir } }).then(
      () => undefined,
      (error: unknown) => {
        throw new NotReadyError(`the site does not build (vite build failed): ${String(error)}`);
      },
    ),
  );
}

/** The plain or the floor page (tests/bench/bench-page-build.ts), served. */
export function servedBenchPage(page: BenchPage): Promise<PlatformServer> {
  return servedBuild(page, (outDir) => buildBenchPage(page, outDir));
}

/** Builds with `buildInto` and serves the result; `stop()` also removes the build. */
async function servedBuild(
  name: string,
  buildInto: (outDir: string) => Promise<void>,
): Promise<PlatformServer> {
  const outDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const previousSiteDir = process.env.SITE_DIR;
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await buildInto(outDir);
    process.env.SITE_DIR = outDir;
    const server = await startPlatformServer();
    return { ...server, stop: () => server.stop().finally(remove) };
  } catch (error) {
    remove();
    throw error;
  } finally {
    if (previousSiteDir === undefined) delete process.env.SITE_DIR;
    else process.env.SITE_DIR = previousSiteDir;
  }
}
