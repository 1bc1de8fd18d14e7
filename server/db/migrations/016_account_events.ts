/**
 * What an operator did to a player's account security (a second factor reset after the player
 * lost it), with who did it and why: the trail a support team and an auditor read.
 */
export const statements = [
  `CREATE TABLE account_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     action text NOT NULL,
     actor text NOT NULL,
     reason text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX account_events_player ON account_events (player_id, id)`,
];
