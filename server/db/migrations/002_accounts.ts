/**
 * Players and everything the `user` class keeps for them: wallets, sessions, password reset
 * tokens, SMS codes, authenticator secrets, favourites, rate-limit counters and the outbox.
 * Secrets that only need comparing (session ids, reset tokens, SMS codes) are stored hashed.
 */
export const statements = [
  `CREATE TABLE players (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     uid text NOT NULL UNIQUE,
     username text NOT NULL,
     email text NOT NULL,
     tckn text NOT NULL UNIQUE,
     firstname text NOT NULL,
     lastname text NOT NULL,
     birth_date date NOT NULL,
     country text NOT NULL,
     city text NOT NULL,
     address text NOT NULL,
     currency text NOT NULL DEFAULT 'TRY',
     phone text NOT NULL,
     phone_confirmed_at timestamptz,
     promo_code text NOT NULL DEFAULT '',
     reference_number text NOT NULL DEFAULT '',
     sms_opt_in boolean NOT NULL DEFAULT false,
     email_opt_in boolean NOT NULL DEFAULT false,
     rules_accepted_at timestamptz NOT NULL DEFAULT now(),
     password_hash text NOT NULL,
     password_changed_at timestamptz NOT NULL DEFAULT now(),
     language text NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en')),
     rid integer NOT NULL DEFAULT 1,
     active boolean NOT NULL DEFAULT true,
     two_factor text NOT NULL DEFAULT 'none' CHECK (two_factor IN ('none', 'sms')),
     last_login_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now())`,
  // Sign-in names and e-mail addresses are unique whatever their case.
  `CREATE UNIQUE INDEX players_username_key ON players (lower(username))`,
  `CREATE UNIQUE INDEX players_email_key ON players (lower(email))`,

  `CREATE TABLE wallets (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     currency text NOT NULL,
     balance_kurus bigint NOT NULL DEFAULT 0 CHECK (balance_kurus >= 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, currency))`,

  // sid_hash: sha256 (hex) of the 128-bit session id the player holds; the id itself is not kept.
  // pending: signed in with the password, waiting for the authenticator code.
  `CREATE TABLE sessions (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     sid_hash text NOT NULL UNIQUE,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     ip text NOT NULL,
     pending boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     last_seen timestamptz NOT NULL DEFAULT now(),
     revoked_at timestamptz,
     revoked_reason text)`,
  `CREATE INDEX sessions_player ON sessions (player_id)`,

  `CREATE TABLE password_resets (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     token_hash text NOT NULL UNIQUE,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     used_at timestamptz)`,
  `CREATE INDEX password_resets_player ON password_resets (player_id)`,

  `CREATE TABLE sms_codes (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     phone text NOT NULL,
     code_hash text NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     used_at timestamptz)`,
  `CREATE INDEX sms_codes_player ON sms_codes (player_id)`,

  // secret: the confirmed base32 secret (authenticator on); pending_secret: generated, not yet
  // confirmed. last_used_step: the RFC 6238 time step of the last accepted code (replay guard).
  `CREATE TABLE authenticators (
     player_id bigint PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
     secret text,
     pending_secret text,
     last_used_step bigint NOT NULL DEFAULT 0,
     enabled_at timestamptz,
     updated_at timestamptz NOT NULL DEFAULT now())`,

  `CREATE TABLE favorites (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     type text NOT NULL CHECK (type IN ('casino', 'livecasino')),
     game_id integer NOT NULL CHECK (game_id > 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, type, game_id))`,

  // Fixed-window counters shared by every server on the database: key says what is counted
  // ('login:account:42', 'login:address:10.0.0.1', 'code:42', 'sms:42').
  `CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     window_start timestamptz NOT NULL,
     hits integer NOT NULL)`,

  `CREATE TABLE outbox (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     channel text NOT NULL CHECK (channel IN ('email', 'sms')),
     recipient text NOT NULL,
     subject text NOT NULL DEFAULT '',
     body text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX outbox_recipient ON outbox (recipient, id)`,
];
