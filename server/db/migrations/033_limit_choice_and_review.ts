/**
 * The deposit limit offered before money moves and the periodic account review (UKGC RTS 12):
 * when the player last answered the offer (set a deposit limit or chose "no limit now") and when
 * they last acknowledged the review. The protection events take the names the player's history
 * shows (machines/shared/protection.ts ProtectionEvent).
 */
export const statements = [
  `ALTER TABLE player_protection ADD COLUMN limit_choice_at timestamptz,
     ADD COLUMN reviewed_at timestamptz`,

  `UPDATE protection_events SET action = CASE action
     WHEN 'limit.set' THEN 'limit_set'
     WHEN 'limit.requested' THEN 'limit_requested'
     WHEN 'limit.confirmed' THEN 'limit_confirmed'
     WHEN 'limit.withdrawn' THEN 'limit_withdrawn'
     WHEN 'realityCheck.set' THEN 'reality_check'
     ELSE action END
   WHERE action IN ('limit.set', 'limit.requested', 'limit.confirmed', 'limit.withdrawn',
     'realityCheck.set')`,

  // A deposit limit set before is an answer: its player is asked again a year after it.
  `INSERT INTO player_protection (player_id, limit_choice_at)
   SELECT player_id, max(created_at) FROM protection_events
   WHERE action IN ('limit_set', 'limit_confirmed') AND details ->> 'kind' = 'deposit'
   GROUP BY player_id
   ON CONFLICT (player_id) DO UPDATE SET limit_choice_at = excluded.limit_choice_at`,
];
