/**
 * Responsible gambling (machines/shared/protection.ts): the limits in force, the raises and
 * removals waiting for their cooling-off and the player's confirmation, the reality-check
 * interval, time-outs and self-exclusions, and every change with who made it and why.
 */
export const statements = [
  // amount: kuruş for deposit, loss and wager limits; minutes for the daily play time.
  `CREATE TABLE player_limits (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'play_time')),
     period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
     amount bigint NOT NULL CHECK (amount > 0),
     set_at timestamptz NOT NULL,
     PRIMARY KEY (player_id, kind, period))`,

  // amount null: the limit is to be removed. It may be confirmed from effective_at on.
  `CREATE TABLE player_limit_changes (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'play_time')),
     period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
     amount bigint CHECK (amount > 0),
     requested_at timestamptz NOT NULL,
     effective_at timestamptz NOT NULL,
     PRIMARY KEY (player_id, kind, period))`,

  // excluded_at without excluded_until: a permanent self-exclusion. Mass messages sent while a
  // time-out or self-exclusion runs never reach the player.
  `CREATE TABLE player_protection (
     player_id bigint PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
     reality_check_minutes integer CHECK (reality_check_minutes BETWEEN 15 AND 60),
     timeout_from timestamptz,
     timeout_until timestamptz,
     excluded_at timestamptz,
     excluded_until timestamptz,
     CHECK (excluded_until IS NULL OR excluded_at IS NOT NULL))`,

  `CREATE TABLE protection_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     action text NOT NULL,
     details jsonb NOT NULL DEFAULT '{}',
     actor text NOT NULL CHECK (actor IN ('player', 'operator')),
     reason text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL)`,
  `CREATE INDEX protection_events_player ON protection_events (player_id, id)`,

  // Play time: what each session has been signed in today is summed from these.
  `CREATE INDEX sessions_player_created ON sessions (player_id, created_at)`,
];
