/**
 * Issue 40: the player's game session and the panic button.
 *
 * A game session is the player's, not a sign-in's: one for every tab and device, opened by a
 * launch when none is open. It ends when the player's last session signs out, when play closes
 * (a time-out, a self-exclusion, a panic) or, decided when it is read, after
 * GAME_SESSION_IDLE_MINUTES with neither a launch nor a round (machines/shared/protection.ts).
 * Its figures are read from the player's seamless transactions since it began: nothing is added
 * to a bet's own writes.
 */
export const statements = [
  // A panic closes play and deposits as a time-out does; timeout_kind says which one runs, so
  // the player and the operator see why.
  `ALTER TABLE player_protection ADD COLUMN timeout_kind text NOT NULL DEFAULT 'timeout'
     CHECK (timeout_kind IN ('timeout', 'panic'))`,

  // last_launch_at: the session's latest launch; with the player's latest round it says when the
  // session went idle. Times are the platform's clock, as reality checks are.
  `CREATE TABLE game_sessions (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     started_at timestamptz NOT NULL,
     last_launch_at timestamptz NOT NULL,
     ended_at timestamptz,
     end_reason text CHECK (end_reason IN ('idle', 'signed_out', 'timeout', 'exclusion', 'panic')),
     CHECK ((ended_at IS NULL) = (end_reason IS NULL)))`,
  // At most one open session per player: two launches racing open one between them.
  `CREATE UNIQUE INDEX game_sessions_open ON game_sessions (player_id) WHERE ended_at IS NULL`,

  // The player's stakes and wins since a moment (limits, the reality check, the game session)
  // and their latest bet (the minimum spin time) were read by scanning every player's rows.
  `CREATE INDEX seamless_transactions_player ON seamless_transactions (player_id, created_at)`,
];
