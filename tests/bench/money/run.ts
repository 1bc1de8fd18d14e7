/**
 * `npm run bench:money`: the money under concurrency and faults (docs/performance.md, "Money
 * under concurrency and faults"). On PGlite (one server process) and on PostgreSQL
 * (BENCH_DATABASE_URL, two server processes on one database): players deposit through the
 * payment provider's signed callbacks and the operator's desk, withdraw and cancel, claim a
 * bonus and play through signed seamless calls, every request retried at times with its
 * identity, while server processes are SIGKILLed and restarted. Exits 1 when an invariant fails.
 *
 *   npm run bench:money -- --players 40 --operations 3000 --kills 4 --db pglite|postgres|both
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { callDesk } from '../../../server/operator-client.ts';
import { outcomes } from './answers.ts';
import { Book } from './book.ts';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './database.ts';
import { startFleet, type Fleet } from './fleet.ts';
import { judge } from './invariants.ts';
import { answerTheUnanswered, retryRefusals, runLoad, type LoadOptions } from './load.ts';
import { Operations, playOf } from './operations.ts';
import { makePlayers } from './players.ts';
import { printRun, runPassed, summaryTable, type RunResult } from './report.ts';
import { seededRandom } from '../../fixtures/seeded-random.ts';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '40' },
    operations: { type: 'string', default: '3000' },
    kills: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '16' },
    db: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '20261129' },
  },
});
const options = {
  players: Number(values.players),
  operations: Number(values.operations),
  kills: Number(values.kills),
  concurrency: Number(values.concurrency),
  seed: Number(values.seed),
};
const engines = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (engines.some((e) => e !== 'pglite' && e !== 'postgres')) {
  throw new Error(`--db is pglite, postgres or both, not ${values.db}`);
}
if (engines.includes('postgres') && !postgresUrl) {
  console.error(
    'The PostgreSQL run needs BENCH_DATABASE_URL=postgres://user@host:port/db (a schema of its ' +
      'own is made there and dropped); --db pglite runs the embedded database alone.',
  );
  process.exit(2);
}

const secret = () => randomBytes(32).toString('hex');

type Load = LoadOptions & { players: number; seed: number };

async function runOn(
  open: (providerSecret: string) => Promise<BenchDatabase>,
  load: Load,
): Promise<RunResult> {
  const began = performance.now();
  const secrets = { seamless: secret(), provider: secret(), console: secret() };
  const database = await open(secrets.provider);
  console.log(`▶ ${database.label}: starting ${database.servers} server process(es)`);
  try {
    const fleet = await startFleet(database.servers, {
      ...database.env,
      OPERATOR_TOKEN: secrets.console,
      SEAMLESS_SECRET: secrets.seamless,
      // Every process of one database seals with the same key.
      DATA_KEY: randomBytes(32).toString('base64'),
      PAYMENT_SIMULATOR: '1',
      // Each player calls from an address of its own, as behind the operator's proxy.
      TRUST_PROXY: 'loopback',
      DEMO_PLAYERS: '0',
      // Development mode would credit bank deposits by itself: only the operator may here.
      PLATFORM_DEV: '',
      LOG_LEVEL: '',
    });
    const book = new Book(fleet);
    let played: Played;
    try {
      played = await play(fleet, book, secrets, load, began);
    } finally {
      await fleet.stop();
    }
    const db = await database.open();
    try {
      return {
        ...played,
        label: database.label,
        servers: database.servers,
        verdict: await judge(db, book, played.players),
        totalSeconds: (performance.now() - began) / 1000,
      };
    } finally {
      await db.close();
    }
  } finally {
    await database.dispose();
  }
}

type Played = Omit<RunResult, 'label' | 'servers' | 'verdict' | 'totalSeconds'>;

/**
 * Sets the run up through the desk (its named operator, whose credential decides; players may
 * cancel withdrawals) and the API (the players), then sends the load and resolves what it left
 * unanswered.
 */
async function play(
  fleet: Fleet,
  book: Book,
  secrets: { seamless: string; provider: string; console: string },
  load: Load,
  began: number,
): Promise<Played> {
  const target = { baseUrl: fleet.servers[0]!.deskUrl, token: secrets.console };
  const { token: operator } = await callDesk<{ token: string }>(target, '/operator/operators', {
    name: 'bench',
  });
  await callDesk(target, '/operator/cashier/settings', { withdrawalCancel: true });
  console.log(`  registering and signing in ${load.players} players`);
  const players = await makePlayers(fleet, load.players);
  const setupSeconds = (performance.now() - began) / 1000;

  const random = seededRandom(load.seed);
  const plays = players.map(playOf);
  const operations = new Operations(book, { ...secrets, operator }, random);
  console.log(`  ${load.operations} requests, ${load.kills} SIGKILLs`);
  const loadStart = performance.now();
  const kills = await runLoad(book, fleet, plays, operations, random, load);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  return {
    players,
    setupSeconds,
    loadSeconds,
    kills,
    load: book.counts(),
    downtimes: fleet.downtimes,
    crashes: fleet.crashes,
    unanswered: await answerTheUnanswered(book),
    refusalsRetried: await retryRefusals(book),
    outcomes: outcomes(book.sent),
  };
}

const results: RunResult[] = [];
for (const engine of engines) {
  const open =
    engine === 'pglite'
      ? pgliteDatabase
      : (providerSecret: string) => postgresDatabase(postgresUrl!, providerSecret);
  const result = await runOn(open, options);
  printRun(result);
  results.push(result);
}
console.log(`\n${summaryTable(results)}`);
process.exitCode = results.every(runPassed) ? 0 : 1;
