/** The plain and floor pages built once a bench run: their JS files and the modules they hold. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBenchPage, type BenchPage } from './bench-page-build.ts';
import { collectModuleSizes, type ModuleSizes } from './module-sizes.ts';
import { fileSize, sum, type ChunkSize } from './site-build.ts';

export interface BuiltBenchPage {
  files: Array<Omit<ChunkSize, 'role'>>;
  /** All its JavaScript, gzipped. */
  gzip: number;
  /** Every module any of its chunks holds. */
  modules: Set<string>;
}

const builds = new Map<BenchPage, Promise<BuiltBenchPage>>();

export function builtBenchPage(page: BenchPage): Promise<BuiltBenchPage> {
  let built = builds.get(page);
  if (!built) {
    built = build(page);
    builds.set(page, built);
  }
  return built;
}

async function build(page: BenchPage): Promise<BuiltBenchPage> {
  const outDir = mkdtempSync(join(tmpdir(), `bench-${page}-`));
  const sizes: ModuleSizes = new Map();
  try {
    await buildBenchPage(page, outDir, [collectModuleSizes(sizes)]);
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, ...fileSize(outDir, file) }));
    const modules = new Set([...sizes.values()].flatMap((chunk) => [...chunk.keys()]));
    return { files, gzip: sum(files.map((file) => file.gzip)), modules };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** JavaScript a page may carry beyond the floor page's (gzip): the home page, any other route. */
export const BEYOND_FLOOR = { home: 60_000, route: 90_000 };

/** A route's budget in this run: the floor page's JavaScript plus what it may carry beyond. */
export async function floorBudget(beyond: number) {
  const floor = (await builtBenchPage('floor-page')).gzip;
  return { floor, limit: floor + beyond };
}
