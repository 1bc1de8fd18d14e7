/**
 * A new embedded database is a copy of a template: a database that PGlite's initdb made, the
 * migrations filled, the fixed seed (seed.ts) stocked and TEMPLATE_TRIM trimmed. initdb and the
 * seed's thousands of rows are most of a first start's time and always give the same files for
 * one PGlite, its start options, one set of migrations, one fixed seed and one trim, which
 * together name the template. The first start that finds none builds it, in a child process:
 * initdb runs a second WASM instance whose memory the server would otherwise keep for good.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGLITE_OPTIONS } from './driver.ts';
import { MIGRATIONS } from './migrate.ts';
import { fixedSeedData } from './seed.ts';

// The repository: two folders up from server/db/, as from the server's build in build/server/.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// From the build, the builder is a bundle beside main.js, run by node itself.
const FROM_BUILD = import.meta.url.endsWith('.js');
const BUILDER = fileURLToPath(
  new URL(FROM_BUILD ? './build-template.js' : './build-template.ts', import.meta.url),
);
/** Where the templates are kept: the cache folder of this installation's dependencies. */
export const TEMPLATES_DIR = join(ROOT, 'node_modules', '.cache', 'platform-server');

/**
 * Set in the server's build (server/build.ts) to the name of the template of the code it bundles:
 * working it out costs a start a tenth of a second before the copy can begin.
 */
declare const BUILT_TEMPLATE_NAME: string | undefined;

/**
 * Run on the template last, one statement at a time (DROP DATABASE runs in no transaction), so
 * that a new database is half the files and a third of the bytes to copy: the server only ever
 * opens the database `postgres`, so the two that CREATE DATABASE copies from go; and the WAL file
 * that initdb and the seed filled gives way to a new one sized by its last byte
 * (wal_init_zero=off, driver.ts), the old one removed rather than kept for reuse.
 */
export const TEMPLATE_TRIM = [
  'ALTER DATABASE template0 IS_TEMPLATE false',
  'DROP DATABASE template0',
  'ALTER DATABASE template1 IS_TEMPLATE false',
  'DROP DATABASE template1',
  'SET wal_recycle = off',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
];

/** The template for this PGlite, its options, the migrations, `seedData` (the fixed seed) and the trim. */
export function templateName(seedData: object = fixedSeedData()): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = readFileSync(join(entry, '..', '..', 'package.json'), 'utf8');
  const { version } = JSON.parse(manifest) as { version: string };
  const hash = createHash('sha256')
    .update(
      JSON.stringify([version, PGLITE_OPTIONS.startParams, MIGRATIONS, seedData, TEMPLATE_TRIM]),
    )
    .digest('hex');
  return `pglite-${version}-${hash.slice(0, 16)}`;
}

/**
 * Creates dataDir (which must hold no database yet) as a copy of the template, built first when
 * templatesDir has none; answers the template's name. The copy is made beside dataDir and moved
 * in, so a start interrupted half way leaves no database that would not open.
 */
export async function createDatabase(dataDir: string, templatesDir = TEMPLATES_DIR) {
  const name = typeof BUILT_TEMPLATE_NAME === 'string' ? BUILT_TEMPLATE_NAME : templateName();
  const template = join(templatesDir, name);
  if (!existsSync(template)) {
    // The child moves the template into place once whole; two first starts may both build it.
    const loader = FROM_BUILD ? [] : ['--import', 'tsx'];
    const args = [...loader, '--liftoff-only', BUILDER, template];
    await promisify(execFile)(process.execPath, args, { cwd: ROOT });
  }
  const copying = `${dataDir}.partial`;
  // At once, not after a turn of the event loop, which the start's loading may hold up.
  rmSync(copying, { recursive: true, force: true });
  // cp, in a process of its own, copies the thousand small files of a data directory in a
  // fifth of the time and CPU that Node's copyFile takes, while this one goes on loading.
  await promisify(execFile)('cp', ['-R', template, copying]);
  await rename(copying, dataDir);
  return name;
}
