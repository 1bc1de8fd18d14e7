/**
 * The history chart as the model of the history tabs: ranges, filters, totals and the export,
 * answered every way. Its pages are the paged list's (tests/model/paging): here the list reads
 * its first page once, and a new range or filter reads it again.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { historyMachine } from '../../../machines/history/history.machine.ts';
import type { HistoryExport, HistoryKind } from '../../../machines/shared/history.ts';
import { offline } from '../../fixtures/auth.ts';
import {
  bonusRows,
  cashRows,
  categories,
  financeTotals,
  page,
  rounds,
  statuses,
  subCategories,
} from '../../machines/history/fixtures.ts';
import { coupons, noRecords } from '../../unit/games/fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof historyMachine>;

/** Per tab: its first rows (ten of twelve) and the filter a player picks. */
export const TABS = {
  finance: {
    first: page(cashRows(1, 10), 0, 12),
    filter: { name: 'searchCategory', value: '3', label: 'İşlem', option: 'Para Çekme' },
  },
  bonus: {
    first: page(bonusRows(1, 10), 0, 12),
    filter: { name: 'searchType', value: '403', label: 'Tür', option: 'Nakde çevrildi' },
  },
  games: {
    first: page(rounds(1, 10), 0, 12),
    filter: { name: 'gameType', value: 'live', label: 'Oyun türü', option: 'Canlı casino' },
  },
  bets: {
    first: page(coupons(1, 10), 0, 12),
    filter: { name: 'couponState', value: 'open', label: 'Durum', option: 'Açık kuponlar' },
  },
} as const;

export const csv: HistoryExport = {
  filename: 'gecmis.csv',
  content: '\uFEFFTarih;Tutar\n',
  rows: 12,
};
const CUSTOM = { from: '2026-03-01', to: '2026-03-10' };

const eventsOf = (kind: HistoryKind): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadOptions', output: { categories, subCategories, statuses } },
  { type: 'xstate.error.actor.loadOptions', error: offline },
  { type: 'xstate.done.actor.loadTotals', output: financeTotals },
  { type: 'xstate.error.actor.loadTotals', error: offline },
  { type: 'xstate.error.actor.loadTotals', error: noRecords },
  { type: 'xstate.done.actor.exportHistory', output: csv },
  { type: 'xstate.error.actor.exportHistory', error: offline },
  { type: 'history.setPreset', preset: 'yesterday' },
  { type: 'history.setPreset', preset: 'last90' },
  { type: 'history.setCustomRange', ...CUSTOM },
  { type: 'history.setFilter', name: TABS[kind].filter.name, value: TABS[kind].filter.value },
  { type: 'history.retry' },
  { type: 'history.export' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.preset,
    c.range,
    c.filters,
    c.options.statuses.length,
    c.totals?.count ?? null,
    c.exportError,
  ]);
};

/** 'Try again' is on the page where something failed (the list, read apart, never fails here). */
const offers = (s: AnyMachineSnapshot, event: AnyEventObject) =>
  event.type !== 'history.retry' ||
  s.matches({ options: 'unavailable' }) ||
  s.matches({ totals: 'failed' });

const pathsOf = (kind: HistoryKind, maxSteps: number) =>
  transitionCover(historyMachine, {
    inputs: [{ kind }],
    events: eventsOf(kind),
    serialize,
    offers,
    maxSteps,
  }).map((path) => ({ kind, path }));

export const paths = [
  ...pathsOf('finance', 40),
  ...(['bonus', 'games', 'bets'] as const).map((kind) => pathsOf(kind, 30)[0]!),
];

export default {
  machine: historyMachine,
  paths: paths.map(({ path }) => path),
} satisfies MachineModel;
