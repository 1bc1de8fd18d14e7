import { openPglite, type Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedPaymentMethods } from '../../../server/db/seed-cashier.ts';
import { exportHistory } from '../../../server/history/export.ts';
import { historyTotals } from '../../../server/history/totals.ts';
import { historyPage, type HistoryQuery } from '../../../server/cashier/history.ts';
import { addPlayers } from '../bench-players.ts';
import { markdownTable, median, type Measure } from '../measure.ts';
import { ms, p50p99, percentile } from '../latency.ts';

/** Deposits and withdrawals of the heavy player, over the last two years. */
const HISTORY_ROWS = 100_000;
/** Rows of the player whose range is exported. */
const EXPORT_ROWS = 10_000;
const PAGE_CALLS = 200;
const EXPORT_RUNS = 5;

/** count transactions of one player, spread over the last 730 days, statuses and methods mixed. */
async function addTransactions(db: Db, playerId: number, count: number) {
  await db.query(
    `INSERT INTO cash_transactions (player_id, direction, status, amount, currency, method_id,
       created_at, updated_at)
     SELECT $1, CASE WHEN n % 4 = 0 THEN 'withdraw' ELSE 'deposit' END,
       (ARRAY[1000, 1002, 1002, 1004, 1005])[1 + n % 5], 10000 + (n % 500) * 100, 'TRY',
       CASE WHEN n % 4 = 0 THEN 1101 ELSE 1002 END,
       now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute',
       now() - (n % 730) * interval '1 day'
     FROM generate_series(1, $2) n`,
    [playerId, count],
  );
}

async function timed(calls: number, call: () => Promise<unknown>): Promise<number[]> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const day = (offset: number) =>
  new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const measure: Measure = {
  title: 'Account history',
  method: [
    `An in-memory PGlite, migrated, with one player holding ${HISTORY_ROWS.toLocaleString('en')} deposits and`,
    'withdrawals spread over two years (statuses and methods mixed), inserted with SQL. Without HTTP,',
    `\`historyPage\` (what \`finance list_transactions\` runs) is called ${PAGE_CALLS} times for each query after one`,
    'warm-up call: the first page of 10 over all time, a page at offset 50,000, and the first page of',
    'the last 30 days filtered to completed deposits; `historyTotals` over all time. Then another',
    `player with ${EXPORT_ROWS.toLocaleString('en')} rows: \`exportHistory\` (what \`finance export_history\` runs) of their`,
    `whole range, ${EXPORT_RUNS} times; the median and the file size are reported.`,
  ].join('\n'),

  async run() {
    const db = await openPglite();
    try {
      await migrate(db);
      await db.transaction((tx) => seedPaymentMethods(tx));
      const [heavy, exporter] = await addPlayers(db, 2);
      await addTransactions(db, heavy!, HISTORY_ROWS);
      await addTransactions(db, exporter!, EXPORT_ROWS);
      await db.query('ANALYZE');
      const page = (query: Partial<HistoryQuery>) => () =>
        historyPage(db, heavy!, { limit: 10, offset: 0, ...query }, 'tr');
      const queries: [string, () => Promise<unknown>][] = [
        ['First page, all time', page({})],
        ['Offset 50,000, all time', page({ offset: 50_000 })],
        [
          'Last 30 days, completed deposits',
          page({ startDate: day(-29), endDate: day(0), searchCategory: 1, status: 1002 }),
        ],
        ['Totals, all time', () => historyTotals(db, heavy!, { kind: 'finance' })],
      ];
      const pages: [string, number[]][] = [];
      for (const [label, call] of queries) pages.push([label, await timed(PAGE_CALLS, call)]);

      let bytes = 0;
      const exportTimes = await timed(EXPORT_RUNS, async () => {
        const file = await exportHistory(db, exporter!, { kind: 'finance' }, 'tr');
        if (file === 'tooLarge') throw new Error('export refused');
        bytes = Buffer.byteLength(file.content);
      });
      const exportMs = median(exportTimes);
      const rows = HISTORY_ROWS.toLocaleString('en');
      return {
        figures: [
          ...pages.map(([label, times]) => ({
            label: `History ${label.toLowerCase()} p50 / p99 (${rows} rows)`,
            value: p50p99(times),
          })),
          {
            label: `CSV export of ${EXPORT_ROWS.toLocaleString('en')} rows`,
            value: `${Math.round(exportMs)} ms, ${(bytes / 1e6).toFixed(2)} MB`,
          },
        ],
        details: markdownTable(
          ['Query', 'Calls', 'p50', 'p99', 'max'],
          [
            ...pages.map(([label, times]) => [
              label,
              times.length,
              ms(percentile(times, 50)),
              ms(percentile(times, 99)),
              ms(times.at(-1)!),
            ]),
            [
              `Export ${EXPORT_ROWS.toLocaleString('en')} rows`,
              exportTimes.length,
              ms(exportMs),
              '',
              ms(exportTimes.at(-1)!),
            ],
          ],
        ),
      };
    } finally {
      await db.close();
    }
  },
};
export default measure;
