import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { markdownTable, median, type Measure } from '../measure.ts';
import { startBareFastify } from '../bare-fastify.ts';
import { startPlatformServer } from '../platform-server.ts';

const RUNS = 3;
const BUDGET_MB = 200;
/** Long enough for V8's memory reducer, which collects a heap that stopped growing after ~20 s. */
const REST_S = 30;

/** VmRSS of a process in MB (1 MB = 1,048,576 bytes), from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(line[1]) / 1024;
}

const mb = (value: number) => `${Math.round(value)} MB`;

const measure: Measure = {
  title: 'Server RSS at rest',
  method: [
    `${RUNS} times: a server as in the cold start (fresh empty \`DATA_DIR\`, so PGlite is created, migrated`,
    'and seeded), and from its first answered ping on, `VmRSS` of the server process',
    `(\`/proc/<pid>/status\`) read every second for ${REST_S} s while no call is made; the reading at`,
    `${REST_S} s counts. The figure is the median of the runs, the budget ${BUDGET_MB} MB`,
    '(1 MB = 1,048,576 bytes). For reference, the same reading of a bare Fastify process (tests/bench/bare-fastify.ts).',
  ].join('\n'),

  async run() {
    const runs: { first: number; max: number; rest: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const server = await startPlatformServer();
      try {
        const readings = [rssMb(server.pid)];
        for (let second = 0; second < REST_S; second++) {
          await sleep(1000);
          readings.push(rssMb(server.pid));
        }
        runs.push({ first: readings[0]!, max: Math.max(...readings), rest: readings.at(-1)! });
      } finally {
        await server.stop();
      }
    }
    const bare = await startBareFastify();
    await sleep(REST_S * 1000);
    const bareRest = rssMb(bare.pid);
    await bare.stop();
    const value = median(runs.map((r) => r.rest));
    return {
      figures: [
        {
          label: `Server RSS at rest, median of ${RUNS}`,
          value: mb(value),
          budget: { limit: `${BUDGET_MB} MB`, met: value <= BUDGET_MB },
        },
        { label: 'Bare Fastify RSS at rest', value: mb(bareRest) },
      ],
      details: markdownTable(
        ['Run', 'At the first ping', 'Highest', `At rest (${REST_S} s)`],
        runs.map((r, i) => [i + 1, mb(r.first), mb(r.max), mb(r.rest)]),
      ),
    };
  },
};
export default measure;
