import { fromPromise } from 'xstate';
import type { FilterOptions } from '../../../machines/history/filters.ts';
import { historyMachine } from '../../../machines/history/history.machine.ts';
import type { FileSaver, FinanceApi, GamesApi, HistoryApi } from '../../../machines/ports.ts';

/**
 * The history machine (every tab) over the ports its pages come from: transactions from
 * FinanceApi, coupons from GamesApi, game rounds, totals, CSV exports and filter lists from
 * HistoryApi; the CSV is saved through the FileSaver.
 */
export function createHistoryImplementations({
  finance,
  games,
  history,
  files,
}: {
  finance: FinanceApi;
  games: GamesApi;
  history: HistoryApi;
  files: FileSaver;
}) {
  return {
    history: historyMachine.provide({
      actions: { saveFile: (_, file) => files.save(file) },
      actors: {
        loadPage: fromPromise(({ input }) => {
          if (input.port === 'transactions') return finance.transactions(input.query);
          if (input.port === 'gameRounds') return history.gameRounds(input.query);
          return games.coupons(input.query);
        }),
        loadTotals: fromPromise(({ input }) => history.totals(input)),
        exportHistory: fromPromise(({ input }) => history.exportCsv(input)),
        loadOptions: fromPromise(async ({ input }) => {
          const lists: Partial<FilterOptions> = {};
          await Promise.all(
            input.map(async (list) => {
              if (list === 'categories') lists.categories = await history.categories();
              if (list === 'subCategories') lists.subCategories = await history.subCategories();
              if (list === 'statuses') lists.statuses = await history.statuses();
            }),
          );
          return lists;
        }),
      },
    }),
  };
}
