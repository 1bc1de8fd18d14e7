import type { SnapshotFrom } from 'xstate';
import type { Coupon } from '../shared/games.ts';
import type { CashTransaction } from '../shared/finance.ts';
import type { GameRound } from '../shared/history.ts';
import { showMoreSelector } from '../shared/paging.ts';
import { filterChoices } from './filters.ts';
import type { historyMachine } from './history.machine.ts';
import { KINDS, type FilterName } from './kinds.ts';

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
  }));
export const selectOptionsLoading = (s: HistorySnapshot) => s.matches({ options: 'loading' });
export const selectOptionsUnavailable = (s: HistorySnapshot) =>
  s.matches({ options: 'unavailable' });

/** The first page is read (the list is empty meanwhile). */
export const selectIsLoading = (s: HistorySnapshot) => s.matches({ list: 'loading' });
export const selectHasFailed = (s: HistorySnapshot) => s.matches({ list: 'failed' });
export const selectIsLoadingMore = (s: HistorySnapshot) => s.hasTag('loadingMore');
export const selectMoreFailed = (s: HistorySnapshot) => s.matches({ list: 'moreFailed' });
export const selectHasMore = (s: HistorySnapshot) => s.context.rows.length < s.context.total;
export const selectCanShowMore = (s: HistorySnapshot) => s.can({ type: 'history.showMore' });
export const selectShowMore = showMoreSelector(
  selectHasMore,
  selectIsLoadingMore,
  selectMoreFailed,
  selectCanShowMore,
);
/** Spec §8: nothing matches the criteria. */
export const selectIsEmpty = (s: HistorySnapshot) =>
  s.context.rows.length === 0 && s.matches({ list: 'loaded' });

export const selectTransactions = (s: HistorySnapshot) =>
  s.context.rows.filter((row): row is CashTransaction => 'transaction_status' in row);
export const selectRounds = (s: HistorySnapshot) =>
  s.context.rows.filter((row): row is GameRound => 'roundID' in row);
export const selectCoupons = (s: HistorySnapshot) =>
  s.context.rows.filter((row): row is Coupon => 'couponID' in row);

export const selectTotals = (s: HistorySnapshot) => s.context.totals;
export const selectTotalsLoading = (s: HistorySnapshot) => s.matches({ totals: 'loading' });
export const selectTotalsFailed = (s: HistorySnapshot) => s.matches({ totals: 'failed' });

export const selectIsExporting = (s: HistorySnapshot) => s.matches({ exporting: 'busy' });
export const selectExportError = (s: HistorySnapshot) =>
  s.matches({ exporting: 'failed' }) ? s.context.exportError : null;
