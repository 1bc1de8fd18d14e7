/**
 * What the inbox does when a deposit or withdrawal changes status, inside the change's own
 * database transaction: the player is told, and a credited deposit may earn a lottery ticket.
 */
import { TRANSACTION_STATUS } from '../../machines/shared/finance.ts';
import type { Db } from '../db/driver.ts';
import type { CashRow } from '../cashier/cash-row.ts';
import { notifyCashStatus } from './notifications.ts';
import { awardTicket } from './tickets.ts';

export async function afterCashChange(tx: Db, row: CashRow): Promise<void> {
  await notifyCashStatus(tx, row);
  if (row.direction === 'deposit' && row.status === TRANSACTION_STATUS.completed) {
    await awardTicket(tx, row);
  }
}
