import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { markdownTable, type Measure } from '../measure.ts';
import { startBareFastify } from '../bare-fastify.ts';
import { PING_ENVELOPE, startPlatformServer } from '../platform-server.ts';
import { ms, percentile } from '../latency.ts';

/**
 * games_list calls a second, evenly spaced: a busy lobby, and more than the server answered
 * of this mix before the catalogue was held in memory (under 200 a second on this machine).
 */
const LIST_RATE = 400;
const ALONE_S = 5;
const WARM_UP_S = 2;
const DURATION_S = 10;
/** For the throughput: autocannon's connections, each sending its next call on an answer. */
const CONNECTIONS = 8;
const SATURATED_S = 5;
/** Pause between two pings, so the pings sample the server rather than load it. */
const PING_GAP_MS = 10;
const P99_BUDGET_MS = 5;

/** What lobbies ask: pages deep into the slots, searches, a category and a provider. */
const LIST_CALLS: Record<string, unknown>[] = [
  { offset: 0 },
  { offset: 1_000 },
  { offset: 3_000 },
  { searchGameName: 'gold' },
  { searchGameName: 'book of', offset: 48 },
  { searchGameName: 'şanslı' },
  { categoryID: 27, offset: 96 },
  { providerID: 110 },
  { searchGameName: 'megaways', categoryID: 80 },
];
const LIST_BODIES = LIST_CALLS.map((data) =>
  JSON.stringify({
    api: { class: 'casino', method: 'games_list' },
    data: { limit: 48, offset: 0, Lang: 'tr', ...data },
  }),
);
const HEADERS = { 'content-type': 'application/json', panel: 'frontend' };
/** What fetch asks for, as every call here does: answers are compressed as for a browser. */
const GZIP = { 'accept-encoding': 'gzip, deflate' };

interface PacedResult {
  perSecond: number;
  times: number[];
  failures: string[];
}

/**
 * A worker thread's script (plain JavaScript: workers do not load TypeScript here), so the calls'
 * own work does not delay the pings' answers. It sends games_list at `rate` calls a second, each
 * when it falls due whether or not earlier ones were answered (autocannon's rate sends a second's
 * calls at once, then waits), until the parent posts a message; then it posts a PacedResult once
 * every call sent is answered.
 */
const PACED_LISTS = `
const { request, Agent } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, rate, bodies, headers } = workerData;
// Calls beyond 64 at once wait here: a server that falls behind would otherwise get more
// connections than its accept queue holds, and reset them.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const result = { perSecond: 0, times: [], failures: [] };
const started = performance.now();
let sent = 0;
let pending = 0;
const send = (body) => {
  const at = performance.now();
  pending++;
  const done = (failure) => {
    pending--;
    if (failure) result.failures.push(failure);
    else result.times.push(performance.now() - at);
  };
  request(url + '/v1', { method: 'POST', agent, headers }, (response) => {
    response.resume();
    response.on('end', () => done(response.statusCode === 200 ? undefined : 'answered ' + response.statusCode));
  }).on('error', (error) => done(String(error))).end(body);
};
const timer = setInterval(() => {
  const due = Math.floor(((performance.now() - started) / 1000) * rate);
  for (; sent < due; sent++) send(bodies[sent % bodies.length]);
}, 1);
parentPort.once('message', () => {
  clearInterval(timer);
  result.perSecond = sent / ((performance.now() - started) / 1000);
  const finish = () => (pending > 0 ? setTimeout(finish, 5) : (agent.destroy(), parentPort.postMessage(result)));
  finish();
});
`;

/** Starts the paced calls; stop() ends them and answers what they measured. */
function paceLists(url: string, rate: number) {
  const worker = new Worker(PACED_LISTS, {
    eval: true,
    workerData: { url, rate, bodies: LIST_BODIES, headers: { ...HEADERS, ...GZIP } },
  });
  return {
    async stop(): Promise<PacedResult> {
      const answered = new Promise<PacedResult>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const result = await answered;
      await worker.terminate();
      if (result.failures.length > 0) throw new Error(`games_list failed: ${result.failures[0]}`);
      return result;
    },
  };
}

/**
 * One system ping on a kept-alive node:http connection, timed from sending to the full answer.
 * Not fetch: on this machine undici's own work added about 1 ms to every ping (p50 2.7 against
 * 1.9 ms on the same server), which measured the client rather than the server.
 */
function ping(url: string, agent: Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(`${url}/v1`, { method: 'POST', agent, headers: HEADERS }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const body = JSON.parse(text) as { result?: unknown };
        if (response.statusCode !== 200 || body.result !== true) {
          reject(new Error(`ping answered ${response.statusCode}`));
        } else resolve(performance.now() - started);
      });
    });
    call.on('error', reject).end(JSON.stringify(PING_ENVELOPE));
  });
}

/** Pings one at a time, PING_GAP_MS apart, for a number of seconds; answers the times sorted. */
async function pingFor(url: string, seconds: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  try {
    while (performance.now() < end) {
      times.push(await ping(url, agent));
      await sleep(PING_GAP_MS);
    }
  } finally {
    agent.destroy();
  }
  return times.sort((a, b) => a - b);
}

const measure: Measure = {
  title: 'System ping while game lists load',
  method: [
    'One server as in the cold start, each list below asked once (which loads the catalogue). Then',
    `\`system ping\` one at a time on a kept-alive node:http connection, ${PING_GAP_MS} ms apart, each timed from sending`,
    `to the full answer: first for ${ALONE_S} s alone (how quick the machine answers at all), then while`,
    `a worker thread sends \`casino games_list\` (48 per page) at ${LIST_RATE} calls a second, evenly spaced and`,
    `without waiting for answers, cycling through ${LIST_CALLS.length} lists (offsets 0, 1,000 and 3,000, searches, a`,
    `category, a provider); pings of the first ${WARM_UP_S} s are dropped, those of the next ${DURATION_S} s count. The`,
    `target: ping p99 under load at most ${P99_BUDGET_MS} ms. Last, for the throughput, autocannon sends the same`,
    `lists on ${CONNECTIONS} connections as fast as the server answers, for ${SATURATED_S} s. Every call asks for gzip,`,
    "as fetch does. The calls share the machine's cores with the server. For reference, the same pings",
    `for ${ALONE_S} s to a bare Fastify process (tests/bench/bare-fastify.ts): what this machine adds by itself.`,
  ].join('\n'),

  async run() {
    const bareFastify = await startBareFastify();
    const bare = await pingFor(bareFastify.url, ALONE_S).finally(bareFastify.stop);
    const server = await startPlatformServer();
    try {
      // The catalogue is loaded into memory by the first list, as after any start.
      for (const body of LIST_BODIES) {
        await fetch(`${server.url}/v1`, { method: 'POST', headers: HEADERS, body }).then((r) =>
          r.json(),
        );
      }
      const alone = await pingFor(server.url, ALONE_S);
      const load = paceLists(server.url, LIST_RATE);
      await pingFor(server.url, WARM_UP_S);
      const loaded = await pingFor(server.url, DURATION_S);
      const paced = await load.stop();
      const saturated = await autocannon({
        url: `${server.url}/v1`,
        method: 'POST',
        headers: { ...HEADERS, ...GZIP },
        requests: LIST_BODIES.map((body) => ({ body })),
        connections: CONNECTIONS,
        duration: SATURATED_S,
      });
      const failed = saturated.errors + saturated.timeouts + saturated.non2xx;
      if (failed > 0) throw new Error(`games_list as fast as answered: ${failed} failed calls`);

      const p99 = percentile(loaded, 99);
      const row = (label: string, times: number[]) => [
        label,
        times.length,
        ms(percentile(times, 50)),
        ms(percentile(times, 90)),
        ms(percentile(times, 99)),
        ms(times.at(-1)!),
      ];
      return {
        figures: [
          { label: 'Ping p50 while game lists load', value: ms(percentile(loaded, 50)) },
          {
            label: 'Ping p99 while game lists load',
            value: ms(p99),
            budget: { limit: `${P99_BUDGET_MS} ms`, met: p99 <= P99_BUDGET_MS },
          },
          { label: 'Ping p99 alone', value: ms(percentile(alone, 99)) },
          { label: 'Ping p99 of a bare Fastify', value: ms(percentile(bare, 99)) },
          {
            label: 'games_list throughput (mixed lists)',
            value: `${Math.round(saturated.requests.average)} requests/s`,
          },
        ],
        details: markdownTable(
          ['Calls', 'Count', 'p50', 'p90', 'p99', 'max'],
          [
            row('ping to a bare Fastify', bare),
            row('ping alone', alone),
            row(`ping during ${LIST_RATE} games_list/s`, loaded),
            row(
              `games_list at ${Math.round(paced.perSecond)}/s`,
              paced.times.sort((a, b) => a - b),
            ),
            [
              `games_list on ${CONNECTIONS} connections, ${Math.round(saturated.requests.average)}/s`,
              saturated.requests.total,
              `${saturated.latency.p50} ms`,
              `${saturated.latency.p90} ms`,
              `${saturated.latency.p99} ms`,
              `${saturated.latency.max} ms`,
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
