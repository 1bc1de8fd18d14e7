import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBenchPage, type BenchPage } from '../bench-page-build.ts';
import { formatKb, markdownTable, type Measure } from '../measure.ts';
import { fileSize, sum } from '../site-build.ts';

/** Builds a bench page in a temporary folder and answers its JS files' sizes. */
async function pageScripts(page: BenchPage) {
  const outDir = mkdtempSync(join(tmpdir(), `bench-${page}-`));
  try {
    await buildBenchPage(page, outDir);
    return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, ...fileSize(outDir, file) }));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const measure: Measure = {
  title: 'JavaScript floor of the chosen packages',
  method: [
    'Two pages built the way the site is built (its precompress plugin, its aliases), all their',
    'JavaScript gzipped at zlib’s default level: the plain page of the Lighthouse measure (React, MUI',
    'and Emotion: an app bar and 48 cards), and the floor page (tests/bench/floor-page/): the plain',
    'page, plus one use of each package the site’s entry must load for any page: an axios instance',
    'that posts a ping, an xstate machine that invokes it and whose state a component reads through',
    "@xstate/react, react-router-dom's BrowserRouter, Routes and Link, and react-intl's IntlProvider",
    'with one precompiled message. No code of the site: what any page of the site loads at least,',
    'beside the budgets of the route measures (the home route 190 kB, any other route 230 kB).',
  ].join('\n'),

  async run() {
    const plain = await pageScripts('plain-page');
    const floor = await pageScripts('floor-page');
    const plainGzip = sum(plain.map((file) => file.gzip));
    const floorGzip = sum(floor.map((file) => file.gzip));
    const rows = (page: string, files: typeof plain) =>
      files.map((file) => [page, `\`${file.file}\``, file.raw, file.gzip]);
    return {
      figures: [
        { label: 'Plain page JS (gzip)', value: formatKb(plainGzip) },
        {
          label: 'Floor page JS: the plain page with the chosen packages (gzip)',
          value: formatKb(floorGzip),
        },
      ],
      details: markdownTable(
        ['Page', 'File', 'Raw bytes', 'Gzip bytes'],
        [
          ...rows('plain page', plain),
          ['**plain page total**', '', sum(plain.map((f) => f.raw)), plainGzip],
          ...rows('floor page', floor),
          ['**floor page total**', '', sum(floor.map((f) => f.raw)), floorGzip],
        ],
      ),
    };
  },
};
export default measure;
