/**
 * The wallet and the cashier: a double-entry ledger in integer kuruş, the cash transactions
 * (deposits and withdrawals) with their audit trail, payment methods, banks, the players' bank
 * accounts, idempotency keys, the payment provider's sessions and events, operator settings.
 *
 * The database itself keeps the money rules, whatever the code does: postings are append-only,
 * every ledger transaction sums to zero at commit, a wallet's balance moves only with a posting
 * to it (so it always equals the sum of its postings) and never goes below zero.
 */
const HOUSE_ACCOUNTS = [
  'opening_balances',
  'deposits_clearing',
  'withdrawals_held',
  'withdrawals_payable',
  'bank',
];

const appendOnly = (table: string) => [
  `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
  `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
     FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()`,
];

export const statements = [
  // code 'wallet' is a player's wallet (one per player and currency); others are the house's.
  `CREATE TABLE ledger_accounts (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     code text NOT NULL,
     player_id bigint REFERENCES players (id),
     currency text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((code = 'wallet') = (player_id IS NOT NULL)),
     UNIQUE NULLS NOT DISTINCT (code, player_id, currency))`,
  `INSERT INTO ledger_accounts (code, currency)
   SELECT h.code, c.currency FROM (VALUES ${HOUSE_ACCOUNTS.map((code) => `('${code}')`).join(', ')}) h(code)
   CROSS JOIN (SELECT 'TRY' AS currency UNION SELECT currency FROM wallets) c`,
  `ALTER TABLE wallets ADD COLUMN account_id bigint UNIQUE REFERENCES ledger_accounts (id)`,
  `INSERT INTO ledger_accounts (code, player_id, currency)
   SELECT 'wallet', player_id, currency FROM wallets`,
  `UPDATE wallets w SET account_id = a.id FROM ledger_accounts a
   WHERE a.code = 'wallet' AND a.player_id = w.player_id AND a.currency = w.currency`,
  `ALTER TABLE wallets ALTER COLUMN account_id SET NOT NULL`,

  `CREATE TABLE payment_method_groups (
     id integer PRIMARY KEY,
     slug text NOT NULL UNIQUE,
     name_tr text NOT NULL,
     name_en text NOT NULL)`,
  // bankcode: the key of envoy getDepositAmounts; receiver: where bank and cep deposits go.
  `CREATE TABLE payment_methods (
     id integer PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('bank_transfer', 'cep_transfer', 'papara', 'payfix',
       'mefete', 'card', 'qr', 'crypto')),
     group_id integer REFERENCES payment_method_groups (id),
     name_tr text NOT NULL,
     name_en text NOT NULL,
     bankcode text UNIQUE,
     receiver jsonb,
     enabled boolean NOT NULL DEFAULT true,
     sort integer NOT NULL)`,
  // A method is offered in a direction when it has a row here; limits in kuruş, inclusive.
  `CREATE TABLE payment_method_directions (
     method_id integer NOT NULL REFERENCES payment_methods (id),
     direction text NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
     min_kurus bigint NOT NULL CHECK (min_kurus > 0),
     max_kurus bigint NOT NULL,
     fields text[] NOT NULL,
     highlighted boolean NOT NULL DEFAULT false,
     PRIMARY KEY (method_id, direction),
     CHECK (max_kurus >= min_kurus))`,
  `CREATE TABLE payment_favorites (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     method_id integer NOT NULL REFERENCES payment_methods (id),
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, method_id))`,

  // code: the 5-digit bank code inside a Turkish IBAN; type_id 1 deposit banks, 2 participation.
  `CREATE TABLE banks (
     id integer PRIMARY KEY,
     code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]{5}$'),
     name text NOT NULL,
     type_id integer NOT NULL DEFAULT 1)`,
  // Deleted accounts are kept (deleted_at) for the withdrawals that were paid to them.
  `CREATE TABLE bank_accounts (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id),
     bank_id integer NOT NULL REFERENCES banks (id),
     owner text NOT NULL,
     branch text NOT NULL,
     account_number text NOT NULL,
     iban text NOT NULL CHECK (iban ~ '^TR[0-9]{24}$'),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     deleted_at timestamptz)`,
  // One live account per IBAN, whoever holds it.
  `CREATE UNIQUE INDEX bank_accounts_iban ON bank_accounts (iban) WHERE deleted_at IS NULL`,
  `CREATE INDEX bank_accounts_player ON bank_accounts (player_id)`,

  // status: TRANSACTION_STATUS of machines/shared/finance.ts. idempotency_key: the player's key
  // of the request that created it, unique per player, so a retried request cannot create two.
  `CREATE TABLE cash_transactions (
     id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
     player_id bigint NOT NULL REFERENCES players (id),
     direction text NOT NULL CHECK (direction IN ('deposit', 'withdraw')),
     status integer NOT NULL CHECK (status IN (1000, 1001, 1002, 1004, 1005, 1006)),
     amount bigint NOT NULL CHECK (amount > 0),
     currency text NOT NULL,
     method_id integer NOT NULL REFERENCES payment_methods (id),
     bank_account_id bigint REFERENCES bank_accounts (id),
     details jsonb NOT NULL DEFAULT '{}',
     account_label text NOT NULL DEFAULT '',
     reason text NOT NULL DEFAULT '',
     idempotency_key text,
     expires_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (player_id, idempotency_key))`,
  `CREATE INDEX cash_transactions_player ON cash_transactions (player_id, created_at DESC)`,
  `CREATE INDEX cash_transactions_open ON cash_transactions (status, created_at)
     WHERE status IN (1000, 1001)`,
  // Who changed a transaction's status, when and why: player, operator, provider or system.
  `CREATE TABLE cash_transaction_events (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     cash_transaction_id bigint NOT NULL REFERENCES cash_transactions (id),
     from_status integer,
     to_status integer NOT NULL,
     actor text NOT NULL CHECK (actor IN ('player', 'operator', 'provider', 'system')),
     actor_ref text NOT NULL DEFAULT '',
     reason text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX cash_transaction_events_transaction
     ON cash_transaction_events (cash_transaction_id)`,

  `CREATE TABLE ledger_transactions (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     kind text NOT NULL CHECK (kind IN ('opening', 'deposit', 'withdrawal_hold',
       'withdrawal_approve', 'withdrawal_pay', 'withdrawal_release')),
     cash_transaction_id bigint REFERENCES cash_transactions (id),
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE ledger_postings (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
     account_id bigint NOT NULL REFERENCES ledger_accounts (id),
     amount bigint NOT NULL CHECK (amount <> 0),
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX ledger_postings_account ON ledger_postings (account_id)`,
  `CREATE INDEX ledger_postings_transaction ON ledger_postings (ledger_transaction_id)`,

  // Balances that existed before the ledger become opening transactions, so that from here on
  // every wallet's balance is the sum of its postings (the triggers below are not there yet).
  `DO $$ DECLARE w record; t bigint; BEGIN
     FOR w IN SELECT account_id, currency, balance_kurus FROM wallets WHERE balance_kurus <> 0 LOOP
       INSERT INTO ledger_transactions (kind) VALUES ('opening') RETURNING id INTO t;
       INSERT INTO ledger_postings (ledger_transaction_id, account_id, amount)
       SELECT t, w.account_id, w.balance_kurus UNION ALL
       SELECT t, a.id, -w.balance_kurus FROM ledger_accounts a
       WHERE a.code = 'opening_balances' AND a.currency = w.currency;
     END LOOP;
   END $$`,

  `CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$`,
  ...appendOnly('ledger_transactions'),
  ...appendOnly('ledger_postings'),
  ...appendOnly('cash_transaction_events'),

  `CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF (SELECT sum(amount) FROM ledger_postings
         WHERE ledger_transaction_id = NEW.ledger_transaction_id) <> 0 THEN
       RAISE EXCEPTION 'ledger transaction % does not balance', NEW.ledger_transaction_id
         USING ERRCODE = 'check_violation';
     END IF;
     RETURN NULL;
   END $$`,
  // Checked at commit, once every posting of the transaction is in.
  `CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()`,

  // A posting to a wallet moves its balance in the same statement; the CHECK on wallets refuses
  // a balance below zero. The flag lets only this update through the guard below.
  `CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM set_config('ledger.posting', 'on', true);
     UPDATE wallets SET balance_kurus = balance_kurus + NEW.amount
     WHERE account_id = NEW.account_id;
     PERFORM set_config('ledger.posting', 'off', true);
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
     FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting()`,

  // A new wallet starts at 0 with a ledger account of its own; afterwards its balance changes
  // only through ledger_apply_posting.
  `CREATE FUNCTION wallets_guard() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       IF NEW.balance_kurus <> 0 THEN
         RAISE EXCEPTION 'a wallet starts at 0: money arrives through the ledger';
       END IF;
       SELECT id INTO NEW.account_id FROM ledger_accounts
       WHERE code = 'wallet' AND player_id = NEW.player_id AND currency = NEW.currency;
       IF NEW.account_id IS NULL THEN
         INSERT INTO ledger_accounts (code, player_id, currency)
         VALUES ('wallet', NEW.player_id, NEW.currency) RETURNING id INTO NEW.account_id;
       END IF;
     ELSIF NEW.account_id <> OLD.account_id
        OR (NEW.balance_kurus <> OLD.balance_kurus
            AND current_setting('ledger.posting', true) IS DISTINCT FROM 'on') THEN
       RAISE EXCEPTION 'a wallet balance changes only through ledger postings';
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER wallets_guard BEFORE INSERT OR UPDATE ON wallets
     FOR EACH ROW EXECUTE FUNCTION wallets_guard()`,

  // One row: what the operator allows (npm run cashier -- settings).
  `CREATE TABLE cashier_settings (
     id integer PRIMARY KEY CHECK (id = 1),
     withdrawal_cancel boolean NOT NULL DEFAULT false,
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `INSERT INTO cashier_settings (id) VALUES (1)`,

  // fingerprint: sha256 of the request without the key and the authenticator code; reply: the
  // first answer, given again to every retry.
  `CREATE TABLE idempotency_keys (
     player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
     key text NOT NULL,
     fingerprint text NOT NULL,
     reply jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (player_id, key))`,

  // The simulated payment provider: its signing secret (shared by every server on the
  // database), the pages of instant and QR deposits (sha256 of the token only) and the events
  // of its callbacks, each applied once.
  `CREATE TABLE provider_secrets (
     name text PRIMARY KEY,
     secret text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE payment_sessions (
     token_hash text PRIMARY KEY,
     cash_transaction_id bigint NOT NULL UNIQUE REFERENCES cash_transactions (id),
     lang text NOT NULL CHECK (lang IN ('tr', 'en')),
     return_url text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE provider_events (
     event_id text PRIMARY KEY,
     cash_transaction_id bigint NOT NULL REFERENCES cash_transactions (id),
     status text NOT NULL,
     received_at timestamptz NOT NULL DEFAULT now())`,
];
