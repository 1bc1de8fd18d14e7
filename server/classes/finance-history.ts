import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { exportHistory, EXPORT_ROW_LIMIT } from '../history/export.ts';
import { invertedRangeRefusal } from '../history/date-schemas.ts';
import { historyTotals } from '../history/totals.ts';
import { t } from '../messages.ts';

const { finance: FINANCE } = CONTRACT;

/** finance history_totals and export_history (beyond spec §7), for every history tab. */
export const historyMethods = {
  /** Count and sums over the whole filtered range (HistoryTotals). */
  history_totals: method(FINANCE.history_totals, {
    auth: true,
    handler: async ({ data, db, player }) => {
      const inverted = invertedRangeRefusal(data);
      if (inverted) return inverted;
      return ok(await historyTotals(db, player.id, data));
    },
  }),

  /** The CSV of the whole filtered range in the player's language (HistoryExport). */
  export_history: method(FINANCE.export_history, {
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
} satisfies Pick<ClassOf<'finance'>, 'history_totals' | 'export_history'>;
