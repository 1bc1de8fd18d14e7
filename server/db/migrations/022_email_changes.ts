/**
 * A change of e-mail waits for the new address to confirm it: the link's token is kept as its
 * sha256 with the address it sets, used once, within its time.
 */
export const statements = [
  `CREATE TABLE email_changes (
     token_hash text PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     email text NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX email_changes_player ON email_changes (player_id)`,
];
