import autocannon from 'autocannon';
import { markdownTable, type Measure } from '../measure.ts';
import { PING_ENVELOPE, startPlatformServer } from '../platform-server.ts';

const CONNECTIONS = 10;
const WARM_UP_S = 1;
const DURATION_S = 10;

const measure: Measure = {
  title: 'System ping throughput',
  method: [
    'One server as in the cold start, then autocannon (programmatic API) on loopback:',
    `\`POST /v1\` with \`${JSON.stringify(PING_ENVELOPE)}\`, ${CONNECTIONS} connections, a ${WARM_UP_S} s warm-up`,
    `whose numbers are dropped, then ${DURATION_S} s measured. The load generator shares the machine's cores`,
    'with the server.',
  ].join('\n'),

  async run() {
    const server = await startPlatformServer();
    try {
      const load = (duration: number) =>
        autocannon({
          url: `${server.url}/v1`,
          method: 'POST',
          headers: { 'content-type': 'application/json', panel: 'frontend' },
          body: JSON.stringify(PING_ENVELOPE),
          connections: CONNECTIONS,
          duration,
        });
      await load(WARM_UP_S);
      const result = await load(DURATION_S);
      const failed = result.errors + result.timeouts + result.non2xx;
      if (failed > 0) {
        throw new Error(
          `${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts: ` +
            'the figures would not describe successful pings.',
        );
      }
      const { requests, latency } = result;
      return {
        figures: [
          { label: 'Ping throughput', value: `${Math.round(requests.average)} requests/s` },
          { label: 'Ping latency p50 / p99', value: `${ms(latency.p50)} / ${ms(latency.p99)}` },
        ],
        details: markdownTable(
          ['Requests (total)', 'Requests/s (mean)', 'Latency mean', 'p50', 'p99', 'max'],
          [
            [
              result.requests.total,
              Math.round(requests.average),
              `${latency.average.toFixed(2)} ms`,
              ms(latency.p50),
              ms(latency.p99),
              ms(latency.max),
            ],
          ],
        ),
      };
    } finally {
      await server.stop();
    }
  },
};
export default measure;

// autocannon records whole milliseconds, so a loopback answer faster than 1 ms reads as 0.
const ms = (value: number) => (value === 0 ? '< 1 ms' : `${value} ms`);
