import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { formatKb, markdownTable, NotReadyError, type Measure } from './measure.ts';
import { REPO_ROOT } from './platform-server.ts';
import { routeChunks, sum, withSiteBuild } from './site-build.ts';
import { BEYOND_FLOOR, floorBudget } from './floor-build.ts';

interface RouteBundle {
  /** 'slot lobby', 'deposit wizard' */
  name: string;
  /** The address the route answers, for the method text. */
  path: string;
  /** The lazy page module, e.g. src/features/games/lobby-page.tsx. */
  page: string;
  /** Lazy modules the page loads as it first renders, e.g. the deposit wizard. */
  parts?: string[];
}

/** The JavaScript a first visit to a lazy route downloads: the entry plus the page's chunks. */
export function routeBundleMeasure({ name, path, page, parts = [] }: RouteBundle): Measure {
  const sizeReport = async (outDir: string, manifest: Manifest) => {
    for (const lazy of [page, ...parts]) {
      if (!manifest[lazy]?.isDynamicEntry) {
        throw new NotReadyError(`${lazy} is not a lazy chunk of the build.`);
      }
    }
    const chunks = routeChunks(outDir, manifest, [page], `${name} route`, parts);
    const gzip = sum(chunks.map((chunk) => chunk.gzip));
    const routeOnly = sum(chunks.filter((c) => !c.role.startsWith('entry')).map((c) => c.gzip));
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    const { floor, limit } = await floorBudget(BEYOND_FLOOR.route);
    return {
      figures: [
        {
          label: `${label} route JS (gzip)`,
          value: formatKb(gzip),
          budget: {
            limit: `${formatKb(limit)} (the floor ${formatKb(floor)} + ${formatKb(BEYOND_FLOOR.route)})`,
            met: gzip <= limit,
          },
        },
        {
          label: `${label} route JS beyond the floor page's (gzip)`,
          value: formatKb(gzip - floor),
        },
        { label: `${label} chunks beyond the entry (gzip)`, value: formatKb(routeOnly) },
      ],
      details: markdownTable(
        ['Chunk', 'Loaded as', 'Raw bytes', 'Gzip bytes'],
        [
          ...chunks.map((c) => [`\`${c.file}\``, c.role, c.raw, c.gzip]),
          [`**${name} route total**`, '', sum(chunks.map((c) => c.raw)), gzip],
        ],
      ),
    };
  };

  return {
    title: `JavaScript of the ${name} route`,
    method: [
      'A production build into a temporary folder with the manifest on (`dist/` is not touched), as for',
      'the home route. From `.vite/manifest.json`: the entry chunk and its static imports (transitively),',
      'the Turkish messages any first page needs and the part of them this page uses (it waits for both),',
      `plus the lazy chunk of \`${page}\` (the ${path} route)`,
      ...parts.map((part) => `and of \`${part}\`, which it loads as it first renders,`),
      `with their static imports: what a first`,
      `visit to ${path} downloads before any data. Each file gzipped at zlib’s default level;`,
      '1 kB = 1000 bytes. Budget for the whole route: the floor page of this run (the measure of the',
      `JavaScript floor) plus ${formatKb(BEYOND_FLOOR.route)}.`,
    ].join('\n'),
    async run() {
      if (!existsSync(join(REPO_ROOT, page))) {
        throw new NotReadyError(`${page} is missing: the ${name} is not built yet.`);
      }
      return withSiteBuild(sizeReport);
    },
  };
}
