import { rmSync } from 'node:fs';
import { TEMPLATES_DIR } from '../../../server/db/create-database.ts';
import { formatMs, markdownTable, median, type Measure } from '../measure.ts';
import { startPlatformServer } from '../platform-server.ts';

const RUNS = 3;
const COLD_START_BUDGET_MS = 2_000;

const measure: Measure = {
  title: 'Server cold start',
  method: [
    'A fresh empty `DATA_DIR` (so a new embedded database is made and seeded) and a free port:',
    '`DATA_DIR=<tmp> PORT=<port> node build/server/main.js` (no `DATABASE_URL`), the server as `npm start`',
    'runs it, built from the sources beforehand (server/build.ts), timed from the spawn to the first',
    '`POST /v1` system ping that answers `result: true` (polled every 20 ms), then SIGTERM.',
    `First once without the database template (\`${TEMPLATES_DIR.replace(/.*node_modules/, 'node_modules')}\` removed:`,
    `the first start after installing, which runs initdb, the migrations and the fixed seed), then ${RUNS} times as every`,
    `later new DATA_DIR starts (from the template). Target: at most ${COLD_START_BUDGET_MS / 1000} s.`,
  ].join('\n'),

  async run() {
    const startOnce = async () => {
      const server = await startPlatformServer();
      await server.stop();
      return server.startupMs;
    };
    rmSync(TEMPLATES_DIR, { recursive: true, force: true });
    const firstInstall = await startOnce();
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await startOnce());
    const coldStart = median(runs);
    return {
      figures: [
        {
          label: `Server cold start on an empty DATA_DIR, median of ${RUNS}`,
          value: formatMs(coldStart),
          budget: {
            limit: formatMs(COLD_START_BUDGET_MS),
            met: coldStart <= COLD_START_BUDGET_MS,
          },
        },
        { label: 'Server first start after installing', value: formatMs(firstInstall) },
      ],
      details: markdownTable(
        ['Run', 'Spawn → first ping'],
        [
          ['first after installing (builds the template)', formatMs(firstInstall)],
          ...runs.map((ms, index) => [index + 1, formatMs(ms)]),
        ],
      ),
    };
  },
};
export default measure;
