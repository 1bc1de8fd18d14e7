/**
 * Whether the player (an SQL expression) is in a time-out or self-exclusion at `at` (another SQL
 * expression): marketing, mass messages and pushes alike, never reaches them then (responsible
 * gambling, docs/api.md "protection").
 */
export const closedAt = (player: string, at: string): string =>
  `EXISTS (SELECT 1 FROM player_protection pp WHERE pp.player_id = ${player} AND (
     (pp.timeout_from <= ${at} AND ${at} < pp.timeout_until)
     OR (pp.excluded_at <= ${at} AND (pp.excluded_until IS NULL OR ${at} < pp.excluded_until))))`;
