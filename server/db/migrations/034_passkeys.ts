/**
 * Issue 41: passkeys (WebAuthn discoverable credentials), the challenges the platform issues for
 * their ceremonies, and the player's security events.
 *
 * A challenge is single use (used_at is set by the one UPDATE that accepts it) and runs out at
 * expires_at, the platform's clock at issue plus PASSKEY_CHALLENGE_MS (machines/shared/
 * passkeys.ts). A sign-in's challenge is anyone's; a new passkey's and a step-up's are bound to
 * the session they were issued to, and a step-up's to its action too.
 */
export const statements = [
  // What the authenticators get as user.id: random, stable per player, never the username.
  `ALTER TABLE players ADD COLUMN passkey_handle text UNIQUE`,

  // id: the credential id (base64url); public_key: its COSE key; counter: the last sign count
  // seen (a count that does not go up is a cloned authenticator's). Times are the platform's.
  `CREATE TABLE passkeys (
     id text PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     public_key bytea NOT NULL,
     counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
     transports text[] NOT NULL DEFAULT '{}',
     name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
     device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
     backed_up boolean NOT NULL DEFAULT false,
     aaguid text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL,
     last_used_at timestamptz)`,
  `CREATE INDEX passkeys_player ON passkeys (player_id, created_at)`,

  // action: for a step-up, the StepUpAction it approves (the server checks the value).
  `CREATE TABLE passkey_challenges (
     challenge text PRIMARY KEY,
     purpose text NOT NULL CHECK (purpose IN ('login', 'register', 'step-up')),
     player_id bigint REFERENCES players (id) ON DELETE CASCADE,
     session_id bigint REFERENCES sessions (id) ON DELETE CASCADE,
     action text,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     CHECK ((purpose = 'login') = (session_id IS NULL)),
     CHECK ((purpose = 'login') = (player_id IS NULL)),
     CHECK ((purpose = 'step-up') = (action IS NOT NULL)))`,
  `CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at)`,
  `CREATE INDEX passkey_challenges_session ON passkey_challenges (session_id)`,

  // One row per passkey added, renamed, removed, used to sign in or step up, or refused for a
  // sign count that went backwards; actor: the player, or the operator who revoked it.
  `CREATE TABLE security_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('passkey_added', 'passkey_renamed', 'passkey_removed',
       'passkey_sign_in', 'passkey_step_up', 'passkey_counter_mismatch')),
     passkey_name text,
     action text,
     actor text NOT NULL DEFAULT 'player' CHECK (actor IN ('player', 'operator')),
     at timestamptz NOT NULL)`,
  `CREATE INDEX security_events_player ON security_events (player_id, at DESC, id DESC)`,
];
