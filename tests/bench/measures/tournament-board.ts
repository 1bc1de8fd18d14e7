import type { Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed.ts';
import { computeStandings, type StandingsQuery } from '../../../server/tournaments/standings.ts';
import { addPlayers } from '../bench-players.ts';
import { onEachDatabase } from '../databases.ts';
import { markdownTable, median, type Measure } from '../measure.ts';

const PLAYERS = 10_000;
const ROUNDS = 1_000_000;
const CALLS = 20;

const DAY = 86_400_000;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * ROUNDS settled rounds of PLAYERS players over the last 14 days, inserted with SQL: a quarter
 * on the five slots of tournament 1, a quarter on the roulette tables of tournament 2, a quarter
 * on the blackjack tables of tournament 4, the rest on other games; bets of 1 to 50 TRY, one in
 * three rounds won at up to ×20.
 */
async function addRounds(db: Db, players: number[]) {
  const games = await db.query<{ game_type: string; game_id: number; tournament_id: number }>(
    'SELECT game_type, game_id, tournament_id FROM tournament_games ORDER BY tournament_id, game_id',
  );
  const pool = (id: number) => games.filter((g) => g.tournament_id === id);
  const buckets = [pool(1), pool(2), pool(4), [{ game_type: 'slot', game_id: 2620 }]];
  await db.query(
    `INSERT INTO game_rounds (player_id, provider_round_id, game_type, game_id, game_name,
       provider_name, bet, win, status, created_at, settled_at)
     SELECT ($1::bigint[])[1 + (n / 4) % $3], 'bench-' || n, g.game_type, g.game_id, 'Bench', 'Bench',
       b.bet, CASE WHEN n % 3 = 0 THEN b.bet * (1 + n % 20) ELSE 0 END, 'settled',
       now() - (n % 1209600) * interval '1 second' - (n % 997) * interval '1 millisecond',
       now() - (n % 1209600) * interval '1 second'
     FROM generate_series(1, $2) n
     CROSS JOIN LATERAL (SELECT 100 * (1 + (n * 7) % 50) AS bet) b
     JOIN LATERAL (
       SELECT x.game_type, x.game_id FROM jsonb_to_recordset($4::jsonb)
         AS x(game_type text, game_id integer, bucket integer, slot integer, slot_count integer)
       WHERE x.bucket = n % 4 AND x.slot = (n / 4) % x.slot_count) g ON true`,
    [
      players,
      ROUNDS,
      players.length,
      JSON.stringify(
        buckets.flatMap((bucket, index) =>
          bucket.map((g, slot) => ({ ...g, bucket: index, slot, slot_count: bucket.length })),
        ),
      ),
    ],
  );
}

interface Run {
  engine: string;
  rule: string;
  counted: number;
  placed: number;
  times: number[];
}

async function timeRules(db: Db, engine: string): Promise<Run[]> {
  const end = new Date(Date.now() + DAY);
  const start = new Date(Date.now() - 7 * DAY);
  const queries: [string, StandingsQuery][] = [
    [
      'multiplier (tournament 1)',
      { tournamentId: 1, kind: 'multiplier', stakePerPoint: 0, minBet: 200, start, end },
    ],
    [
      'stake (tournament 2)',
      { tournamentId: 2, kind: 'stake', stakePerPoint: 1_000, minBet: 0, start, end },
    ],
    [
      'wins (tournament 4)',
      { tournamentId: 4, kind: 'wins', stakePerPoint: 0, minBet: 0, start, end },
    ],
  ];
  const runs: Run[] = [];
  for (const [rule, query] of queries) {
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM game_rounds r JOIN tournament_games g
         ON g.game_type = r.game_type AND g.game_id = r.game_id
       WHERE g.tournament_id = $1 AND r.created_at >= $2 AND r.created_at < $3 AND r.bet >= $4`,
      [query.tournamentId, start.toISOString(), end.toISOString(), query.minBet],
    );
    let placed = (await computeStandings(db, query)).length;
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      placed = (await computeStandings(db, query)).length;
      times.push(performance.now() - started);
    }
    runs.push({ engine, rule, counted: counted!.n, placed, times: times.sort((a, b) => a - b) });
  }
  return runs;
}

async function prepare(db: Db) {
  await migrate(db);
  await seed(db, { demoPlayers: false });
  await addRounds(db, await addPlayers(db, PLAYERS));
  await db.query('VACUUM ANALYZE');
}

const measure: Measure = {
  title: 'Tournament leaderboards',
  method: [
    `An in-memory PGlite, migrated and seeded, with ${PLAYERS.toLocaleString('en')} players and ${ROUNDS.toLocaleString('en')} settled`,
    'rounds over the last 14 days inserted with SQL: a quarter each on the games of tournaments 1',
    '(five slots), 2 (four roulette tables) and 4 (ten blackjack tables), the rest on another slot.',
    '`computeStandings` (what `tournament leaderboard` runs when its few-second cache is cold) is',
    `timed ${CALLS} times per rule over a 7-day window after one warm-up call; the median and the`,
    'slowest are reported. With `BENCH_DATABASE_URL=postgres://…` also on that PostgreSQL, in a',
    'schema of its own that is dropped afterwards.',
  ].join('\n'),

  async run() {
    const runs = await onEachDatabase('tournaments', async (db, engine) => {
      await prepare(db);
      return timeRules(db, engine);
    });
    return {
      figures: runs.map((run) => ({
        label: `Leaderboard, ${run.rule}, ${run.engine} (${run.counted.toLocaleString('en')} rounds counted)`,
        value: `${ms(median(run.times))} median, ${ms(run.times.at(-1)!)} max`,
      })),
      details: markdownTable(
        ['Database', 'Rule', 'Rounds counted', 'Players placed', 'Median', 'Max'],
        runs.map((run) => [
          run.engine,
          run.rule,
          run.counted.toLocaleString('en'),
          run.placed.toLocaleString('en'),
          ms(median(run.times)),
          ms(run.times.at(-1)!),
        ]),
      ),
    };
  },
};
export default measure;
