import { formatMs, markdownTable, median, type Measure } from '../measure.ts';
import { startPlatformServer } from '../platform-server.ts';

const RUNS = 3;

const measure: Measure = {
  title: 'Server cold start',
  method: [
    `${RUNS} times: a fresh empty \`DATA_DIR\` (so PGlite is created, migrated and seeded) and a free port,`,
    '`DATA_DIR=<tmp> PORT=<port> node --import tsx server/main.ts` (no `DATABASE_URL`), timed from the spawn',
    'to the first `POST /v1` system ping that answers `result: true` (polled every 20 ms). Then SIGTERM.',
  ].join('\n'),

  async run() {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const server = await startPlatformServer();
      runs.push(server.startupMs);
      await server.stop();
    }
    return {
      figures: [{ label: `Server cold start, median of ${RUNS}`, value: formatMs(median(runs)) }],
      details: markdownTable(
        ['Run', 'Spawn → first ping'],
        runs.map((ms, index) => [index + 1, formatMs(ms)]),
      ),
    };
  },
};
export default measure;
