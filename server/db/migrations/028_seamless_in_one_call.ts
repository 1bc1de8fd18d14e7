/**
 * The seamless wallet's common bet and win in one statement (server/wallet/seamless-fast.ts).
 * A bet used to be 14 statements in 2 transactions, each a round trip from the server; at a game
 * provider's peak the round trips, not the work, set the pace. Each write a seamless call makes
 * is now a function here, called one at a time by the full path and together by the fast one,
 * so both write the same rows.
 *
 * A balance notice (023) is a NOTIFY, and PostgreSQL lets one notifying transaction commit at a
 * time: every bet of every player queued behind it. A transaction that sets
 * `live.balance_later` leaves the notice to its server, which sends it after the commit.
 */
export const statements = [
  // PL/pgSQL throughout: PostgreSQL 15 plans a LANGUAGE sql function's statements at every call,
  // PL/pgSQL once per connection.
  `CREATE FUNCTION house_account(house_code text, in_currency text) RETURNS bigint
   LANGUAGE plpgsql STABLE AS $$
   BEGIN
     RETURN (SELECT id FROM ledger_accounts
       WHERE code = house_code AND player_id IS NULL AND currency = in_currency);
   END $$`,

  // One balanced ledger transaction between two accounts: answers its id.
  `CREATE FUNCTION ledger_transfer(move_kind text, from_account bigint, to_account bigint,
     kurus bigint, cash_transaction bigint, game_round bigint, player_bonus bigint,
     happened_at timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
   DECLARE
     moved bigint;
     stamp timestamptz := COALESCE(happened_at, now());
   BEGIN
     INSERT INTO ledger_transactions (kind, cash_transaction_id, game_round_id, player_bonus_id,
       created_at)
     VALUES (move_kind, cash_transaction, game_round, player_bonus, stamp)
     RETURNING id INTO moved;
     INSERT INTO ledger_postings (ledger_transaction_id, account_id, amount, created_at)
     VALUES (moved, from_account, -kurus, stamp), (moved, to_account, kurus, stamp);
     RETURN moved;
   END $$`,

  // A new open round without stake yet.
  `CREATE FUNCTION game_round_open(of_player bigint, of_launch bigint, provider_round text,
     of_game_type text, of_game integer, of_game_name text, of_provider_name text,
     happened_at timestamptz) RETURNS game_rounds LANGUAGE plpgsql AS $$
   DECLARE
     opened game_rounds;
   BEGIN
     INSERT INTO game_rounds (player_id, launch_id, provider_round_id, game_type, game_id,
       game_name, provider_name, status, created_at)
     VALUES (of_player, of_launch, provider_round, of_game_type, of_game, of_game_name,
       of_provider_name, 'open', COALESCE(happened_at, now()))
     RETURNING * INTO opened;
     RETURN opened;
   END $$`,

  // Adds to a round's bet (and its bonus part) or win; settles settles it.
  `CREATE FUNCTION game_round_add(of_round bigint, more_bet bigint, more_win bigint,
     settles boolean, happened_at timestamptz, more_bonus_bet bigint, of_bonus bigint)
   RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE game_rounds SET bet = bet + more_bet, win = win + more_win,
       status = CASE WHEN settles THEN 'settled' ELSE status END,
       settled_at = CASE WHEN settles THEN COALESCE(happened_at, now()) ELSE settled_at END,
       bonus_bet = bonus_bet + more_bonus_bet, player_bonus_id = COALESCE(player_bonus_id, of_bonus)
     WHERE id = of_round;
   END $$`,

  // Keeps a call's answer for its transaction id: false when the id is taken already.
  `CREATE FUNCTION seamless_record(of_transaction text, of_action text, of_player bigint,
     of_round bigint, kurus bigint, print text, answer jsonb, was_rolled_back boolean,
     happened_at timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO seamless_transactions (transaction_id, action, player_id, round_id, amount,
       fingerprint, reply, rolled_back, created_at)
     VALUES (of_transaction, of_action, of_player, of_round, kurus, print, answer,
       was_rolled_back, COALESCE(happened_at, now()))
     ON CONFLICT DO NOTHING;
     RETURN FOUND;
   END $$`,

  `CREATE OR REPLACE FUNCTION live_balance() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF current_setting('live.balance_later', true) = 'on' THEN RETURN NULL; END IF;
     PERFORM pg_notify('live', (jsonb_build_object('schema', TG_TABLE_SCHEMA)
       || jsonb_build_object('kind', 'balance', 'player', NEW.player_id))::text);
     RETURN NULL;
   END $$`,

  /*
   * The player's wallet, locked as the full path locks it (player, then wallet), when a call
   * with this transaction id may go the fast way: the id is new, and the player has no active
   * bonus and no bonus money. NULL otherwise.
   */
  `CREATE FUNCTION seamless_plain_wallet(of_player bigint, of_currency text, of_transaction text)
   RETURNS wallets LANGUAGE plpgsql AS $$
   DECLARE
     wallet wallets;
   BEGIN
     PERFORM 1 FROM players WHERE id = of_player FOR UPDATE;
     SELECT * INTO wallet FROM wallets
     WHERE player_id = of_player AND currency = of_currency FOR UPDATE;
     IF NOT FOUND OR wallet.bonus_kurus <> 0
        OR EXISTS (SELECT 1 FROM seamless_transactions WHERE transaction_id = of_transaction)
        OR EXISTS (SELECT 1 FROM player_bonuses WHERE player_id = of_player AND status = 'active')
     THEN
       RETURN NULL;
     END IF;
     RETURN wallet;
   END $$`,

  // The answer of a call taken the fast way, kept for its transaction id.
  `CREATE FUNCTION seamless_fast_answer(of_transaction text, of_action text, of_player bigint,
     of_round bigint, kurus bigint, print text, of_currency text, playable bigint)
   RETURNS jsonb LANGUAGE plpgsql AS $$
   DECLARE
     answer jsonb := jsonb_build_object('ok', true, 'balance', playable,
       'currency', of_currency, 'transactionId', of_transaction);
   BEGIN
     IF NOT seamless_record(of_transaction, of_action, of_player, of_round, kurus, print, answer,
         false, NULL) THEN
       RAISE EXCEPTION 'transaction id % taken meanwhile', of_transaction
         USING ERRCODE = 'unique_violation';
     END IF;
     RETURN answer;
   END $$`,

  /*
   * A bet the full path would take without a question: besides the above, no protection on
   * record that could refuse a bet (closure, reality check, a loss, wager or play time limit),
   * cash for the stake, a new or open round. Anything else answers NULL having written nothing,
   * and the full path decides.
   */
  `CREATE FUNCTION seamless_fast_debit(of_player bigint, of_currency text, of_launch bigint,
     of_game_type text, of_game integer, of_game_name text, of_provider_name text,
     provider_round text, of_transaction text, stake bigint, print text, notify_later boolean)
   RETURNS jsonb LANGUAGE plpgsql AS $$
   DECLARE
     wallet wallets := seamless_plain_wallet(of_player, of_currency, of_transaction);
     game_round record;
   BEGIN
     IF wallet IS NULL OR wallet.balance_kurus < stake
        OR EXISTS (SELECT 1 FROM player_protection WHERE player_id = of_player
          AND (reality_check_minutes IS NOT NULL OR timeout_until IS NOT NULL
            OR excluded_at IS NOT NULL))
        OR EXISTS (SELECT 1 FROM player_limits WHERE player_id = of_player AND kind <> 'deposit')
     THEN
       RETURN NULL;
     END IF;
     SELECT id, status INTO game_round FROM game_rounds
     WHERE player_id = of_player AND provider_round_id = provider_round;
     IF NOT FOUND THEN
       SELECT id, status INTO game_round FROM game_round_open(of_player, of_launch, provider_round,
         of_game_type, of_game, of_game_name, of_provider_name, NULL);
     ELSIF game_round.status <> 'open' THEN
       RETURN NULL;
     END IF;
     IF notify_later THEN PERFORM set_config('live.balance_later', 'on', true); END IF;
     PERFORM ledger_transfer('game_bet', wallet.account_id, house_account('games', of_currency),
       stake, NULL, game_round.id, NULL, NULL);
     PERFORM game_round_add(game_round.id, stake, 0, false, NULL, 0, NULL);
     RETURN seamless_fast_answer(of_transaction, 'debit', of_player, game_round.id, stake, print,
       of_currency, wallet.balance_kurus - stake);
   END $$`,

  /*
   * A win the full path would take without a question: besides the wallet's conditions, an open
   * round staked with cash only. Anything else answers NULL.
   */
  `CREATE FUNCTION seamless_fast_credit(of_player bigint, of_currency text, provider_round text,
     of_transaction text, won bigint, settles boolean, print text, notify_later boolean)
   RETURNS jsonb LANGUAGE plpgsql AS $$
   DECLARE
     wallet wallets := seamless_plain_wallet(of_player, of_currency, of_transaction);
     game_round record;
   BEGIN
     IF wallet IS NULL THEN RETURN NULL; END IF;
     SELECT id, status, bonus_bet INTO game_round FROM game_rounds
     WHERE player_id = of_player AND provider_round_id = provider_round;
     IF NOT FOUND OR game_round.status <> 'open' OR game_round.bonus_bet <> 0 THEN
       RETURN NULL;
     END IF;
     IF notify_later THEN PERFORM set_config('live.balance_later', 'on', true); END IF;
     IF won > 0 THEN
       PERFORM ledger_transfer('game_win', house_account('games', of_currency),
         wallet.account_id, won, NULL, game_round.id, NULL, NULL);
     END IF;
     PERFORM game_round_add(game_round.id, 0, won, settles, NULL, 0, NULL);
     RETURN seamless_fast_answer(of_transaction, 'credit', of_player, game_round.id, won, print,
       of_currency, wallet.balance_kurus + won);
   END $$`,
];
