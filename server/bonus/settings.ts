import type { WithdrawalRule } from '../../machines/shared/bonus.ts';
import type { Db } from '../db/driver.ts';

/** What an active bonus does to a withdrawal (npm run bonus -- settings). */
export async function readWithdrawalRule(db: Db): Promise<WithdrawalRule> {
  const [row] = await db.query<{ rule: WithdrawalRule }>(
    'SELECT withdrawal_rule AS rule FROM bonus_settings WHERE id = 1',
  );
  return row?.rule ?? 'forfeit';
}

export async function writeWithdrawalRule(db: Db, rule: WithdrawalRule): Promise<WithdrawalRule> {
  const [row] = await db.query<{ rule: WithdrawalRule }>(
    `UPDATE bonus_settings SET withdrawal_rule = $1, updated_at = now() WHERE id = 1
     RETURNING withdrawal_rule AS rule`,
    [rule],
  );
  return row!.rule;
}
