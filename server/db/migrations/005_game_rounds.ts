/**
 * Games played for the real balance: launches bound to the player's session, with the names and
 * the site's origin as they were at launch; the house account games are staked against; the
 * rounds of the game history; the seamless-wallet transactions (each applied once); and the demo
 * provider's own state of a round that spans several calls (a crash game's flight).
 */
export const statements = [
  // session_id: the launch works only while this session lives (logout ends it).
  `ALTER TABLE game_launches
     ADD COLUMN session_id bigint REFERENCES sessions (id) ON DELETE SET NULL,
     ADD COLUMN game_name text NOT NULL DEFAULT '',
     ADD COLUMN provider_name text NOT NULL DEFAULT '',
     ADD COLUMN site_origin text NOT NULL DEFAULT ''`,

  `INSERT INTO ledger_accounts (code, currency)
   SELECT 'games', currency FROM ledger_accounts WHERE code = 'bank' AND player_id IS NULL
   ON CONFLICT DO NOTHING`,

  // Names are snapshotted when the round is played. A provider round id is unique per player:
  // the same id from another player's game is another round. A cancelled round keeps its bet.
  `CREATE TABLE game_rounds (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     launch_id bigint REFERENCES game_launches (id),
     provider_round_id text NOT NULL,
     game_type text CHECK (game_type IN ('slot', 'live', 'virtual')),
     game_id integer NOT NULL,
     game_name text NOT NULL,
     provider_name text NOT NULL,
     bet bigint NOT NULL DEFAULT 0,
     win bigint NOT NULL DEFAULT 0,
     status text NOT NULL CHECK (status IN ('open', 'settled', 'cancelled')),
     created_at timestamptz NOT NULL DEFAULT now(),
     settled_at timestamptz,
     UNIQUE (player_id, provider_round_id))`,
  `CREATE INDEX game_rounds_player ON game_rounds (player_id, created_at)`,

  `ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`,
  `ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
     CHECK (kind IN ('opening', 'deposit', 'withdrawal_hold', 'withdrawal_approve',
       'withdrawal_pay', 'withdrawal_release', 'game_bet', 'game_win', 'game_rollback'))`,
  `ALTER TABLE ledger_transactions ADD COLUMN game_round_id bigint REFERENCES game_rounds (id)`,

  // transaction_id: the provider's; fingerprint: sha256 of what the call asked, so a retry gets
  // the first reply and another call with the same id is refused. A rollback of a debit not seen
  // yet leaves a row for that debit (rolled_back, no fingerprint): the late debit is refused.
  `CREATE TABLE seamless_transactions (
     transaction_id text PRIMARY KEY,
     action text NOT NULL CHECK (action IN ('debit', 'credit', 'rollback')),
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     round_id bigint REFERENCES game_rounds (id),
     amount bigint NOT NULL CHECK (amount >= 0),
     fingerprint text NOT NULL,
     reply jsonb NOT NULL,
     rolled_back boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX seamless_transactions_round ON seamless_transactions (round_id)`,

  // The demo provider's rounds that wait for the player (a crash game's flight): what was drawn
  // at bet time stays on the server.
  `CREATE TABLE provider_rounds (
     round_id text PRIMARY KEY,
     launch_id bigint NOT NULL REFERENCES game_launches (id) ON DELETE CASCADE,
     state jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     finished_at timestamptz)`,
  `CREATE INDEX provider_rounds_open ON provider_rounds (launch_id) WHERE finished_at IS NULL`,
];
