/**
 * The common bet and win in one statement from the provider's token (server/wallet/seamless-fast.ts).
 * After 028 a plain call was still two statements: the launch of its token, then the call. The
 * launch's lookup joins three tables, and a statement sent on its own is planned at every call:
 * on PostgreSQL a fifth of the database's time went to planning it. As a function here it is
 * planned once per connection, and the call's statement does both.
 */
export const statements = [
  /*
   * The launch of a page token's sha256. A session must live for balances and bets (as
   * accounts/sessions.ts counts a signed-in one, its limits given in seconds); wins and
   * rollbacks settle rounds already staked on, whatever became of the session.
   */
  `CREATE FUNCTION game_launch(of_token_hash text, session_must_live boolean,
     idle_seconds integer, absolute_seconds integer)
   RETURNS SETOF game_launches LANGUAGE plpgsql STABLE AS $$
   DECLARE
     launch game_launches;
   BEGIN
     SELECT * INTO launch FROM game_launches WHERE token_hash = of_token_hash;
     IF NOT FOUND THEN RETURN; END IF;
     -- Step by step: as one query, a plan made once for every token hashes the whole sessions
     -- table at each call.
     IF session_must_live AND NOT (launch.expires_at > now() AND EXISTS (
         SELECT 1 FROM sessions s JOIN players p ON p.id = s.player_id
         WHERE s.id = launch.session_id AND s.player_id = launch.player_id
           AND s.revoked_at IS NULL AND NOT s.pending AND p.active
           AND s.last_seen > now() - idle_seconds * interval '1 second'
           AND s.created_at > now() - absolute_seconds * interval '1 second')) THEN
       RETURN;
     END IF;
     RETURN NEXT launch;
   END $$`,

  /*
   * What a known transaction id answers again: its first answer, when the same player asks the
   * same thing. NULL leaves the id to the full path (a refusal, or the id is new).
   */
  `CREATE FUNCTION seamless_answer_again(of_transaction text, of_player bigint, print text)
   RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
   BEGIN
     RETURN (SELECT reply FROM seamless_transactions WHERE transaction_id = of_transaction
       AND player_id = of_player AND fingerprint = print);
   END $$`,

  /*
   * A bet from the token: {answer, player, moved}, or NULL having written nothing. A retry of a
   * recorded call is answered again without a lock: its answer is committed and final.
   */
  `CREATE FUNCTION seamless_fast_bet(of_token_hash text, idle_seconds integer,
     absolute_seconds integer, of_currency text, provider_round text, of_transaction text,
     stake bigint, print text, notify_later boolean)
   RETURNS jsonb LANGUAGE plpgsql AS $$
   DECLARE
     launch game_launches;
     answer jsonb;
   BEGIN
     SELECT * INTO launch FROM game_launch(of_token_hash, true, idle_seconds, absolute_seconds);
     IF NOT FOUND THEN RETURN NULL; END IF;
     answer := seamless_answer_again(of_transaction, launch.player_id, print);
     IF answer IS NOT NULL THEN
       RETURN jsonb_build_object('answer', answer, 'player', launch.player_id, 'moved', false);
     END IF;
     answer := seamless_fast_debit(launch.player_id, of_currency, launch.id, launch.kind,
       launch.game_id, launch.game_name, launch.provider_name, provider_round, of_transaction,
       stake, print, notify_later);
     IF answer IS NULL THEN RETURN NULL; END IF;
     RETURN jsonb_build_object('answer', answer, 'player', launch.player_id, 'moved', true);
   END $$`,

  // A win from the token, as the bet above.
  `CREATE FUNCTION seamless_fast_win(of_token_hash text, of_currency text, provider_round text,
     of_transaction text, won bigint, settles boolean, print text, notify_later boolean)
   RETURNS jsonb LANGUAGE plpgsql AS $$
   DECLARE
     launch game_launches;
     answer jsonb;
   BEGIN
     SELECT * INTO launch FROM game_launch(of_token_hash, false, 0, 0);
     IF NOT FOUND THEN RETURN NULL; END IF;
     answer := seamless_answer_again(of_transaction, launch.player_id, print);
     IF answer IS NOT NULL THEN
       RETURN jsonb_build_object('answer', answer, 'player', launch.player_id, 'moved', false);
     END IF;
     answer := seamless_fast_credit(launch.player_id, of_currency, provider_round,
       of_transaction, won, settles, print, notify_later);
     IF answer IS NULL THEN RETURN NULL; END IF;
     RETURN jsonb_build_object('answer', answer, 'player', launch.player_id, 'moved', true);
   END $$`,
];
