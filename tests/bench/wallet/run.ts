/**
 * `npm run bench:wallet`: the seamless wallet under a game provider's load (docs/performance.md,
 * "Seamless wallet under load"). For each run, a fresh database with N players, the platform
 * server as real OS processes on it, and the load generator in an OS process of its own sending
 * signed bets, wins and rollbacks (with retries of the same ids, and bursts) spread over the
 * servers; then the money invariant, read from the database. On PGlite (one process owns it) and
 * on a throwaway PostgreSQL cluster (or BENCH_DATABASE_URL) with 1, 2 and 4 processes. Exits 1 when
 * an invariant breaks.
 *
 *   npm run bench:wallet -- --runs pglite:1,postgres:2 --seconds 10
 *     --players 200 --concurrency 16 --burst 32 [--profile DIR] [--print-only]
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../platform-server.ts';
import type { LoadOutcome, LoadPlan } from './generator.ts';
import { countFrom, countSince, held, judge } from './invariant.ts';
import { startCluster, type Cluster } from './postgres.ts';
import * as report from './report.ts';
import { startServers } from './servers.ts';
import { preparePglite, preparePostgres } from './setup.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: 'pglite:1,postgres:1,postgres:2,postgres:4' },
    players: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    burst: { type: 'string', default: '32' },
    seed: { type: 'string', default: '20261130' },
    profile: { type: 'string' },
    'print-only': { type: 'boolean', default: false },
  },
});
const runs = values.runs.split(',').map((run) => {
  const [engine, servers = '1'] = run.split(':');
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`unknown database ${engine}`);
  if (engine === 'pglite' && servers !== '1') throw new Error('one process owns PGlite');
  return { engine: engine as 'pglite' | 'postgres', servers: Number(servers) };
});
const OPENING = 10_000_000;
const secret = randomBytes(32).toString('hex');
const plan = {
  secret,
  concurrency: Number(values.concurrency),
  burst: Number(values.burst),
  burstEveryMs: 2_000,
  warmUpMs: Number(values['warm-up']) * 1000,
  durationMs: Number(values.seconds) * 1000,
  shares: { retry: 0.05, parallelRetry: 0.02, rollback: 0.1 },
  seed: Number(values.seed),
};

/** The generator in a process of its own: the plan goes in over IPC, the outcome comes back. */
function generate(load: LoadPlan): Promise<LoadOutcome> {
  const script = fileURLToPath(new URL('./generator.ts', import.meta.url));
  const child = fork(script, [], { cwd: REPO_ROOT, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { outcome?: LoadOutcome; error?: string }) =>
      message.outcome ? resolve(message.outcome) : reject(new Error(message.error)),
    );
    child.once('exit', (code) => reject(new Error(`the generator exited (${code})`)));
    child.send(load);
  });
}

async function runOne(
  engine: 'pglite' | 'postgres',
  servers: number,
  cluster?: Cluster,
): Promise<report.RunResult> {
  const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const players = Number(values.players);
  console.log(`▶ ${label}, ${servers} server process(es): ${players} players`);
  const prepared =
    engine === 'pglite'
      ? await preparePglite(players, OPENING)
      : await preparePostgres(cluster!, `p${servers}`, players, OPENING);
  try {
    const profileDir = values.profile && join(values.profile, `${engine}-${servers}`);
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const fleet = await startServers(
      servers,
      { ...prepared.env, SEAMLESS_SECRET: secret, DEMO_PLAYERS: '0', LOG_LEVEL: '' },
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    const counting = engine === 'postgres' && cluster?.statements;
    let before = 0;
    if (counting) {
      const db = await prepared.open();
      before = await countFrom(db).finally(() => db.close());
    }
    let outcome: LoadOutcome;
    try {
      const runId = randomBytes(4).toString('hex');
      outcome = await generate({ ...plan, urls: fleet.urls, tokens: prepared.tokens, runId });
    } finally {
      await fleet.stop();
    }
    const db = await prepared.open();
    try {
      // Counted before the audit's own statements.
      const counted = counting ? await countSince(db, before) : undefined;
      const verdict = await judge(db, prepared, outcome.book);
      return { label, servers, outcome, verdict, counted };
    } finally {
      await db.close();
    }
  } finally {
    await prepared.dispose();
  }
}

const began = performance.now();
const loadAtStart = loadavg()[0]!;
const needsPostgres = runs.some((run) => run.engine === 'postgres');
const cluster = needsPostgres ? await startCluster() : undefined;
// An interrupted run still removes its cluster (its servers are the bench's children).
process.once('SIGINT', () => {
  cluster?.stop();
  process.exit(130);
});
const results: report.RunResult[] = [];
try {
  for (const run of runs) {
    const result = await runOne(run.engine, run.servers, cluster);
    console.log(report.figuresTable([result]));
    results.push(result);
  }
} finally {
  cluster?.stop();
}

const widest = results.filter((r) => r.counted).at(-1);
const section = [
  report.HEADING,
  '',
  report.method({ ...plan, players: Number(values.players), opening: OPENING, loadAtStart }),
  '',
  report.figuresTable(results),
  '',
  'The money invariant, read from the database after each run:',
  '',
  report.invariantTable(results),
  ...(widest
    ? [
        '',
        `PostgreSQL's time by statement (lock waits included), ${widest.servers} process(es):`,
        '',
      ]
    : []),
  ...(widest ? [report.statementsTable(widest)] : []),
].join('\n');
console.log(`\n${section}\n`);
if (!values['print-only']) report.writeSection(section);
console.log(`bench:wallet took ${Math.round((performance.now() - began) / 1000)} s`);
process.exitCode = results.every((r) => held(r.verdict)) ? 0 : 1;
