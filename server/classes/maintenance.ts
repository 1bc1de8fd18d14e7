import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { readMaintenance, toStatus } from '../maintenance-state.ts';

const { maintenance: MAINTENANCE } = CONTRACT;

export const maintenance = {
  /** result false means the site is under maintenance (spec §4); data says until when. */
  check_status: method(MAINTENANCE.check_status, {
    handler: async ({ db, lang }) => {
      const status = toStatus(await readMaintenance(db), lang);
      return status.status ? refuse('maintenance', status) : ok(status);
    },
  }),
} satisfies ClassOf<'maintenance'>;
