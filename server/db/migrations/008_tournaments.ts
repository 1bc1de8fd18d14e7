/**
 * Tournament leaderboards: each tournament's rule, the games whose rounds count and its prize
 * table (seeded from server/content/extras.ts, keyed by the tournament id of migration 001), and
 * what concluding it wrote: the final standings with the prize each place was paid.
 */
export const statements = [
  // kind: how a round earns points (machines/shared/tournaments.ts). Amounts kuruş.
  `CREATE TABLE tournament_rules (
     tournament_id integer PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('stake', 'multiplier', 'wins')),
     stake_per_point bigint NOT NULL DEFAULT 0 CHECK (stake_per_point >= 0),
     min_bet bigint NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
     CHECK ((kind = 'stake') = (stake_per_point > 0)))`,
  `CREATE TABLE tournament_games (
     tournament_id integer NOT NULL REFERENCES tournament_rules (tournament_id),
     game_type text NOT NULL CHECK (game_type IN ('slot', 'live', 'virtual')),
     game_id integer NOT NULL,
     PRIMARY KEY (tournament_id, game_type, game_id))`,
  // Ranks from_rank..to_rank each win amount; the seed keeps the sum within the prize pool.
  `CREATE TABLE tournament_prizes (
     tournament_id integer NOT NULL REFERENCES tournament_rules (tournament_id),
     from_rank integer NOT NULL CHECK (from_rank >= 1),
     to_rank integer NOT NULL,
     amount bigint NOT NULL CHECK (amount > 0),
     PRIMARY KEY (tournament_id, from_rank),
     CHECK (to_rank >= from_rank))`,

  // One row per concluded tournament: the primary key lets exactly one server conclude it, the
  // others wait for its transaction and then find it done.
  `CREATE TABLE tournament_conclusions (
     tournament_id integer PRIMARY KEY REFERENCES tournament_rules (tournament_id),
     participants integer NOT NULL,
     concluded_at timestamptz NOT NULL DEFAULT now())`,
  // The final standings (the places shown and every paid one); a prize's ledger transaction.
  `CREATE TABLE tournament_standings (
     tournament_id integer NOT NULL REFERENCES tournament_conclusions (tournament_id),
     rank integer NOT NULL CHECK (rank >= 1),
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     points bigint NOT NULL,
     prize bigint NOT NULL DEFAULT 0 CHECK (prize >= 0),
     ledger_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
     PRIMARY KEY (tournament_id, rank),
     UNIQUE (tournament_id, player_id),
     CHECK ((prize > 0) = (ledger_transaction_id IS NOT NULL)))`,

  // A board reads the settled rounds of a few games within a window: this index answers it
  // without touching the table.
  `CREATE INDEX game_rounds_tournament ON game_rounds (game_id, game_type, created_at)
     INCLUDE (player_id, bet, win, id) WHERE status = 'settled'`,
];
