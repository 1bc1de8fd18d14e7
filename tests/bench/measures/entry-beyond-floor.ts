import type { Manifest } from 'vite';
import { builtBenchPage } from '../floor-build.ts';
import { formatKb, markdownTable, type Measure } from '../measure.ts';
import { moduleName, type ModuleSizes } from '../module-sizes.ts';
import { REPO_ROOT } from '../platform-server.ts';
import { fileSize, routeChunks, sum, withSiteBuild } from '../site-build.ts';

/** Rows shown; the rest are summed in one. */
const SHOWN = 40;

const measure: Measure = {
  title: "The site's entry beyond the floor page",
  method: [
    'The same production build as the route measures, and the floor page of the measure of the',
    'JavaScript floor, each built with a plugin that records every output chunk’s modules and',
    'their rendered length (the code each module puts in its chunk, before minifying). The entry',
    'chunk and its static imports, which every page loads, hold some modules the floor page also',
    'holds (the same files of the same packages) and some it does not: the site’s own boot code,',
    'and the parts of packages only the site uses. The second kind is listed here, by package or',
    'by file, with its share of the entry’s rendered code; its gzip size is estimated as that share',
    'of the entry’s gzip bytes (gzip compresses the whole file, not each module alone).',
  ].join('\n'),

  async run() {
    const floor = await builtBenchPage('floor-page');
    return withSiteBuild((outDir, manifest, modules) =>
      report(outDir, manifest, modules, floor.modules),
    );
  },
};
export default measure;

function report(outDir: string, manifest: Manifest, sizes: ModuleSizes, floor: Set<string>) {
  const entryFiles = routeChunks(outDir, manifest, [], 'entry')
    .filter((chunk) => chunk.role.startsWith('entry') && !chunk.role.includes('messages'))
    .map((chunk) => chunk.file);
  const entryGzip = sum(entryFiles.map((file) => fileSize(outDir, file).gzip));
  const modules = entryFiles.flatMap((file) => [...(sizes.get(file) ?? [])]);
  const rendered = sum(modules.map(([, length]) => length));
  const beyond = new Map<string, number>();
  for (const [id, length] of modules) {
    if (floor.has(id)) continue;
    const name = moduleName(id, REPO_ROOT);
    beyond.set(name, (beyond.get(name) ?? 0) + length);
  }
  const rows = [...beyond].sort((a, b) => b[1] - a[1]);
  const beyondRendered = sum(rows.map(([, length]) => length));
  const estimate = (length: number) => formatKb((entryGzip * length) / rendered);
  const rest = rows.slice(SHOWN);
  return {
    figures: [
      { label: 'Entry JS, every page loads it (gzip)', value: formatKb(entryGzip) },
      {
        label: "Entry JS beyond the floor page's modules (gzip, estimated)",
        value: estimate(beyondRendered),
      },
    ],
    details: markdownTable(
      ['Package or file', 'Rendered bytes', 'Share of the entry', 'Gzip (estimated)'],
      [
        ...rows
          .slice(0, SHOWN)
          .map(([name, length]) => [
            `\`${name}\``,
            length,
            `${((100 * length) / rendered).toFixed(1)} %`,
            estimate(length),
          ]),
        ...(rest.length > 0
          ? [
              [
                `${rest.length} more`,
                sum(rest.map(([, l]) => l)),
                '',
                estimate(sum(rest.map(([, l]) => l))),
              ],
            ]
          : []),
        [
          '**beyond the floor**',
          beyondRendered,
          `${((100 * beyondRendered) / rendered).toFixed(1)} %`,
          estimate(beyondRendered),
        ],
      ],
    ),
  };
}
