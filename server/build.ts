/**
 * `npm run build:server`: the server as plain JavaScript in build/server/, which `npm start` runs
 * with node. Through tsx, a start spent as long finding, transforming and loading its modules
 * and their packages' as PGlite took to open; one file loads in a fraction of that. PGlite stays
 * in node_modules, where it finds its WebAssembly and data files beside its code. The template
 * builder create-database.ts starts as a child process, and the thread PGlite runs on
 * (db/pglite-thread.ts), are bundles of their own beside main.js,
 * and the game pages' browser files are copied there, where page-html.ts reads them.
 */
import { cpSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { templateName } from './db/create-database.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_BUILD_DIR = join(ROOT, 'build', 'server');
export const SERVER_MAIN = join(SERVER_BUILD_DIR, 'main.js');

// Bundled CommonJS packages call require() for Node's own modules.
const REQUIRE_IN_ESM =
  "import { createRequire as createRequireForPackages } from 'node:module';\n" +
  'const require = createRequireForPackages(import.meta.url);';

export async function buildServer(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [
      join(ROOT, 'server', 'main.ts'),
      join(ROOT, 'server', 'db', 'build-template.ts'),
      join(ROOT, 'server', 'db', 'pglite-worker.ts'),
    ],
    outdir: SERVER_BUILD_DIR,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // pg-native: pg's optional binding, loaded only when asked for.
    external: ['@electric-sql/pglite', 'pg-native'],
    banner: { js: REQUIRE_IN_ESM },
    define: { BUILT_TEMPLATE_NAME: JSON.stringify(templateName()) },
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(SERVER_BUILD_DIR, { recursive: true });
  // Each file is replaced whole: a server starting meanwhile never reads half of one.
  for (const file of outputFiles) {
    writeFileSync(`${file.path}.partial`, file.contents);
    renameSync(`${file.path}.partial`, file.path);
  }
  cpSync(join(ROOT, 'server', 'games', 'client'), join(SERVER_BUILD_DIR, 'client'), {
    recursive: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
