import * as yup from 'yup';
import {
  COUPON_STATES,
  GAME_KINDS,
  HISTORY_KINDS,
  ROUND_STATUSES,
} from '../../machines/shared/history.ts';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { exportHistory, EXPORT_ROW_LIMIT } from '../history/export.ts';
import { calendarDate, invertedRangeRefusal } from '../history/date-schemas.ts';
import { historyTotals } from '../history/totals.ts';
import { t } from '../messages.ts';

const INT_MAX = 2_147_483_647;

/** HistoryQuery: a tab and its filters, the same the tab's list is asked with. */
const historyQuerySchema = yup.object({
  kind: yup.string().required().oneOf(HISTORY_KINDS),
  startDate: calendarDate(),
  endDate: calendarDate(),
  searchCategory: yup.number().integer().min(0).max(INT_MAX),
  searchType: yup.number().integer().min(0).max(INT_MAX),
  status: yup.number().integer().min(0).max(INT_MAX),
  gameType: yup.string().oneOf(GAME_KINDS),
  roundStatus: yup.string().oneOf(ROUND_STATUSES),
  couponState: yup.string().oneOf(COUPON_STATES),
});

/** finance history_totals and export_history (beyond spec §7), for every history tab. */
export const historyMethods: ClassMap = {
  /** Count and sums over the whole filtered range (HistoryTotals). */
  history_totals: method({
    schema: historyQuerySchema,
    auth: true,
    handler: async ({ data, db, player }) => {
      const inverted = invertedRangeRefusal(data);
      if (inverted) return inverted;
      return ok(await historyTotals(db, player.id, data));
    },
  }),

  /** The CSV of the whole filtered range in the player's language (HistoryExport). */
  export_history: method({
    schema: historyQuerySchema,
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      const inverted = invertedRangeRefusal(data);
      if (inverted) return inverted;
      const file = await exportHistory(db, player.id, data, lang);
      if (file === 'tooLarge') {
        return refuse({ text: t('exportTooLarge', lang, { limit: EXPORT_ROW_LIMIT }) });
      }
      return ok(file);
    },
  }),
};
