import type { Lang, MaintenanceStatus } from '../machines/shared/contract.ts';
import type { Db } from './db/driver.ts';
import { watched } from './db/watched.ts';
import { t } from './messages.ts';

/** The stored flag; message is the operator's own notice, null for the standard one. */
export interface MaintenanceFlag {
  status: boolean;
  message: string | null;
  expectedEnd: string | null;
}

interface Row {
  status: boolean;
  message: string | null;
  expected_end: Date | null;
}

/**
 * The flag as committed. Every call asks for it: on PostgreSQL it is read each time, so every
 * server on one database sees a change at once; the embedded database tells of each change, and
 * the flag is held in between.
 */
export const readMaintenance = watched('maintenance', async (db): Promise<MaintenanceFlag> => {
  const [row] = await db.query<Row>(
    'SELECT status, message, expected_end FROM maintenance WHERE id = 1',
  );
  return {
    status: row?.status ?? false,
    message: row?.message ?? null,
    expectedEnd: row?.expected_end?.toISOString() ?? null,
  };
});

/** Switching off clears the notice and the expected end. */
export async function writeMaintenance(db: Db, flag: MaintenanceFlag): Promise<MaintenanceFlag> {
  const on = flag.status;
  await db.query(
    `UPDATE maintenance SET status = $1, message = $2, expected_end = $3, updated_at = now()
     WHERE id = 1`,
    [on, on ? flag.message : null, on ? flag.expectedEnd : null],
  );
  return readMaintenance(db);
}

/** The contract's view of the flag, with the standard notice in lang when the operator gave none. */
export function toStatus(flag: MaintenanceFlag, lang: Lang): MaintenanceStatus {
  if (!flag.status) return { status: false, message: '', expectedEnd: null };
  return {
    status: true,
    message: flag.message ?? t('maintenanceNotice', lang),
    expectedEnd: flag.expectedEnd,
  };
}
