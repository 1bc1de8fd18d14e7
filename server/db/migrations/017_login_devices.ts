/**
 * Browsers a player signed in from (OWASP's device cookies): each keeps an allowance of its own
 * for failed logins, so someone failing on purpose from everywhere else cannot lock the owner out.
 */
export const statements = [
  `CREATE TABLE login_devices (
     token_hash text PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     last_login_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX login_devices_player ON login_devices (player_id)`,
];
