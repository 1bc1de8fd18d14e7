/**
 * Less work for each posting, measured on the seamless wallet's hot path (docs/performance.md):
 * a bet or a win posts twice, and PostgreSQL spent most of a call starting the executor for the
 * statements its triggers run.
 */
export const statements = [
  // One unique index each instead of a bitmap of both: a wallet's posting finds its row at the
  // first, a bonus's at the second, the house's at neither.
  `CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM set_config('ledger.posting', 'on', true);
     UPDATE wallets SET balance_kurus = balance_kurus + NEW.amount
     WHERE account_id = NEW.account_id;
     IF NOT FOUND THEN
       UPDATE wallets SET bonus_kurus = bonus_kurus + NEW.amount
       WHERE bonus_account_id = NEW.account_id;
     END IF;
     PERFORM set_config('ledger.posting', 'off', true);
     RETURN NULL;
   END $$`,

  // A balance notice its server sends after the commit (028) does not call the trigger at all.
  `DROP TRIGGER live_balance ON wallets`,
  `CREATE TRIGGER live_balance AFTER UPDATE OF balance_kurus, bonus_kurus ON wallets
     FOR EACH ROW WHEN ((OLD.balance_kurus IS DISTINCT FROM NEW.balance_kurus
       OR OLD.bonus_kurus IS DISTINCT FROM NEW.bonus_kurus)
       AND current_setting('live.balance_later', true) IS DISTINCT FROM 'on')
     EXECUTE FUNCTION live_balance()`,
];
