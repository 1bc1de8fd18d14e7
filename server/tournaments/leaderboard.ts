/**
 * A tournament's leaderboard as class tournament answers it: the live standings while it runs
 * (and after its end until the sweep pays it), the stored final ones once concluded.
 */
import {
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  type TournamentLeaderboard,
} from '../../machines/shared/tournaments.ts';
import type { Db } from '../db/driver.ts';
import { computeStandings, type Standing } from './standings.ts';
import { prizeFor, type TournamentRecord } from './tournaments.ts';

/** A username shown but for its first and last characters: demo → d**o. */
export function maskName(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** The final standings written when the tournament concluded, with what each place was paid. */
async function storedStandings(db: Db, tournamentId: number) {
  return db.query<Standing & { prize: number }>(
    `SELECT s.rank, s.player_id AS "playerId", p.username, s.points, s.prize
     FROM tournament_standings s JOIN players p ON p.id = s.player_id
     WHERE s.tournament_id = $1 ORDER BY s.rank`,
    [tournamentId],
  );
}

/** The places a board shows, computed now or as paid; upcoming tournaments have none. */
export async function standingsOf(
  db: Db,
  tournament: TournamentRecord,
): Promise<(Standing & { prize: number })[]> {
  if (tournament.concludedAt) return storedStandings(db, tournament.id);
  if (tournament.status === 'upcoming') return [];
  const standings = await computeStandings(db, {
    tournamentId: tournament.id,
    kind: tournament.rule.kind,
    stakePerPoint: tournament.rule.stakePerPoint,
    minBet: tournament.rule.minBet,
    start: tournament.startDate,
    end: tournament.endDate,
  });
  // A place wins its prize only with points: a lone player who lost every round wins nothing.
  return standings.map((s) => ({
    ...s,
    prize: s.points > 0 ? prizeFor(tournament.prizes, s.rank) : 0,
  }));
}

export function toLeaderboard(
  tournament: TournamentRecord,
  standings: readonly (Standing & { prize: number })[],
  callerId: number | undefined,
  computedAt: Date,
): TournamentLeaderboard {
  const entry = (s: Standing & { prize: number }): LeaderboardEntry => ({
    rank: s.rank,
    name: maskName(s.username),
    points: s.points,
    prize: s.prize,
    me: s.playerId === callerId,
  });
  const mine = callerId === undefined ? undefined : standings.find((s) => s.playerId === callerId);
  return {
    tournamentID: tournament.id,
    status: tournament.status,
    rule: tournament.rule,
    prizes: tournament.prizes,
    entries: standings.slice(0, LEADERBOARD_SIZE).map(entry),
    me: mine ? entry(mine) : null,
    participants: tournament.concludedAt ? tournament.participants : standings.length,
    paid: tournament.concludedAt !== null,
    computedAt: computedAt.toISOString(),
  };
}
