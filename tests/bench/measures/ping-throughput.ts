import autocannon from 'autocannon';
import { startBareFastify } from '../bare-fastify.ts';
import { markdownTable, type Measure } from '../measure.ts';
import { PING_ENVELOPE, startPlatformServer } from '../platform-server.ts';

const CONNECTIONS = 10;
const WARM_UP_S = 1;
const ROUND_S = 5;
const ROUNDS = 2;
/** The platform's pings per second, as a share of a bare Fastify's in the same run. */
const SHARE_TARGET = 0.5;

interface Load {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

/** Pings for `duration` seconds; refuses figures that would count failed answers. */
async function pings(url: string, duration: number): Promise<Load> {
  const result = await autocannon({
    url: `${url}/v1`,
    method: 'POST',
    headers: { 'content-type': 'application/json', panel: 'frontend' },
    body: JSON.stringify(PING_ENVELOPE),
    connections: CONNECTIONS,
    duration,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts: ` +
        'the figures would not describe successful pings.',
    );
  }
  const { latency } = result;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
  };
}

const measure: Measure = {
  title: 'System ping throughput',
  method: [
    'One server as in the cold start and a bare Fastify (tests/bench/bare-fastify.ts) side by side;',
    `autocannon (programmatic API) on loopback sends \`POST /v1\` with \`${JSON.stringify(PING_ENVELOPE)}\``,
    `over ${CONNECTIONS} connections: a ${WARM_UP_S} s warm-up of each, whose numbers are dropped, then`,
    `${ROUNDS} rounds of ${ROUND_S} s on each in turn, so both meet the same load on the machine. The load`,
    'generator shares the cores with the server, and a bare Fastify is limited by it: the share is what',
    `the platform keeps of what this machine can do. Target: at least ${SHARE_TARGET * 100} %.`,
  ].join('\n'),

  async run() {
    const server = await startPlatformServer();
    const bare = await startBareFastify();
    try {
      await pings(server.url, WARM_UP_S);
      await pings(bare.url, WARM_UP_S);
      const platform: Load[] = [];
      const reference: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        platform.push(await pings(server.url, ROUND_S));
        reference.push(await pings(bare.url, ROUND_S));
      }
      const rate = (loads: Load[]) =>
        loads.reduce((sum, load) => sum + load.requests, 0) /
        loads.reduce((sum, load) => sum + load.seconds, 0);
      const share = rate(platform) / rate(reference);
      const worst = (loads: Load[], key: 'p50' | 'p99' | 'max') =>
        Math.max(...loads.map((load) => load[key]));
      return {
        figures: [
          { label: 'Ping throughput', value: `${Math.round(rate(platform))} requests/s` },
          {
            label: 'Ping throughput of a bare Fastify, same run',
            value: `${Math.round(rate(reference))} requests/s`,
          },
          {
            label: 'Ping throughput, share of a bare Fastify',
            value: `${Math.round(share * 100)} %`,
            budget: { limit: `≥ ${SHARE_TARGET * 100} %`, met: share >= SHARE_TARGET },
          },
          {
            label: 'Ping latency p50 / p99',
            value: `${ms(worst(platform, 'p50'))} / ${ms(worst(platform, 'p99'))}`,
          },
        ],
        details: markdownTable(
          ['Server', 'Round', 'Requests', 'Requests/s', 'p50', 'p99', 'max'],
          [
            ...platform.map((load, i) => row('platform', i, load)),
            ...reference.map((load, i) => row('bare Fastify', i, load)),
          ],
        ),
      };
    } finally {
      await server.stop();
      await bare.stop();
    }
  },
};
export default measure;

const row = (name: string, index: number, load: Load) => [
  name,
  index + 1,
  load.requests,
  Math.round(load.requests / load.seconds),
  ms(load.p50),
  ms(load.p99),
  ms(load.max),
];

// autocannon records whole milliseconds, so a loopback answer faster than 1 ms reads as 0.
const ms = (value: number) => (value === 0 ? '< 1 ms' : `${value} ms`);
