import type { Tournament } from '../shared/contract.ts';
import { toTime } from '../shared/dates.ts';

export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'concluded'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/**
 * Spec §4: active when it started before now and ends after now, upcoming when both dates
 * are ahead, concluded when both are past. Unreadable dates (or an end before the start)
 * fit none of them: null, and the tournament is not listed.
 */
export function classifyTournament(tournament: Tournament, now: number): TournamentStatus | null {
  const start = toTime(tournament.Start_date);
  const end = toTime(tournament.End_date);
  if (start === null || end === null || end < start) return null;
  if (start > now) return 'upcoming';
  if (end < now) return 'concluded';
  return 'active';
}

export function tournamentsByStatus(
  tournaments: readonly Tournament[],
  now: number,
): Record<TournamentStatus, Tournament[]> {
  const groups: Record<TournamentStatus, Tournament[]> = {
    active: [],
    upcoming: [],
    concluded: [],
  };
  for (const tournament of tournaments) {
    const status = classifyTournament(tournament, now);
    if (status) groups[status].push(tournament);
  }
  return groups;
}
