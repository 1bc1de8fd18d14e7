import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { formatKb, markdownTable, NotReadyError, type Measure } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';
import { fileSize, routeChunks, sum, withSiteBuild } from '../site-build.ts';

const BUDGET_BYTES = 190_000;
const HOME_ROUTE_SOURCE = 'features/home/';

const measure: Measure = {
  title: 'JavaScript of the home route',
  method: [
    'A production build into a temporary folder, with the manifest on (the normal `dist/` is not touched):',
    'the equivalent of `npx vite build --manifest --outDir <tmp> --emptyOutDir`.',
    'From `.vite/manifest.json`: the entry chunk and its static imports (transitively), plus every lazy chunk',
    `whose source lies under \`src/${HOME_ROUTE_SOURCE}\` and its static imports (the popup dialog too,`,
    'though it loads only when the operator has a popup), and the first part of the Turkish messages,',
    'which the site waits for before its first render. Each file is gzipped at',
    `zlib's default level; 1 kB = 1000 bytes. Budget: ${formatKb(BUDGET_BYTES)}.`,
  ].join('\n'),

  async run() {
    for (const file of ['index.html', 'src/main.tsx']) {
      if (!existsSync(join(REPO_ROOT, file))) {
        throw new NotReadyError(`${file} is missing: the site is not ready to build yet.`);
      }
    }
    return withSiteBuild(sizeReport);
  },
};
export default measure;

function sizeReport(outDir: string, manifest: Manifest) {
  const homeRoutes = Object.keys(manifest).filter(
    (key) => manifest[key]!.isDynamicEntry && manifest[key]!.src?.includes(HOME_ROUTE_SOURCE),
  );
  const homeChunks = routeChunks(outDir, manifest, homeRoutes, 'home route');
  const allChunks = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => fileSize(outDir, file));

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
