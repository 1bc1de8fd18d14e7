/**
 * Bonuses and tournament prizes. Every player gets a bonus account beside the wallet: bonus money
 * is kept apart from cash in the ledger, and wallets.bonus_kurus follows its postings the way
 * balance_kurus follows the wallet's. The operator's offers (seeded from the site's slogans), the
 * promo codes that unlock some of them, the bonuses players hold with their wagering, and an
 * append-only trail of what happened to each bonus (the bonus history).
 *
 * One bonus is active per player at a time: the bonus account holds that bonus's money, and it is
 * emptied (converted to cash, or forfeited to the house) in the same transaction that ends it.
 */
export const statements = [
  `ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_check`,
  `ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_check
     CHECK ((code IN ('wallet', 'bonus')) = (player_id IS NOT NULL))`,
  // bonuses: what bonuses cost the house; tournaments: the prizes it pays.
  `INSERT INTO ledger_accounts (code, currency)
   SELECT h.code, a.currency FROM (VALUES ('bonuses'), ('tournaments')) h(code)
   CROSS JOIN (SELECT currency FROM ledger_accounts WHERE code = 'bank' AND player_id IS NULL) a
   ON CONFLICT DO NOTHING`,

  `ALTER TABLE wallets
     ADD COLUMN bonus_account_id bigint UNIQUE REFERENCES ledger_accounts (id),
     ADD COLUMN bonus_kurus bigint NOT NULL DEFAULT 0 CHECK (bonus_kurus >= 0)`,
  `INSERT INTO ledger_accounts (code, player_id, currency)
   SELECT 'bonus', player_id, currency FROM wallets`,
  `UPDATE wallets w SET bonus_account_id = a.id FROM ledger_accounts a
   WHERE a.code = 'bonus' AND a.player_id = w.player_id AND a.currency = w.currency`,

  `CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM set_config('ledger.posting', 'on', true);
     UPDATE wallets SET
       balance_kurus = balance_kurus
         + CASE WHEN account_id = NEW.account_id THEN NEW.amount ELSE 0 END,
       bonus_kurus = bonus_kurus
         + CASE WHEN bonus_account_id = NEW.account_id THEN NEW.amount ELSE 0 END
     WHERE account_id = NEW.account_id OR bonus_account_id = NEW.account_id;
     PERFORM set_config('ledger.posting', 'off', true);
     RETURN NULL;
   END $$`,

  // A new wallet gets its wallet and bonus accounts; afterwards both balances change only
  // through ledger_apply_posting, and neither account is swapped.
  `CREATE OR REPLACE FUNCTION wallets_guard() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       IF NEW.balance_kurus <> 0 OR NEW.bonus_kurus <> 0 THEN
         RAISE EXCEPTION 'a wallet starts at 0: money arrives through the ledger';
       END IF;
       SELECT id INTO NEW.account_id FROM ledger_accounts
       WHERE code = 'wallet' AND player_id = NEW.player_id AND currency = NEW.currency;
       IF NEW.account_id IS NULL THEN
         INSERT INTO ledger_accounts (code, player_id, currency)
         VALUES ('wallet', NEW.player_id, NEW.currency) RETURNING id INTO NEW.account_id;
       END IF;
       SELECT id INTO NEW.bonus_account_id FROM ledger_accounts
       WHERE code = 'bonus' AND player_id = NEW.player_id AND currency = NEW.currency;
       IF NEW.bonus_account_id IS NULL THEN
         INSERT INTO ledger_accounts (code, player_id, currency)
         VALUES ('bonus', NEW.player_id, NEW.currency) RETURNING id INTO NEW.bonus_account_id;
       END IF;
     ELSIF NEW.account_id <> OLD.account_id
        OR NEW.bonus_account_id <> OLD.bonus_account_id
        OR ((NEW.balance_kurus <> OLD.balance_kurus OR NEW.bonus_kurus <> OLD.bonus_kurus)
            AND current_setting('ledger.posting', true) IS DISTINCT FROM 'on') THEN
       RAISE EXCEPTION 'a wallet balance changes only through ledger postings';
     END IF;
     RETURN NEW;
   END $$`,
  `ALTER TABLE wallets ALTER COLUMN bonus_account_id SET NOT NULL`,

  // trigger: how the offer is earned. first_deposit and deposit are chosen with a deposit and
  // granted when it is credited; claim is granted on the player's claim; losses (the casino
  // discount) pays percent of the net casino losses of the last finished period. Amounts kuruş;
  // max_kurus 0 means no cap; wagering_multiplier 0 pays the bonus as cash. weights: percent of
  // a bet that counts toward wagering per game kind; excluded_games: [{gameType, gameID}], whose
  // bets count nothing and never use bonus money. repeat: how often one player may have it.
  `CREATE TABLE bonus_offers (
     id integer PRIMARY KEY,
     slug text NOT NULL UNIQUE,
     trigger text NOT NULL CHECK (trigger IN ('first_deposit', 'deposit', 'claim', 'losses')),
     title_tr text NOT NULL,
     title_en text NOT NULL,
     summary_tr text NOT NULL,
     summary_en text NOT NULL,
     percent integer NOT NULL DEFAULT 0 CHECK (percent BETWEEN 0 AND 1000),
     fixed_kurus bigint NOT NULL DEFAULT 0 CHECK (fixed_kurus >= 0),
     max_kurus bigint NOT NULL DEFAULT 0 CHECK (max_kurus >= 0),
     min_deposit_kurus bigint NOT NULL DEFAULT 0 CHECK (min_deposit_kurus >= 0),
     wagering_multiplier integer NOT NULL DEFAULT 0 CHECK (wagering_multiplier BETWEEN 0 AND 100),
     expiry_days integer NOT NULL DEFAULT 30 CHECK (expiry_days BETWEEN 1 AND 365),
     max_bet_kurus bigint NOT NULL DEFAULT 0 CHECK (max_bet_kurus >= 0),
     weights jsonb NOT NULL DEFAULT '{"slot": 100, "live": 10, "virtual": 50}',
     excluded_games jsonb NOT NULL DEFAULT '[]',
     excluded_method_ids integer[] NOT NULL DEFAULT '{}',
     repeat text NOT NULL CHECK (repeat IN ('once', 'daily', 'weekly')),
     requires_code boolean NOT NULL DEFAULT false,
     active boolean NOT NULL DEFAULT true,
     sort integer NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((percent > 0) <> (fixed_kurus > 0)))`,

  // Codes are kept upper case; uses counts the players who redeemed it.
  `CREATE TABLE promo_codes (
     code text PRIMARY KEY CHECK (code = upper(code)),
     offer_id integer NOT NULL REFERENCES bonus_offers (id),
     max_uses integer CHECK (max_uses > 0),
     uses integer NOT NULL DEFAULT 0,
     valid_until timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK (max_uses IS NULL OR uses <= max_uses))`,
  // A code a player entered (at registration or later): it unlocks its offer for them.
  `CREATE TABLE player_promo_codes (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     code text NOT NULL REFERENCES promo_codes (code),
     redeemed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, code))`,

  // The terms are copied from the offer at grant, so editing an offer never changes a bonus a
  // player holds. period_key makes repeat hold under races: 'once', a day or a week's first day.
  `CREATE TABLE player_bonuses (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     offer_id integer NOT NULL REFERENCES bonus_offers (id),
     status text NOT NULL CHECK (status IN ('active', 'converted', 'forfeited', 'expired')),
     amount bigint NOT NULL CHECK (amount > 0),
     wagering_required bigint NOT NULL DEFAULT 0 CHECK (wagering_required >= 0),
     wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
     max_bet_kurus bigint NOT NULL DEFAULT 0,
     weights jsonb NOT NULL,
     excluded_games jsonb NOT NULL,
     cash_transaction_id bigint UNIQUE REFERENCES cash_transactions (id),
     period_key text NOT NULL,
     granted_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     ended_at timestamptz,
     UNIQUE (player_id, offer_id, period_key))`,
  `CREATE UNIQUE INDEX player_bonuses_one_active ON player_bonuses (player_id)
     WHERE status = 'active'`,
  `CREATE INDEX player_bonuses_expiry ON player_bonuses (expires_at) WHERE status = 'active'`,

  // The bonus history: amount is the money moved (granted, converted, forfeited, expired) or the
  // stake counted (wagered, after its weight; negative when a rolled-back bet is taken back).
  `CREATE TABLE bonus_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     player_bonus_id bigint NOT NULL REFERENCES player_bonuses (id),
     kind text NOT NULL CHECK (kind IN ('granted', 'wagered', 'converted', 'forfeited',
       'expired')),
     amount bigint NOT NULL,
     game_round_id bigint REFERENCES game_rounds (id),
     reason text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX bonus_events_player ON bonus_events (player_id, created_at, id)`,
  `CREATE TRIGGER bonus_events_append_only BEFORE UPDATE OR DELETE ON bonus_events
     FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,

  // One row: what an active bonus does to a withdrawal (npm run bonus -- settings).
  `CREATE TABLE bonus_settings (
     id integer PRIMARY KEY CHECK (id = 1),
     withdrawal_rule text NOT NULL DEFAULT 'forfeit' CHECK (withdrawal_rule IN ('forfeit',
       'block')),
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `INSERT INTO bonus_settings (id) VALUES (1)`,

  // bonus_bet: the part of the stake that was bonus money, and the bonus it came from.
  `ALTER TABLE game_rounds
     ADD COLUMN bonus_bet bigint NOT NULL DEFAULT 0 CHECK (bonus_bet >= 0),
     ADD COLUMN player_bonus_id bigint REFERENCES player_bonuses (id)`,
  // The bonus a deposit was made with (chosen in the deposit wizard).
  `ALTER TABLE cash_transactions ADD COLUMN bonus_offer_id integer REFERENCES bonus_offers (id)`,

  `ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`,
  `ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
     CHECK (kind IN ('opening', 'deposit', 'withdrawal_hold', 'withdrawal_approve',
       'withdrawal_pay', 'withdrawal_release', 'game_bet', 'game_win', 'game_rollback',
       'bonus_grant', 'bonus_cash', 'bonus_convert', 'bonus_forfeit', 'tournament_prize'))`,
  `ALTER TABLE ledger_transactions
     ADD COLUMN player_bonus_id bigint REFERENCES player_bonuses (id)`,
];
