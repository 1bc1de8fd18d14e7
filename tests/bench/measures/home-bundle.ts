import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { formatKb, markdownTable, NotReadyError, type Measure } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';

const BUDGET_BYTES = 170_000;
const HOME_ROUTE_SOURCE = 'features/home/';

interface ChunkSize {
  file: string;
  role: string;
  raw: number;
  gzip: number;
}

const measure: Measure = {
  title: 'JavaScript of the home route',
  method: [
    'A production build into a temporary folder, with the manifest on (the normal `dist/` is not touched):',
    'the equivalent of `npx vite build --manifest --outDir <tmp> --emptyOutDir`.',
    'From `.vite/manifest.json`: the entry chunk and its static imports (transitively), plus every lazy chunk',
    `whose source lies under \`src/${HOME_ROUTE_SOURCE}\` and its static imports. Each file is gzipped at`,
    `zlib's default level; 1 kB = 1000 bytes. Budget: ${formatKb(BUDGET_BYTES)}.`,
  ].join('\n'),

  async run() {
    for (const file of ['index.html', 'src/main.tsx']) {
      if (!existsSync(join(REPO_ROOT, file))) {
        throw new NotReadyError(`${file} is missing: the site is not ready to build yet.`);
      }
    }
    // An INSPECT=1 build carries the Stately inspector, which players never load.
    delete process.env.INSPECT;
    const outDir = mkdtempSync(join(tmpdir(), 'bench-site-'));
    try {
      await build({
        root: REPO_ROOT,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, manifest: true },
      }).catch((error: unknown) => {
        throw new NotReadyError(
          `the site does not build yet (vite build failed): ${String(error)}`,
        );
      });
      return sizeReport(outDir);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};
export default measure;

function sizeReport(outDir: string) {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const homeRoutes = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && manifest[key]!.src?.includes(HOME_ROUTE_SOURCE),
  );
  const size = (file: string) => {
    const bytes = readFileSync(join(outDir, file));
    return { raw: bytes.length, gzip: gzipSync(bytes).length };
  };

  // A chunk shared by the entry and the home route is counted once, under the entry.
  const roles = new Map<string, string>();
  const roleOf = (key: string, roots: string[], name: string) =>
    roots.includes(key) ? name : `${name} import`;
  for (const key of staticClosure(manifest, entries)) {
    roles.set(key, roleOf(key, entries, 'entry'));
  }
  for (const key of staticClosure(manifest, homeRoutes)) {
    if (!roles.has(key)) roles.set(key, roleOf(key, homeRoutes, 'home route'));
  }
  const homeChunks: ChunkSize[] = [...roles]
    .map(([key, role]) => ({ file: manifest[key]!.file, role, ...size(manifest[key]!.file) }))
    .filter((chunk) => chunk.file.endsWith('.js'));
  const allChunks = listFiles(outDir)
    .filter((file) => file.endsWith('.js'))
    .map(size);

  const homeGzip = sum(homeChunks.map((c) => c.gzip));
  const allGzip = sum(allChunks.map((c) => c.gzip));
  const note =
    homeRoutes.length === 0
      ? `\n\nNo lazy chunk comes from \`src/${HOME_ROUTE_SOURCE}\`: the home route is not split out, so only the entry counts.`
      : '';
  return {
    figures: [
      {
        label: 'Home route JS (gzip)',
        value: formatKb(homeGzip),
        budget: { limit: formatKb(BUDGET_BYTES), met: homeGzip <= BUDGET_BYTES },
      },
      { label: `All JS, ${allChunks.length} chunks (gzip)`, value: formatKb(allGzip) },
    ],
    details:
      markdownTable(
        ['Chunk', 'Loaded as', 'Raw bytes', 'Gzip bytes'],
        [
          ...homeChunks.map((c) => [`\`${c.file}\``, c.role, c.raw, c.gzip]),
          ['**home route total**', '', sum(homeChunks.map((c) => c.raw)), homeGzip],
          [`**all ${allChunks.length} JS chunks**`, '', sum(allChunks.map((c) => c.raw)), allGzip],
        ],
      ) + note,
  };
}

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

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
