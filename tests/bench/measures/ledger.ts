import type { Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { lockWallet, transfer } from '../../../server/wallet/ledger.ts';
import { addPlayers } from '../bench-players.ts';
import { onEachDatabase } from '../databases.ts';
import { loadResult, loadRun, type LoadRun } from '../load-run.ts';
import type { Measure } from '../measure.ts';

const PLAYERS = 50;
const WARM_UP_MS = 1_000;
const DURATION_MS = 5_000;
/** Transfers at once on PostgreSQL, each on a connection of its own. */
const POSTGRES_CONCURRENCY = 8;

/**
 * One transfer is one database transaction: lock the player and the wallet, move 1 TRY from
 * deposits_clearing to the wallet (the postings, the balance trigger and, at commit, the
 * balance check).
 */
const transfers = (db: Db, players: number[], engine: string, concurrency: number) =>
  loadRun(engine, concurrency, { warmUpMs: WARM_UP_MS, durationMs: DURATION_MS }, (turn) =>
    db.transaction(async (tx) =>
      transfer(tx, await lockWallet(tx, players[turn % players.length]!), {
        kind: 'deposit',
        from: 'deposits_clearing',
        to: 'wallet',
        amount: 100,
      }),
    ),
  );

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
      const measured: LoadRun[] = [];
      for (const concurrency of concurrencies) {
        measured.push(await transfers(db, players, engine, concurrency));
      }
      return measured;
    });
    return loadResult(runs, {
      rate: 'Ledger transfers',
      one: 'Ledger transfer',
      column: 'Transfers',
    });
  },
};
export default measure;
