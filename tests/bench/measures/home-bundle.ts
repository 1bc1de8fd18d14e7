import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { formatKb, markdownTable, NotReadyError, type Measure } from '../measure.ts';
import { REPO_ROOT } from '../platform-server.ts';
import { fileSize, routeChunks, sum, withSiteBuild } from '../site-build.ts';
import { BEYOND_FLOOR, floorBudget } from '../floor-build.ts';

const HOME_ROUTE_SOURCE = 'features/home/';
/** Parts of the home page fetched when needed, not with the page. */
const ON_DEMAND = [
  { source: 'src/features/home/popup-dialog.tsx', name: 'popup', when: 'fetched when shown' },
  {
    source: 'src/features/home/teaser-sections.tsx',
    name: 'teasers',
    when: 'fetched near the screen',
  },
];
const ON_DEMAND_SOURCES = ON_DEMAND.map(({ source }) => source);

const measure: Measure = {
  title: 'JavaScript of the home route',
  method: [
    'A production build into a temporary folder, with the manifest on (the normal `dist/` is not touched):',
    'the equivalent of `npx vite build --manifest --outDir <tmp> --emptyOutDir`.',
    'From `.vite/manifest.json`: the entry chunk and its static imports (transitively), plus every lazy chunk',
    `whose source lies under \`src/${HOME_ROUTE_SOURCE}\` and its static imports, and the first part of`,
    'the Turkish messages, which the site waits for before its first render. Two parts (their code,',
    'and the packages only they use) are listed apart and not counted: the popup dialog, fetched when',
    'the operator has a popup and the visitor first touches the page (or 8 s have passed), and the',
    'teasers below the entry tiles (special days, promotions, tournaments), fetched when they come',
    'within 400 px of the screen (or 3 s after the page has loaded). Each',
    "file is gzipped at zlib's default level; 1 kB = 1000 bytes. Budget: the floor page of this",
    `run (the measure of the JavaScript floor) plus ${formatKb(BEYOND_FLOOR.home)}.`,
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

async function sizeReport(outDir: string, manifest: Manifest) {
  const homeRoutes = Object.keys(manifest).filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      manifest[key]!.src?.includes(HOME_ROUTE_SOURCE) &&
      !ON_DEMAND_SOURCES.includes(key),
  );
  const homeChunks = routeChunks(outDir, manifest, homeRoutes, 'home route');
  const counted = new Set(homeChunks.map((chunk) => chunk.file));
  const onDemand = ON_DEMAND.map((part) => {
    const chunks = routeChunks(outDir, manifest, [...homeRoutes, part.source], part.name).filter(
      (chunk) => !counted.has(chunk.file),
    );
    for (const chunk of chunks) counted.add(chunk.file);
    return { ...part, chunks };
  });
  const { floor, limit } = await floorBudget(BEYOND_FLOOR.home);
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
        budget: {
          limit: `${formatKb(limit)} (the floor ${formatKb(floor)} + ${formatKb(BEYOND_FLOOR.home)})`,
          met: homeGzip <= limit,
        },
      },
      { label: "Home route JS beyond the floor page's (gzip)", value: formatKb(homeGzip - floor) },
      ...onDemand.map(({ name, when, chunks }) => ({
        label: `Home page ${name} JS, ${when} (gzip)`,
        value: formatKb(sum(chunks.map((c) => c.gzip))),
      })),
      { label: `All JS, ${allChunks.length} chunks (gzip)`, value: formatKb(allGzip) },
    ],
    details:
      markdownTable(
        ['Chunk', 'Loaded as', 'Raw bytes', 'Gzip bytes'],
        [
          ...homeChunks.map((c) => [`\`${c.file}\``, c.role, c.raw, c.gzip]),
          ['**home route total**', '', sum(homeChunks.map((c) => c.raw)), homeGzip],
          ...onDemand.flatMap(({ name, when, chunks }) =>
            chunks.map((c) => [`\`${c.file}\``, `${name}, ${when}`, c.raw, c.gzip]),
          ),
          [`**all ${allChunks.length} JS chunks**`, '', sum(allChunks.map((c) => c.raw)), allGzip],
        ],
      ) + note,
  };
}
