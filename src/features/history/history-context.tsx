import type { ReactNode } from 'react';
import { historyMachine } from '../../../machines/history/history.machine.ts';
import type { HistoryKind } from '../../../machines/shared/history.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createHistoryImplementations } from './history-implementations.ts';

const HistoryActor = createMachineContext(historyMachine, {
  id: 'history',
  provide: (runtime) => createHistoryImplementations(runtime).history,
  events: (actor) => ({
    setPreset: (preset: string) => actor.send({ type: 'history.setPreset', preset }),
    setCustomRange: (from: string, to: string) =>
      actor.send({ type: 'history.setCustomRange', from, to }),
    setFilter: (name: string, value: string) =>
      actor.send({ type: 'history.setFilter', name, value }),
    retry: () => actor.send({ type: 'history.retry' }),
    exportCsv: () => actor.send({ type: 'history.export' }),
  }),
});

/** Runs one history tab's actor, from the first day the address asks for if any. */
export function HistoryProvider({
  kind,
  from,
  children,
}: {
  kind: HistoryKind;
  from?: string;
  children: ReactNode;
}) {
  return <HistoryActor.Provider input={{ kind, from }}>{children}</HistoryActor.Provider>;
}

export const useHistorySelector = HistoryActor.useSelector;

/** The events the history sends, as named functions. */
export const useHistoryEvents = HistoryActor.useEvents;
