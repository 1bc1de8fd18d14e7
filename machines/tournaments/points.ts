import type { TournamentRuleKind } from '../shared/tournaments.ts';

/**
 * What a board's points say, per rule: stake and wins are counts, multiplier is hundredths of
 * the best win ÷ bet (1234 is ×12.34).
 */
export function pointsValue(kind: TournamentRuleKind, points: number): number {
  return kind === 'multiplier' ? points / 100 : points;
}

/** Whole days, hours and minutes until `end` (none once it has passed). */
export function timeLeft(
  end: string,
  now: number,
): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(end) - now) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
