import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { formatKb, markdownTable, NotReadyError, type Measure } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';

/** What the lobby adds to the entry every page loads. */
const BUDGET_BYTES = 60_000;
const LOBBY_PAGE = 'src/features/lobby/lobby-page.tsx';

const measure: Measure = {
  title: 'JavaScript of the slot lobby route',
  method: [
    'A production build into a temporary folder with the manifest on (`dist/` is not touched), as for',
    'the home route. From `.vite/manifest.json`: the entry chunk and its static imports (transitively),',
    `plus the lazy chunk of \`${LOBBY_PAGE}\` (the /slot route) and its static imports: what a first`,
    'visit to /slot downloads before any game data. Each file gzipped at zlib’s default level;',
    '1 kB = 1000 bytes. The budget applies to the chunks beyond the entry (the entry has its own,',
    `under the home route): ${formatKb(BUDGET_BYTES)}.`,
  ].join('\n'),

  async run() {
    if (!existsSync(join(REPO_ROOT, LOBBY_PAGE))) {
      throw new NotReadyError(`${LOBBY_PAGE} is missing: the lobby is not built yet.`);
    }
    delete process.env.INSPECT;
    const outDir = mkdtempSync(join(tmpdir(), 'bench-lobby-'));
    try {
      await build({
        root: REPO_ROOT,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, manifest: true },
      }).catch((error: unknown) => {
        throw new NotReadyError(`the site does not build (vite build failed): ${String(error)}`);
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
  if (!manifest[LOBBY_PAGE]?.isDynamicEntry) {
    throw new NotReadyError(`${LOBBY_PAGE} is not a lazy chunk of the build.`);
  }
  const roles = new Map<string, string>();
  for (const key of closure(manifest, entries)) roles.set(key, 'entry');
  for (const key of closure(manifest, [LOBBY_PAGE])) {
    if (!roles.has(key)) roles.set(key, key === LOBBY_PAGE ? 'lobby route' : 'lobby import');
  }
  const chunks = [...roles]
    .map(([key, role]) => {
      const bytes = readFileSync(join(outDir, manifest[key]!.file));
      return { file: manifest[key]!.file, role, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .filter((chunk) => chunk.file.endsWith('.js'));
  const gzip = chunks.reduce((total, chunk) => total + chunk.gzip, 0);
  const raw = chunks.reduce((total, chunk) => total + chunk.raw, 0);
  const lobbyOnly = chunks
    .filter((chunk) => chunk.role !== 'entry')
    .reduce((total, chunk) => total + chunk.gzip, 0);
  return {
    figures: [
      { label: 'Slot lobby route JS (gzip)', value: formatKb(gzip) },
      {
        label: 'Slot lobby chunks beyond the entry (gzip)',
        value: formatKb(lobbyOnly),
        budget: { limit: formatKb(BUDGET_BYTES), met: lobbyOnly <= BUDGET_BYTES },
      },
    ],
    details: markdownTable(
      ['Chunk', 'Loaded as', 'Raw bytes', 'Gzip bytes'],
      [
        ...chunks.map((c) => [`\`${c.file}\``, c.role, c.raw, c.gzip]),
        ['**slot lobby route total**', '', raw, gzip],
      ],
    ),
  };
}

function closure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}
