/**
 * The standings of a tournament, computed from the real rounds: settled (never cancelled or still
 * open), staked within [start, end), on one of its games, with a bet of at least its minimum.
 * Every player with such a round is placed; points by the rule, then whoever reached their points
 * first (their earliest round at that score) ranks higher.
 */
import type { TournamentRuleKind } from '../../machines/shared/tournaments.ts';
import type { Db } from '../db/driver.ts';

export interface Standing {
  rank: number;
  playerId: number;
  username: string;
  points: number;
}

export interface StandingsQuery {
  tournamentId: number;
  kind: TournamentRuleKind;
  stakePerPoint: number;
  minBet: number;
  start: Date;
  end: Date;
}

// $1 tournament, $2 start, $3 end, $4 min bet (rounds of bet 0 earn nothing whatever the rule).
const COUNTED = `counted AS (
  SELECT r.id, r.player_id, r.bet, r.win, r.created_at
  FROM tournament_games g
  JOIN game_rounds r ON r.game_id = g.game_id AND r.game_type = g.game_type
  WHERE g.tournament_id = $1 AND r.status = 'settled' AND r.created_at >= $2
    AND r.created_at < $3 AND r.bet >= GREATEST($4::bigint, 1))`;

/** Per player: points, and the round that reached them (reached_at, reached_id). */
const BEST: Record<TournamentRuleKind, string> = {
  // $5: kuruş per point. Reached by the first round whose running stake makes the points.
  stake: `running AS (
    SELECT player_id, id, created_at,
      sum(bet) OVER (PARTITION BY player_id ORDER BY created_at, id) AS so_far,
      floor(sum(bet) OVER (PARTITION BY player_id) / $5::bigint)::bigint AS points
    FROM counted),
  best AS (
    SELECT DISTINCT ON (player_id) player_id, points, created_at AS reached_at, id AS reached_id
    FROM running WHERE so_far >= points * $5::bigint
    ORDER BY player_id, created_at, id)`,
  // The best single round, win ÷ bet in hundredths. One pass: the greatest of [points, -time,
  // -id] is the best round, and the earliest of those that made it.
  multiplier: `best AS (
    SELECT player_id, a[1] AS points, to_timestamp(-a[2] / 1e6) AS reached_at,
      -a[3] AS reached_id
    FROM (SELECT player_id, max(ARRAY[win * 100 / bet,
        -(extract(epoch FROM created_at) * 1e6)::bigint, -id]) AS a
      FROM counted GROUP BY player_id) m)`,
  // Rounds won; reached with the last win (the first round when none was won).
  wins: `best AS (
    SELECT player_id, count(*) FILTER (WHERE win > bet) AS points,
      COALESCE(max(created_at) FILTER (WHERE win > bet), min(created_at)) AS reached_at,
      COALESCE(max(id) FILTER (WHERE win > bet), min(id)) AS reached_id
    FROM counted GROUP BY player_id)`,
};

/** Everyone placed, best first. */
export async function computeStandings(db: Db, query: StandingsQuery): Promise<Standing[]> {
  const params: unknown[] = [
    query.tournamentId,
    query.start.toISOString(),
    query.end.toISOString(),
    query.minBet,
  ];
  if (query.kind === 'stake') params.push(query.stakePerPoint);
  return db.transaction(async (tx) => {
    // The counted rounds are a small part of game_rounds, read through its index: costed as
    // the cached reads they are, not as a disk's random ones, the planner takes the index.
    await tx.query('SET LOCAL random_page_cost = 1.1');
    return tx.query<Standing>(
      `WITH ${COUNTED}, ${BEST[query.kind]}
     SELECT (row_number() OVER (ORDER BY b.points DESC, b.reached_at, b.reached_id))::integer
         AS rank,
       b.player_id AS "playerId", p.username, b.points
     FROM best b JOIN players p ON p.id = b.player_id
     ORDER BY rank`,
      params,
    );
  });
}
