import { useEffect, useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { historyMachine } from '../../../machines/history/history.machine.ts';
import type { FilterOptions } from '../../../machines/history/filters.ts';
import type { FinanceApi, GamesApi, HistoryApi } from '../../../machines/ports.ts';
import type { HistoryKind } from '../../../machines/shared/history.ts';
import { useRuntime } from '../../app/app-context.tsx';

const HistoryActor = createActorContext(historyMachine);

/** The history's actors over the runtime's ports; each page request goes to the port it names. */
function provideHistory(finance: FinanceApi, games: GamesApi, history: HistoryApi) {
  return historyMachine.provide({
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
  });
}

/** Hands the CSV the machine emits to the runtime's file saver (the download). */
function HistoryDownloads({ children }: { children: ReactNode }) {
  const actor = HistoryActor.useActorRef();
  const { files } = useRuntime();
  useEffect(() => {
    const subscription = actor.on('file.ready', ({ file }) => files.save(file));
    return () => subscription.unsubscribe();
  }, [actor, files]);
  return children;
}

/** Runs one history tab's actor. */
export function HistoryProvider({ kind, children }: { kind: HistoryKind; children: ReactNode }) {
  const { finance, games, history, inspect } = useRuntime();
  const logic = useMemo(() => provideHistory(finance, games, history), [finance, games, history]);
  return (
    <HistoryActor.Provider logic={logic} options={{ input: { kind }, inspect }}>
      <HistoryDownloads>{children}</HistoryDownloads>
    </HistoryActor.Provider>
  );
}

export const useHistorySelector = HistoryActor.useSelector;

/** The events the history sends, as named functions. */
export function useHistoryEvents() {
  const actor = HistoryActor.useActorRef();
  return useMemo(
    () => ({
      setPreset: (preset: string) => actor.send({ type: 'history.setPreset', preset }),
      setCustomRange: (from: string, to: string) =>
        actor.send({ type: 'history.setCustomRange', from, to }),
      setFilter: (name: string, value: string) =>
        actor.send({ type: 'history.setFilter', name, value }),
      showMore: () => actor.send({ type: 'history.showMore' }),
      retry: () => actor.send({ type: 'history.retry' }),
      exportCsv: () => actor.send({ type: 'history.export' }),
    }),
    [actor],
  );
}
