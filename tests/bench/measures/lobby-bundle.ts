import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { formatKb, markdownTable, NotReadyError, type Measure } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';
import { routeChunks, sum, withSiteBuild } from '../site-build.ts';

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
    return withSiteBuild(sizeReport);
  },
};
export default measure;

function sizeReport(outDir: string, manifest: Manifest) {
  if (!manifest[LOBBY_PAGE]?.isDynamicEntry) {
    throw new NotReadyError(`${LOBBY_PAGE} is not a lazy chunk of the build.`);
  }
  const chunks = routeChunks(outDir, manifest, [LOBBY_PAGE], 'lobby route');
  const gzip = sum(chunks.map((chunk) => chunk.gzip));
  const lobbyOnly = sum(chunks.filter((c) => !c.role.startsWith('entry')).map((c) => c.gzip));
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
        ['**slot lobby route total**', '', sum(chunks.map((c) => c.raw)), gzip],
      ],
    ),
  };
}
