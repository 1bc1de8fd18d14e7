import { builtBenchPage } from '../floor-build.ts';
import { formatKb, markdownTable, type Measure } from '../measure.ts';
import { sum } from '../site-build.ts';

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
    'against which the route measures set their budgets (the home route the floor + 60 kB, any other',
    'route the floor + 90 kB).',
  ].join('\n'),

  async run() {
    const { files: plain, gzip: plainGzip } = await builtBenchPage('plain-page');
    const { files: floor, gzip: floorGzip } = await builtBenchPage('floor-page');
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
