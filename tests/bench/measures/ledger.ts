import type { Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { lockWallet, transfer } from '../../../server/wallet/ledger.ts';
import { addPlayers } from '../bench-players.ts';
import { onEachDatabase } from '../databases.ts';
import { latencyCells, p50p99 } from '../latency.ts';
import { markdownTable, type Measure } from '../measure.ts';

const PLAYERS = 50;
const WARM_UP_MS = 1_000;
const DURATION_MS = 5_000;
/** Transfers at once on PostgreSQL, each on a connection of its own. */
const POSTGRES_CONCURRENCY = 8;

interface Run {
  engine: string;
  concurrency: number;
  transfers: number;
  perSecond: number;
  sorted: number[];
}

/**
 * One transfer is one database transaction: lock the player and the wallet, move 1 TRY from
 * deposits_clearing to the wallet (the postings, the balance trigger and, at commit, the
 * balance check).
 */
async function hammer(
  db: Db,
  players: number[],
  engine: string,
  concurrency: number,
): Promise<Run> {
  const times: number[] = [];
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        for (let i = worker; performance.now() < until; i += concurrency) {
          const started = performance.now();
          await db.transaction(async (tx) =>
            transfer(tx, await lockWallet(tx, players[i % players.length]!), {
              kind: 'deposit',
              from: 'deposits_clearing',
              to: 'wallet',
              amount: 100,
            }),
          );
          if (record) times.push(performance.now() - started);
        }
      }),
    );
  };
  await run(performance.now() + WARM_UP_MS, false);
  const began = performance.now();
  await run(began + DURATION_MS, true);
  const seconds = (performance.now() - began) / 1000;
  return {
    engine,
    concurrency,
    transfers: times.length,
    perSecond: times.length / seconds,
    sorted: [...times].sort((a, b) => a - b),
  };
}

const measure: Measure = {
  title: 'Ledger transfers',
  method: [
    `The wallet's ledger alone, without HTTP: a migrated database with ${PLAYERS} players, then for`,
    `${DURATION_MS / 1000} s (after ${WARM_UP_MS / 1000} s of warm-up whose times are dropped) transfers of 1 TRY`,
    'from `deposits_clearing` to a player wallet, players in turn, each one database transaction',
    '(`lockWallet` + `transfer` of `server/wallet/ledger.ts`: player and wallet locks, two postings, the',
    'balance trigger, the zero-sum check at commit). On an in-memory PGlite one at a time (it runs one',
    `transaction at a time). With \`BENCH_DATABASE_URL=postgres://…\` also on that PostgreSQL, ${POSTGRES_CONCURRENCY} at`,
    'once on a pool, in a schema of its own that is dropped afterwards, e.g.',
    '`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench`.',
  ].join('\n'),

  async run() {
    const runs = await onEachDatabase('ledger', async (db, engine) => {
      await migrate(db);
      const players = await addPlayers(db, PLAYERS);
      const concurrencies = engine === 'PGlite' ? [1] : [1, POSTGRES_CONCURRENCY];
      const measured: Run[] = [];
      for (const concurrency of concurrencies) {
        measured.push(await hammer(db, players, engine, concurrency));
      }
      return measured;
    });
    const name = (run: Run) => `${run.engine}, ${run.concurrency} at a time`;
    return {
      figures: runs.flatMap((run) => [
        { label: `Ledger transfers (${name(run)})`, value: `${Math.round(run.perSecond)}/s` },
        {
          label: `Ledger transfer p50 / p99 (${name(run)})`,
          value: p50p99(run.sorted),
        },
      ]),
      details: markdownTable(
        ['Database', 'At a time', 'Transfers', 'Per second', 'p50', 'p99', 'max'],
        runs.map((run) => [
          run.engine,
          run.concurrency,
          run.transfers,
          Math.round(run.perSecond),
          ...latencyCells(run.sorted),
        ]),
      ),
    };
  },
};
export default measure;
