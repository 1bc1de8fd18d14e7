/**
 * A new embedded database is a copy of a template: a database that PGlite's initdb made, the
 * migrations filled and the fixed seed (seed.ts) stocked. initdb and the seed's thousands of rows
 * are most of a first start's time and always give the same files for one PGlite, its start
 * options, one set of migrations and one fixed seed, which together name the template. The
 * first start that finds none builds it, in a child process: initdb runs a second WASM instance
 * whose memory the server would otherwise keep for good.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGLITE_OPTIONS } from './driver.ts';
import { MIGRATIONS } from './migrate.ts';
import { fixedSeedData } from './seed.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILDER = fileURLToPath(new URL('./build-template.ts', import.meta.url));
/** Where the templates are kept: the cache folder of this installation's dependencies. */
export const TEMPLATES_DIR = join(ROOT, 'node_modules', '.cache', 'platform-server');

/** The template for this PGlite, its options, the migrations and `seedData`, the fixed seed. */
export function templateName(seedData: object = fixedSeedData()): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = readFileSync(join(entry, '..', '..', 'package.json'), 'utf8');
  const { version } = JSON.parse(manifest) as { version: string };
  const hash = createHash('sha256')
    .update(JSON.stringify([version, PGLITE_OPTIONS.startParams, MIGRATIONS, seedData]))
    .digest('hex');
  return `pglite-${version}-${hash.slice(0, 16)}`;
}

/**
 * Creates dataDir (which must hold no database yet) as a copy of the template, built first when
 * templatesDir has none; answers the template's name. The copy is made beside dataDir and moved
 * in, so a start interrupted half way leaves no database that would not open.
 */
export async function createDatabase(dataDir: string, templatesDir = TEMPLATES_DIR) {
  const name = templateName();
  const template = join(templatesDir, name);
  if (!existsSync(template)) {
    // The child moves the template into place once whole; two first starts may both build it.
    const args = ['--import', 'tsx', '--liftoff-only', BUILDER, template];
    await promisify(execFile)(process.execPath, args, { cwd: ROOT });
  }
  const copying = `${dataDir}.partial`;
  await rm(copying, { recursive: true, force: true });
  await copyTree(template, copying);
  await rename(copying, dataDir);
  return name;
}

/** Every file at once: a data directory is a thousand small files, and the disk queues them. */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry: (typeof entries)[number]) =>
    join(to, relative(from, join(entry.parentPath, entry.name)));
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory()) await mkdir(target(entry), { recursive: true });
  }
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(join(entry.parentPath, entry.name), target(entry))),
  );
}
