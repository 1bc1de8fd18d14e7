/**
 * `npm run bench:wallet`: the seamless wallet under a game provider's load (docs/performance.md,
 * "Seamless wallet under load"). For each run, a fresh database with N players, the platform
 * server as real OS processes on it, and the load generator in an OS process of its own sending
 * signed bets, wins and rollbacks (with retries of the same ids, and bursts) spread over the
 * servers; then the money invariant, read from the database. On PGlite (one process owns it) and
 * on a throwaway PostgreSQL cluster (or BENCH_DATABASE_URL) with 1, 2 and 4 processes, and 2 with
 * one of them killed: a run marked `:kill` (postgres:2:kill) kills one of its server processes
 * with SIGKILL mid-burst, and the invariant must hold all the same. Exits 1 when an invariant
 * breaks, or when a kill caught no call in flight (it would prove nothing).
 *
 *   npm run bench:wallet -- --runs pglite:1,postgres:2,postgres:2:kill --seconds 10
 *     --players 200 --concurrency 16 --burst 32 [--profile DIR] [--print-only] [--no-yardstick]
 *
 * Beside the PostgreSQL runs, pgbench on the same cluster (pgbench.ts) unless --no-yardstick.
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
import { cpuSnapshot, cpuSplit, type CpuSplit } from './cpu.ts';
import { countFrom, countSince, held, judge } from './invariant.ts';
import { pgbenchYardstick, type Yardstick } from './pgbench.ts';
import { startPgBouncer } from './pgbouncer.ts';
import { startCluster, type Cluster } from './postgres.ts';
import * as report from './report.ts';
import { startServers } from './servers.ts';
import { preparePglite, preparePostgres } from './setup.ts';

const { values } = parseArgs({
  options: {
    runs: {
      type: 'string',
      default: 'pglite:1,postgres:1,postgres:2,postgres:4,postgres:2:pgbouncer,postgres:2:kill',
    },
    players: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '16' },
    burst: { type: 'string', default: '32' },
    seed: { type: 'string', default: '20261130' },
    profile: { type: 'string' },
    'print-only': { type: 'boolean', default: false },
    'no-yardstick': { type: 'boolean', default: false },
  },
});
interface Run {
  engine: 'pglite' | 'postgres';
  servers: number;
  /** One server killed mid-burst. */
  kill: boolean;
  /** The servers' calls through PgBouncer in transaction mode. */
  bouncer: boolean;
}
const runs = values.runs.split(',').map((run): Run => {
  const [engine, servers = '1', variant] = run.split(':');
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`unknown database ${engine}`);
  if (engine === 'pglite' && (servers !== '1' || variant)) {
    throw new Error('one process owns PGlite');
  }
  if (variant !== undefined && variant !== 'kill' && variant !== 'pgbouncer') {
    throw new Error(`unknown run ${run}`);
  }
  if (variant === 'kill' && Number(servers) < 2) {
    throw new Error(`${run}: a kill needs a server left up`);
  }
  return {
    engine,
    servers: Number(servers),
    kill: variant === 'kill',
    bouncer: variant === 'pgbouncer',
  };
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
  { engine, servers, kill, bouncer }: Run,
  cluster?: Cluster,
): Promise<report.RunResult> {
  const label =
    engine === 'pglite' ? 'PGlite' : bouncer ? 'PostgreSQL through PgBouncer' : 'PostgreSQL';
  const players = Number(values.players);
  const fault = kill ? ', one killed mid-burst' : '';
  console.log(`▶ ${label}, ${servers} server process(es)${fault}: ${players} players`);
  const name = `${servers}${kill ? 'k' : ''}${bouncer ? 'b' : ''}`;
  const prepared =
    engine === 'pglite'
      ? await preparePglite(players, OPENING)
      : await preparePostgres(cluster!, `p${name}`, players, OPENING);
  const pooler = bouncer ? await startPgBouncer(cluster!.url) : undefined;
  const direct = prepared.env.DATABASE_URL;
  const database = pooler
    ? { DATABASE_URL: pooler.through(direct!), DATABASE_LISTEN_URL: direct }
    : {};
  try {
    const profileDir = values.profile && join(values.profile, `${engine}-${name}`);
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const fleet = await startServers(
      servers,
      { ...prepared.env, ...database, SEAMLESS_SECRET: secret, DEMO_PLAYERS: '0', LOG_LEVEL: '' },
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    const counting = engine === 'postgres' && cluster?.statements;
    let before = 0;
    if (counting) {
      const db = await prepared.open();
      before = await countFrom(db).finally(() => db.close());
    }
    let outcome: LoadOutcome;
    let cpu: CpuSplit;
    try {
      const runId = randomBytes(4).toString('hex');
      // The last server is the one killed; a SIGKILLed process writes no profile.
      const target = kill ? { server: servers - 1, pid: fleet.pids.at(-1)! } : undefined;
      const load = { ...plan, urls: fleet.urls, tokens: prepared.tokens, runId, kill: target };
      const cpuBefore = cpuSnapshot(fleet.pids);
      outcome = await generate(load);
      cpu = cpuSplit(cpuBefore, cpuSnapshot(fleet.pids), outcome.cpuMs);
    } finally {
      await fleet.stop();
    }
    const db = await prepared.open();
    try {
      // Counted before the audit's own statements.
      const counted = counting ? await countSince(db, before) : undefined;
      const verdict = await judge(db, prepared, outcome.book);
      return { label, servers, outcome, verdict, counted, cpu };
    } finally {
      await db.close();
    }
  } finally {
    pooler?.stop();
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
let yardstick: Yardstick | undefined;
try {
  if (cluster && !values['no-yardstick']) {
    yardstick = await pgbenchYardstick(cluster, plan.concurrency, Number(values.seconds));
    console.log(`pgbench: ${Math.round(yardstick.transactionsPerSecond)} transactions a second`);
  }
  for (const run of runs) {
    const result = await runOne(run, cluster);
    console.log(report.figuresTable([result]));
    console.log(report.cpuTable([result]));
    if (result.outcome.kill) console.log(report.killTable([result]));
    if (!report.killCaughtCalls(result)) console.error('The kill caught no call in flight.');
    results.push(result);
  }
} finally {
  cluster?.stop();
}

const killRuns = results.filter((r) => r.outcome.kill);
// The statements of a run at full strength: a kill run loses a server on the way.
const widest = results.filter((r) => r.counted && !r.outcome.kill).at(-1);
const section = [
  report.HEADING,
  '',
  report.method({ ...plan, players: Number(values.players), opening: OPENING, loadAtStart }),
  '',
  report.figuresTable(results),
  ...(yardstick ? ['', report.yardstick(yardstick, results)] : []),
  '',
  'The money invariant, read from the database after each run:',
  '',
  report.invariantTable(results),
  '',
  report.CPU_METHOD,
  '',
  report.cpuTable(results),
  ...(killRuns.length > 0 ? ['', report.KILL_METHOD, '', report.killTable(killRuns)] : []),
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
process.exitCode = results.every((r) => held(r.verdict) && report.killCaughtCalls(r)) ? 0 : 1;
