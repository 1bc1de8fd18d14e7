import type { Db } from '../db/driver.ts';

/** What the operator allows (npm run cashier -- settings). */
export interface CashierSettings {
  /** Whether a player may cancel a pending withdrawal (off by default). */
  withdrawalCancel: boolean;
}

export async function readSettings(db: Db): Promise<CashierSettings> {
  const [row] = await db.query<CashierSettings>(
    'SELECT withdrawal_cancel AS "withdrawalCancel" FROM cashier_settings WHERE id = 1',
  );
  return row ?? { withdrawalCancel: false };
}

export async function writeSettings(db: Db, change: CashierSettings): Promise<CashierSettings> {
  const [row] = await db.query<CashierSettings>(
    `UPDATE cashier_settings SET withdrawal_cancel = $1, updated_at = now() WHERE id = 1
     RETURNING withdrawal_cancel AS "withdrawalCancel"`,
    [change.withdrawalCancel],
  );
  return row!;
}
