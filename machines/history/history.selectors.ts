import type { SnapshotFrom } from 'xstate';
import type { Coupon } from '../shared/games.ts';
import type { CashTransaction } from '../shared/finance.ts';
import type { GameRound } from '../shared/history.ts';
import type { PagedListRef, PagedListSnapshot } from '../paging/paged-list.selectors.ts';
import { filterChoices, typeWaitsForCategory } from './filters.ts';
import type { historyMachine } from './history.machine.ts';
import { KINDS, type FilterName } from './kinds.ts';
import type { HistoryRow } from './queries.ts';

type HistorySnapshot = SnapshotFrom<typeof historyMachine>;

export const selectKind = (s: HistorySnapshot) => s.context.kind;
export const selectPreset = (s: HistorySnapshot) => s.context.preset;
export const selectPresets = (s: HistorySnapshot) => KINDS[s.context.kind].presets;
export const selectRange = (s: HistorySnapshot) => s.context.range;
export const selectMaxDays = (s: HistorySnapshot) => KINDS[s.context.kind].maxDays;

/** The filters this tab offers, each with its choices now and what is chosen ('' for all). */
export const selectFilters = (s: HistorySnapshot) =>
  KINDS[s.context.kind].filters.map((name: FilterName) => ({
    name,
    value: s.context.filters[name] === undefined ? '' : String(s.context.filters[name]),
    choices: filterChoices(name, s.context.options, s.context.filters),
    waitsForCategory: typeWaitsForCategory(name, s.context.options, s.context.filters),
  }));
export const selectOptionsLoading = (s: HistorySnapshot) => s.matches({ options: 'loading' });
export const selectOptionsUnavailable = (s: HistorySnapshot) =>
  s.matches({ options: 'unavailable' });

/** The rows of the range and filters: a child for the machine's whole life. */
export const selectList = (s: HistorySnapshot) => s.children.list as PagedListRef;

const rowsOf = (list: PagedListSnapshot) => list.context.rows as HistoryRow[];
export const selectTransactions = (list: PagedListSnapshot) =>
  rowsOf(list).filter((row): row is CashTransaction => 'transaction_status' in row);
export const selectRounds = (list: PagedListSnapshot) =>
  rowsOf(list).filter((row): row is GameRound => 'roundID' in row);
export const selectCoupons = (list: PagedListSnapshot) =>
  rowsOf(list).filter((row): row is Coupon => 'couponID' in row);

export const selectTotals = (s: HistorySnapshot) => s.context.totals;
export const selectTotalsLoading = (s: HistorySnapshot) => s.matches({ totals: 'loading' });
export const selectTotalsFailed = (s: HistorySnapshot) => s.matches({ totals: 'failed' });

export const selectIsExporting = (s: HistorySnapshot) => s.matches({ exporting: 'busy' });
export const selectExportError = (s: HistorySnapshot) =>
  s.matches({ exporting: 'failed' }) ? s.context.exportError : null;
