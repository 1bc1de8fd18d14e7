import type { HistoryApi } from '../ports.ts';
import { assertEvent, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { ListPage } from '../shared/games.ts';
import type { DatePreset, HistoryKind, HistoryQuery, HistoryTotals } from '../shared/history.ts';
import { errorOf } from '../shared/api-errors.ts';
import { now } from '../shared/clock.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { isNoRecordsError } from '../games/coupons.ts';
import { pagedListMachine, providedActor, type PageWindow } from '../paging/paged-list.machine.ts';
import {
  dayOf,
  isDatePreset,
  isValidCustomRange,
  presetRange,
  type CustomRangeValues,
  type DateRange,
} from './date-ranges.ts';
import {
  chooseFilter,
  NO_OPTIONS,
  optionsFor,
  sameFilters,
  type FilterOptions,
} from './filters.ts';
import { KINDS, type OptionList } from './kinds.ts';
import {
  HISTORY_PAGING,
  pageRequest,
  type HistoryFilters,
  type HistoryRow,
  type PageRequest,
} from './queries.ts';

export interface HistoryInput {
  kind: HistoryKind;
  /** A first day the address asks for (YYYY-MM-DD), e.g. a game session's: from it to today. */
  from?: string;
}

export interface HistoryContext {
  kind: HistoryKind;
  preset: DatePreset | 'custom';
  /** The range's dates, fixed when it was chosen so every page, total and export ask the same. */
  range: DateRange;
  filters: HistoryFilters;
  options: FilterOptions;
  /** The sums of the range and filters; null until they arrive. */
  totals: HistoryTotals | null;
  /** Why the last export failed: the server's message or a message id. */
  exportError: string | null;
}

export type HistoryEvent =
  | { type: 'history.setPreset'; preset: string }
  | { type: 'history.setCustomRange'; from: string; to: string }
  /** value '' chooses all. */
  | { type: 'history.setFilter'; name: string; value: string }
  /** Whatever failed is read again: the list, the totals, the filter lists. */
  | { type: 'history.retry' }
  | { type: 'history.export' }
  /** Raised by the machine when the range or a filter changed: the totals start again. */
  | { type: 'history.restart' };

export interface HistoryFile {
  filename: string;
  content: string;
  type: string;
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

export const queryOf = (context: HistoryContext): HistoryQuery => ({
  kind: context.kind,
  ...context.range,
  ...context.filters,
});

/** The range `from` asks for, from that day to today, when the tab may show it; else none. */
function rangeFrom({ kind, from }: HistoryInput, at: number): DateRange | null {
  if (from === undefined) return null;
  const today = dayOf(at);
  return isValidCustomRange({ from, to: today }, today, KINDS[kind].maxDays)
    ? { startDate: from, endDate: today }
    : null;
}

const EMPTY_TOTALS: HistoryTotals = { count: 0, sums: [] };

/** A refusal's own message; anything else (offline, 5xx) the site's. */
function exportFailureOf(error: unknown): string {
  const refused =
    typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'refused';
  const message = error instanceof Error ? error.message.trim() : '';
  return refused && message !== '' ? message : 'history.exportFailed';
}

/** A page of the list, asked of the port its tab's rows come from. */
const requestOf = (query: HistoryQuery, { offset }: PageWindow) => pageRequest(query, offset);

/**
 * One tab of the history area (spec §2, §9): finance, bonus, game rounds or sports coupons of a
 * date range (a §9 preset or a custom range) and the tab's filters, in pages of 10 with 'show
 * more' (its child `list`, the paged list over `loadPage`), the totals of the whole range beside
 * them, and a CSV of it made by the server. Per-kind differences (default preset, filters, how a
 * page is asked) are data in kinds.ts and queries.ts. Regions: the filter lists (finance and bonus load them), the list, the totals and
 * the export, which hands the file to the site's file saver (saveFile).
 */
export const historyMachine = setup({
  types: {
    input: {} as HistoryInput,
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    children: {} as { list: 'pagedList' },
  },
  actors: {
    loadPage: fromPromise<ListPage<HistoryRow>, PageRequest>(notProvided('loadPage')),
    loadTotals: notProvidedPort<HistoryApi['totals']>('loadTotals'),
    loadOptions: fromPromise<Partial<FilterOptions>, readonly OptionList[]>(
      notProvided('loadOptions'),
    ),
    exportHistory: notProvidedPort<HistoryApi['exportCsv']>('exportHistory'),
    pagedList: pagedListMachine,
  },
  guards: {
    hasOptionLists: ({ context }) => KINDS[context.kind].optionLists.length > 0,
    // Choosing what is chosen already asks nothing again (a select does not send it either).
    isOfferedPreset: ({ context, event }) =>
      event.type === 'history.setPreset' &&
      event.preset !== context.preset &&
      isDatePreset(event.preset) &&
      KINDS[context.kind].presets.includes(event.preset),
    isValidCustomRange: ({ context, event }) =>
      event.type === 'history.setCustomRange' &&
      (event.from !== context.range.startDate || event.to !== context.range.endDate) &&
      isValidCustomRange(event, dayOf(now()), KINDS[context.kind].maxDays),
    isOfferedFilter: ({ context, event }) => {
      if (event.type !== 'history.setFilter') return false;
      const next = chooseFilter(
        context.kind,
        context.filters,
        context.options,
        event.name,
        event.value,
      );
      return next !== null && !sameFilters(next, context.filters);
    },
    isNoRecords: (_, error: unknown) => isNoRecordsError(error),
  },
  actions: {
    choosePreset: assign(({ event }) => {
      assertEvent(event, 'history.setPreset');
      const preset = event.preset as DatePreset;
      return { preset, range: presetRange(preset, now()) };
    }),
    chooseCustomRange: assign(({ event }) => {
      assertEvent(event, 'history.setCustomRange');
      const { from, to }: CustomRangeValues = event;
      return { preset: 'custom' as const, range: { startDate: from, endDate: to } };
    }),
    chooseFilter: assign(({ context, event }) => {
      assertEvent(event, 'history.setFilter');
      return {
        filters: chooseFilter(
          context.kind,
          context.filters,
          context.options,
          event.name,
          event.value,
        )!,
      };
    }),
    setOptions: assign(({ context }, lists: Partial<FilterOptions>) => ({
      options: optionsFor(context.kind, lists),
    })),
    clearTotals: assign({ totals: null }),
    setTotals: assign((_, totals: HistoryTotals) => ({ totals })),
    clearExportError: assign({ exportError: null }),
    storeExportError: assign((_, error: unknown) => ({ exportError: exportFailureOf(error) })),
    // The list and the totals start again; the calls before them are stopped.
    restart: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('list', { type: 'list.reload', query: queryOf(context) });
      enqueue.raise({ type: 'history.restart' });
    }),
    retryList: sendTo('list', { type: 'list.retry' as const }),
    // The site saves the file (its FileSaver port): the download.
    saveFile: (_, _file: HistoryFile) => notProvided('history.saveFile')(),
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => {
    const preset = KINDS[input.kind].defaultPreset;
    const asked = rangeFrom(input, now());
    return {
      kind: input.kind,
      preset: asked ? 'custom' : preset,
      range: asked ?? presetRange(preset, now()),
      filters: {},
      options: NO_OPTIONS,
      totals: null,
      exportError: null,
    };
  },
  type: 'parallel',
  on: {
    'history.setPreset': { guard: 'isOfferedPreset', actions: ['choosePreset', 'restart'] },
    'history.setCustomRange': {
      guard: 'isValidCustomRange',
      actions: ['chooseCustomRange', 'restart'],
    },
    'history.setFilter': { guard: 'isOfferedFilter', actions: ['chooseFilter', 'restart'] },
  },
  states: {
    options: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasOptionLists', target: 'loading' }, { target: 'ready' }],
        },
        loading: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            input: ({ context }) => KINDS[context.kind].optionLists,
            onDone: {
              target: 'ready',
              actions: { type: 'setOptions', params: ({ event }) => event.output },
            },
            onError: 'unavailable',
          },
        },
        ready: {},
        // The list works without its filters; they can be asked for again.
        unavailable: {
          on: { 'history.retry': 'loading' },
        },
      },
    },
    // The list reads its pages itself; a retry reaches it here, beside the regions that failed.
    list: {
      invoke: {
        id: 'list',
        src: 'pagedList',
        input: ({ self, context }) => ({
          ...HISTORY_PAGING,
          loadPage: providedActor(self, 'loadPage'),
          query: queryOf(context),
          requestOf,
          endsList: isNoRecordsError,
        }),
      },
      on: { 'history.retry': { actions: 'retryList' } },
    },
    totals: {
      initial: 'loading',
      // The region's own transition to its child leaves and enters that child even when it is
      // there already, and leaves the other regions alone (a reentering one would restart the
      // whole parallel state).
      on: { 'history.restart': '.loading' },
      states: {
        loading: {
          entry: 'clearTotals',
          invoke: {
            id: 'loadTotals',
            src: 'loadTotals',
            input: ({ context }) => queryOf(context),
            onDone: {
              target: 'ready',
              actions: { type: 'setTotals', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'isNoRecords', params: errorOf },
                target: 'ready',
                actions: { type: 'setTotals', params: EMPTY_TOTALS },
              },
              { target: 'failed' },
            ],
          },
        },
        ready: {},
        failed: {
          on: { 'history.retry': 'loading' },
        },
      },
    },
    exporting: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'history.export': 'busy' },
        },
        busy: {
          entry: 'clearExportError',
          invoke: {
            id: 'exportHistory',
            src: 'exportHistory',
            input: ({ context }) => queryOf(context),
            onDone: {
              target: 'idle',
              actions: {
                type: 'saveFile',
                params: ({ event }) => ({
                  filename: event.output.filename,
                  content: event.output.content,
                  type: CSV_TYPE,
                }),
              },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeExportError', params: errorOf },
            },
          },
        },
        failed: {
          on: { 'history.export': 'busy' },
        },
      },
    },
  },
});
