import * as yup from 'yup';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { readMaintenance, toStatus } from '../maintenance-state.ts';

export const maintenance: ClassMap = {
  /** result false means the site is under maintenance (spec §4); data says until when. */
  check_status: method({
    schema: yup.object({}),
    handler: async ({ db, lang }) => {
      const status = toStatus(await readMaintenance(db), lang);
      return status.status ? refuse('maintenance', status) : ok(status);
    },
  }),
};
