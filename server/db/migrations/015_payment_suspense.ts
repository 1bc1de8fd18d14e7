/**
 * Payments a provider reports that fit no deposit's state (paid after the page expired or was
 * declined, paid twice, another amount): the money is the platform's to hold, in the house
 * account `suspense`, until an operator credits it to the player or refunds it.
 */
export const statements = [
  `INSERT INTO ledger_accounts (code, currency)
   SELECT 'suspense', currency FROM ledger_accounts WHERE code = 'bank' AND player_id IS NULL
   ON CONFLICT DO NOTHING`,
  `ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`,
  `ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
     CHECK (kind IN ('opening', 'deposit', 'withdrawal_hold', 'withdrawal_approve',
       'withdrawal_pay', 'withdrawal_release', 'game_bet', 'game_win', 'game_rollback',
       'bonus_grant', 'bonus_cash', 'bonus_convert', 'bonus_forfeit', 'tournament_prize',
       'suspense_in', 'suspense_credit', 'suspense_refund'))`,
  // One row per provider event parked; resolved once, by a named operator, with a reason.
  `CREATE TABLE payment_suspense (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     event_id text NOT NULL UNIQUE REFERENCES provider_events (event_id),
     cash_transaction_id bigint NOT NULL REFERENCES cash_transactions (id),
     player_id bigint NOT NULL REFERENCES players (id),
     amount bigint NOT NULL CHECK (amount > 0),
     why text NOT NULL,
     status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'credited', 'refunded')),
     received_at timestamptz NOT NULL DEFAULT now(),
     resolved_at timestamptz,
     resolved_by text,
     note text NOT NULL DEFAULT '')`,
  `CREATE INDEX payment_suspense_open ON payment_suspense (id) WHERE status = 'open'`,
];
