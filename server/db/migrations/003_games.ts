/**
 * The game catalogue (classes casino, livecasino, virtualgames), the launches of the demo game
 * pages and the sports coupons of betframe. Search columns hold names folded by
 * machines/shared/search-text.ts, so a search compares folded text with folded text.
 */
export const statements = [
  // outage: how the provider fails a launch, like a real outage ('error': 'Internal Server
  // Error', 'no_url': an empty url, 'maintenance': a translated refusal); null when it works.
  `CREATE TABLE game_providers (
     id integer PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('slot', 'live', 'virtual')),
     name text NOT NULL,
     status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'preview')),
     outage text CHECK (outage IN ('error', 'no_url', 'maintenance')),
     sort integer NOT NULL)`,
  `CREATE INDEX game_providers_kind ON game_providers (kind, sort)`,

  `CREATE TABLE game_categories (
     id integer PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('slot', 'live')),
     slug text NOT NULL,
     name_tr text NOT NULL,
     name_en text NOT NULL,
     sort integer NOT NULL,
     UNIQUE (kind, slug))`,

  // popularity: 1 is the most played; rtp in hundredths of a percent (9650 = 96.5 %).
  `CREATE TABLE slot_games (
     id integer PRIMARY KEY,
     provider_id integer NOT NULL REFERENCES game_providers (id),
     name text NOT NULL,
     search_name text NOT NULL,
     rtp integer NOT NULL CHECK (rtp BETWEEN 8000 AND 9999),
     has_jackpot boolean NOT NULL,
     popularity integer NOT NULL)`,
  `CREATE INDEX slot_games_popularity ON slot_games (popularity)`,
  `CREATE INDEX slot_games_provider ON slot_games (provider_id, popularity)`,
  // Serves searches that start at the beginning of the name; others scan the folded column.
  `CREATE INDEX slot_games_search ON slot_games (search_name text_pattern_ops)`,

  `CREATE TABLE category_games (
     category_id integer NOT NULL REFERENCES game_categories (id),
     game_id integer NOT NULL REFERENCES slot_games (id),
     position integer NOT NULL,
     PRIMARY KEY (category_id, game_id))`,
  `CREATE INDEX category_games_position ON category_games (category_id, position)`,
  `CREATE INDEX category_games_game ON category_games (game_id)`,

  // category_id: the table's type (roulette, blackjack …); other categories list it through
  // category_tables (its type category too, so every category filters the same way).
  `CREATE TABLE live_tables (
     id integer PRIMARY KEY,
     provider_id integer NOT NULL REFERENCES game_providers (id),
     category_id integer NOT NULL REFERENCES game_categories (id),
     name text NOT NULL,
     search_name text NOT NULL,
     min_bet bigint NOT NULL CHECK (min_bet > 0),
     max_bet bigint NOT NULL CHECK (max_bet >= min_bet),
     open boolean NOT NULL,
     popularity integer NOT NULL)`,
  `CREATE INDEX live_tables_popularity ON live_tables (popularity)`,
  `CREATE INDEX live_tables_provider ON live_tables (provider_id, popularity)`,

  `CREATE TABLE category_tables (
     category_id integer NOT NULL REFERENCES game_categories (id),
     table_id integer NOT NULL REFERENCES live_tables (id),
     position integer NOT NULL,
     PRIMARY KEY (category_id, table_id))`,
  `CREATE INDEX category_tables_position ON category_tables (category_id, position)`,

  // token_hash: sha256 (hex) of the random token in the page address. game_id is a slot game,
  // a live table or, for 'virtual', the provider; variant the virtual type ('' when none).
  `CREATE TABLE game_launches (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     token_hash text NOT NULL UNIQUE,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('slot', 'live', 'virtual')),
     game_id integer NOT NULL,
     variant text NOT NULL DEFAULT '',
     mobile boolean NOT NULL DEFAULT false,
     lang text NOT NULL CHECK (lang IN ('tr', 'en')),
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL)`,
  `CREATE INDEX game_launches_player ON game_launches (player_id, id)`,

  // Odds in hundredths (235 = 2.35), amounts in kuruş; selections as JSON (CouponSelection[]).
  `CREATE TABLE coupons (
     id text PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL,
     status text NOT NULL CHECK (status IN ('open', 'won', 'lost', 'cancelled', 'cashout')),
     stake bigint NOT NULL CHECK (stake > 0),
     total_odds integer NOT NULL CHECK (total_odds >= 100),
     potential_win bigint NOT NULL,
     payout bigint NOT NULL CHECK (payout >= 0),
     selections jsonb NOT NULL)`,
  `CREATE INDEX coupons_player ON coupons (player_id, created_at)`,
];
