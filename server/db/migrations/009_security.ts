/**
 * Account hardening: the addresses each player has signed in from (a ceiling on failed logins
 * spares them), growing delays after failed logins per account and address, and one confirmed
 * owner per phone number.
 */
export const statements = [
  `CREATE TABLE login_addresses (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     ip text NOT NULL,
     last_login_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, ip))`,

  // failures: failed logins in a row of key ('login:pair:42:10.0.0.1'); each one past the free
  // ones doubles the wait after the last (server/accounts/login-limits.ts).
  `CREATE TABLE login_backoffs (
     key text PRIMARY KEY,
     failures integer NOT NULL,
     last_failure_at timestamptz NOT NULL)`,

  // A number confirmed on two accounts before this migration stays confirmed on the first only.
  `UPDATE players p SET phone_confirmed_at = NULL, two_factor = 'none'
   WHERE p.phone_confirmed_at IS NOT NULL AND EXISTS (
     SELECT 1 FROM players q WHERE q.phone = p.phone AND q.phone_confirmed_at IS NOT NULL
       AND (q.phone_confirmed_at < p.phone_confirmed_at
         OR (q.phone_confirmed_at = p.phone_confirmed_at AND q.id < p.id)))`,
  `CREATE UNIQUE INDEX players_confirmed_phone ON players (phone)
   WHERE phone_confirmed_at IS NOT NULL`,
];
