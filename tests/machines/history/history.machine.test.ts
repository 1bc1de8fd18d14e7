import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { historyMachine, type HistoryFile } from '../../../machines/history/history.machine.ts';
import {
  selectCoupons,
  selectExportError,
  selectFilters,
  selectList,
  selectPresets,
  selectOptionsUnavailable,
  selectRounds,
  selectTotals,
  selectTotalsFailed,
  selectTransactions,
} from '../../../machines/history/history.selectors.ts';
import {
  selectHasFailed,
  selectIsEmpty,
  selectShowMore,
} from '../../../machines/paging/paged-list.selectors.ts';
import type { PageRequest, HistoryRow } from '../../../machines/history/queries.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import type {
  HistoryExport,
  HistoryKind,
  HistoryQuery,
  HistoryTotals,
} from '../../../machines/shared/history.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { coupon, noRecords } from '../../unit/games/fixtures.ts';
import {
  cashRows,
  categories,
  financeTotals,
  page,
  rounds,
  statuses,
  subCategories,
} from './fixtures.ts';

interface Deferred<T> {
  input: unknown;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Fake ports whose calls wait for the test to answer them. */
function start(kind: HistoryKind, from?: string) {
  const calls = {
    page: [] as Deferred<ListPage<HistoryRow>>[],
    totals: [] as Deferred<HistoryTotals>[],
    options: [] as Deferred<unknown>[],
    export: [] as Deferred<HistoryExport>[],
  };
  const held = <T>(list: Deferred<T>[]) =>
    fromPromise<T, unknown>(
      ({ input }) => new Promise<T>((resolve, reject) => list.push({ input, resolve, reject })),
    );
  const files: HistoryFile[] = [];
  const actor = createActor(
    historyMachine.provide({
      actions: { saveFile: (_, file) => files.push(file) },
      actors: {
        loadPage: held(calls.page) as never,
        loadTotals: held(calls.totals) as never,
        loadOptions: held(calls.options) as never,
        exportHistory: held(calls.export) as never,
      },
    }),
    { input: { kind, from } },
  );
  actor.start();
  return { actor, calls, files };
}

type Actor = ReturnType<typeof start>['actor'];
/** The list the history runs, as its page reads it. */
const list = (actor: Actor) => selectList(actor.getSnapshot());
const listOf = (actor: Actor) => list(actor).getSnapshot();
const showMore = (actor: Actor) => list(actor).send({ type: 'list.showMore' });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('history machine: what each tab asks for', () => {
  it('finance: the last 7 days, no category (deposits and withdrawals), with its lists', async () => {
    const { calls } = start('finance');
    expect(calls.page.map((c) => c.input)).toEqual([
      {
        port: 'transactions',
        query: { limit: 10, offset: 0, startDate: '2026-03-09', endDate: '2026-03-15' },
      } satisfies PageRequest,
    ]);
    expect(calls.totals.map((c) => c.input)).toEqual([
      { kind: 'finance', startDate: '2026-03-09', endDate: '2026-03-15' },
    ]);
    expect(calls.options.map((c) => c.input)).toEqual([
      ['categories', 'subCategories', 'statuses'],
    ]);
  });

  it('bonus: category 4 over the last 30 days, with the sub category list', () => {
    const { calls } = start('bonus');
    expect(calls.page[0]!.input).toEqual({
      port: 'transactions',
      query: {
        limit: 10,
        offset: 0,
        startDate: '2026-02-14',
        endDate: '2026-03-15',
        searchCategory: 4,
      },
    });
    expect(calls.options[0]!.input).toEqual(['subCategories']);
  });

  it('games and bets: their own ports, fixed filters, no lists to load', () => {
    const games = start('games');
    expect(games.calls.page[0]!.input).toEqual({
      port: 'gameRounds',
      query: { limit: 10, offset: 0, startDate: '2026-02-14', endDate: '2026-03-15' },
    });
    expect(games.calls.options).toEqual([]);
    expect(selectFilters(games.actor.getSnapshot()).map((f) => [f.name, f.choices])).toEqual([
      ['gameType', [{ value: 'slot' }, { value: 'live' }, { value: 'virtual' }]],
      ['roundStatus', [{ value: 'open' }, { value: 'settled' }, { value: 'cancelled' }]],
    ]);
    const bets = start('bets');
    expect(bets.calls.page[0]!.input).toEqual({
      port: 'coupons',
      query: { limit: 10, offset: 0, startDate: '2026-02-14', endDate: '2026-03-15' },
    });
  });
});

describe('history machine: a first day from the address', () => {
  it('asks from that day to today, as a custom range (a game session of the reality check)', () => {
    const { actor, calls } = start('games', '2026-03-14');
    expect(calls.page[0]!.input).toEqual({
      port: 'gameRounds',
      query: { limit: 10, offset: 0, startDate: '2026-03-14', endDate: '2026-03-15' },
    });
    expect(actor.getSnapshot().context.preset).toBe('custom');
  });

  it('keeps the default range of the tab for a day it cannot show', () => {
    for (const from of ['2026-03-16', '14.03.2026', '2026-02-30']) {
      const { actor, calls } = start('games', from);
      expect(calls.page[0]!.input).toMatchObject({
        query: { startDate: '2026-02-14', endDate: '2026-03-15' },
      });
      expect(actor.getSnapshot().context.preset).toBe('last30');
    }
    // The sportsbook keeps two years: a first day before that is refused too.
    expect(start('bets', '2020-01-01').actor.getSnapshot().context.preset).toBe('last30');
  });
});

describe('history machine: pages', () => {
  it('lists a page, shows more from the rows loaded, and lists a shifted row once', async () => {
    const { actor, calls } = start('finance');
    calls.page[0]!.resolve(page(cashRows(1, 10), 0, 15));
    await settle();
    expect(selectTransactions(listOf(actor))).toHaveLength(10);
    showMore(actor);
    expect(calls.page[1]!.input).toMatchObject({ query: { offset: 10 } });
    // A new row moved everything by one: the first row of this page was the last of the one before.
    calls.page[1]!.resolve(page(cashRows(10, 6), 10, 16));
    await settle();
    expect(selectTransactions(listOf(actor)).map((r) => r.id)).toEqual(
      cashRows(1, 15).map((r) => r.id),
    );
    expect(selectShowMore(listOf(actor)).canShowMore).toBe(false);
  });

  it('ends the list at an empty page whatever the total said', async () => {
    const { actor, calls } = start('games');
    calls.page[0]!.resolve(page(rounds(1, 10), 0, 30));
    await settle();
    showMore(actor);
    calls.page[1]!.resolve(page([], 10, 30));
    await settle();
    expect(selectRounds(listOf(actor))).toHaveLength(10);
    expect(selectShowMore(listOf(actor)).canShowMore).toBe(false);
  });

  it('empties the list when the server says Kayıt Bulunamadı', async () => {
    const { actor, calls } = start('bonus');
    calls.page[0]!.reject(noRecords);
    await settle();
    expect(selectIsEmpty(listOf(actor))).toBe(true);
    expect(selectHasFailed(listOf(actor))).toBe(false);
  });

  it('retries a failed first page, and keeps the rows when the next page fails', async () => {
    const { actor, calls } = start('bets');
    calls.page[0]!.reject(offline);
    await settle();
    expect(selectHasFailed(listOf(actor))).toBe(true);
    actor.send({ type: 'history.retry' });
    calls.page[1]!.resolve(
      page(
        Array.from({ length: 10 }, (_, i) => coupon(i + 1)),
        0,
        12,
      ),
    );
    await settle();
    showMore(actor);
    calls.page[2]!.reject(offline);
    await settle();
    expect(selectShowMore(listOf(actor)).moreFailed).toBe(true);
    expect(selectCoupons(listOf(actor))).toHaveLength(10);
    showMore(actor);
    expect(calls.page[3]!.input).toMatchObject({ query: { offset: 10 } });
  });
});

describe('history machine: retry', () => {
  it('reads again whatever failed: the list, the totals and the filter lists at once', async () => {
    const { actor, calls } = start('finance');
    calls.page[0]!.reject(offline);
    calls.totals[0]!.reject(offline);
    calls.options[0]!.reject(offline);
    await settle();
    expect(selectHasFailed(listOf(actor))).toBe(true);
    actor.send({ type: 'history.retry' });
    expect([calls.page, calls.totals, calls.options].map((list) => list.length)).toEqual([2, 2, 2]);
  });
});

describe('history machine: range and filters', () => {
  it('a preset starts again from the first page and drops the answer before it', async () => {
    const { actor, calls } = start('finance');
    actor.send({ type: 'history.setPreset', preset: 'yesterday' });
    expect(calls.page[1]!.input).toMatchObject({
      query: { offset: 0, startDate: '2026-03-14', endDate: '2026-03-14' },
    });
    expect(calls.totals[1]!.input).toEqual({
      kind: 'finance',
      startDate: '2026-03-14',
      endDate: '2026-03-14',
    });
    // The last-7-days answer arrives late: it is not listed.
    calls.page[0]!.resolve(page(cashRows(1, 3), 0, 3));
    calls.totals[0]!.resolve(financeTotals);
    await settle();
    expect(selectTransactions(listOf(actor))).toEqual([]);
    expect(selectTotals(actor.getSnapshot())).toBeNull();
    calls.page[1]!.resolve(page(cashRows(7, 1), 0, 1));
    await settle();
    expect(selectTransactions(listOf(actor)).map((r) => r.id)).toEqual([7]);
  });

  it('all time sends no dates, bets too; every tab offers the twelve presets', () => {
    const finance = start('finance');
    finance.actor.send({ type: 'history.setPreset', preset: 'allTime' });
    expect(finance.calls.page[1]!.input).toEqual({
      port: 'transactions',
      query: { limit: 10, offset: 0 },
    });
    const bets = start('bets');
    expect(selectPresets(bets.actor.getSnapshot())).toHaveLength(12);
    bets.actor.send({ type: 'history.setPreset', preset: 'allTime' });
    bets.actor.send({ type: 'history.setPreset', preset: 'last3Weeks' });
    expect(bets.calls.page).toHaveLength(2);
    expect(bets.calls.page[1]!.input).toEqual({
      port: 'coupons',
      query: { limit: 10, offset: 0 },
    });
  });

  it('takes a valid custom range only', () => {
    const { actor, calls } = start('games');
    actor.send({ type: 'history.setCustomRange', from: '2026-03-10', to: '2026-03-01' });
    actor.send({ type: 'history.setCustomRange', from: '2026-03-10', to: '2026-03-16' });
    actor.send({ type: 'history.setCustomRange', from: '2026-02-30', to: '2026-03-01' });
    expect(calls.page).toHaveLength(1);
    actor.send({ type: 'history.setCustomRange', from: '2026-03-01', to: '2026-03-10' });
    expect(actor.getSnapshot().context.preset).toBe('custom');
    expect(calls.page[1]!.input).toMatchObject({
      query: { startDate: '2026-03-01', endDate: '2026-03-10' },
    });
  });

  it('finance filters come from the lists: cash categories, their types, statuses', async () => {
    const { actor, calls } = start('finance');
    // Before the lists arrive there is nothing to choose.
    actor.send({ type: 'history.setFilter', name: 'searchCategory', value: '1' });
    expect(calls.page).toHaveLength(1);
    calls.options[0]!.resolve({ categories, subCategories, statuses });
    await settle();
    const filters = () => selectFilters(actor.getSnapshot());
    expect(filters()[0]!.choices.map((c) => c.value)).toEqual(['1', '3']);
    // A method is a type of deposits and of withdrawals: types wait for the category.
    expect(filters()[1]).toMatchObject({ choices: [], waitsForCategory: true });
    // A notification (1003) is no status of a deposit or withdrawal.
    expect(filters()[2]!.choices.map((c) => c.value)).toEqual(['1000', '1002', '1004']);
    actor.send({ type: 'history.setFilter', name: 'searchCategory', value: '4' });
    actor.send({ type: 'history.setFilter', name: 'gameType', value: 'slot' });
    actor.send({ type: 'history.setFilter', name: 'searchType', value: '301' });
    expect(calls.page).toHaveLength(1);
    actor.send({ type: 'history.setFilter', name: 'searchCategory', value: '3' });
    expect(filters()[1]).toMatchObject({ waitsForCategory: false });
    expect(filters()[1]!.choices.map((c) => c.value)).toEqual(['301']);
    actor.send({ type: 'history.setFilter', name: 'searchType', value: '301' });
    actor.send({ type: 'history.setFilter', name: 'status', value: '1004' });
    expect(calls.page.at(-1)!.input).toMatchObject({ query: { searchType: 301, status: 1004 } });
    // Deposits drop the withdrawal type and offer their own.
    actor.send({ type: 'history.setFilter', name: 'searchCategory', value: '1' });
    expect(calls.totals.at(-1)!.input).toEqual({
      kind: 'finance',
      startDate: '2026-03-09',
      endDate: '2026-03-15',
      searchCategory: 1,
      status: 1004,
    });
    expect(filters()[1]!.choices.map((c) => c.value)).toEqual(['101', '102']);
    actor.send({ type: 'history.setFilter', name: 'status', value: '' });
    expect(calls.page.at(-1)!.input).toEqual({
      port: 'transactions',
      query: {
        limit: 10,
        offset: 0,
        startDate: '2026-03-09',
        endDate: '2026-03-15',
        searchCategory: 1,
      },
    });
    // The lists are read once; a new filter or range does not ask for them again.
    expect(calls.options).toHaveLength(1);
  });

  it('filter lists that fail leave the list working and can be asked for again', async () => {
    const { actor, calls } = start('bonus');
    calls.options[0]!.reject(offline);
    await settle();
    expect(selectOptionsUnavailable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.retry' });
    calls.options[1]!.resolve({ subCategories });
    await settle();
    expect(selectFilters(actor.getSnapshot())[0]!.choices).toHaveLength(5);
  });

  it('bonus filters on the kind of event: the types of category 4 only', async () => {
    const { actor, calls } = start('bonus');
    calls.options[0]!.resolve({ subCategories });
    await settle();
    const filters = selectFilters(actor.getSnapshot());
    expect(filters.map((f) => f.name)).toEqual(['searchType']);
    expect(filters[0]!.choices).toEqual([
      { value: '401', name: 'Bonus verildi' },
      { value: '402', name: 'Çevrim' },
      { value: '403', name: 'Nakde çevrildi' },
      { value: '404', name: 'Bonus iptal edildi' },
      { value: '405', name: 'Süresi doldu' },
    ]);
    // A deposit type or a status is not a bonus filter.
    actor.send({ type: 'history.setFilter', name: 'searchType', value: '101' });
    actor.send({ type: 'history.setFilter', name: 'status', value: '1002' });
    expect(calls.page).toHaveLength(1);
    actor.send({ type: 'history.setFilter', name: 'searchType', value: '403' });
    expect(calls.page[1]!.input).toEqual({
      port: 'transactions',
      query: {
        limit: 10,
        offset: 0,
        startDate: '2026-02-14',
        endDate: '2026-03-15',
        searchCategory: 4,
        searchType: 403,
      },
    });
    expect(calls.totals[1]!.input).toEqual({
      kind: 'bonus',
      startDate: '2026-02-14',
      endDate: '2026-03-15',
      searchType: 403,
    });
  });

  it('bets filter open or settled coupons on the server', () => {
    const { actor, calls } = start('bets');
    actor.send({ type: 'history.setFilter', name: 'couponState', value: 'settled' });
    expect(calls.page[1]!.input).toMatchObject({ query: { couponState: 'settled' } });
    expect(calls.totals[1]!.input).toMatchObject({ kind: 'bets', couponState: 'settled' });
  });
});

describe('history machine: totals and export', () => {
  it('shows totals, zero when nothing matches, and retries them', async () => {
    const { actor, calls } = start('finance');
    calls.totals[0]!.reject(offline);
    await settle();
    expect(selectTotalsFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.retry' });
    calls.totals[1]!.resolve(financeTotals);
    await settle();
    expect(selectTotals(actor.getSnapshot())).toEqual(financeTotals);
    actor.send({ type: 'history.setPreset', preset: 'today' });
    calls.totals[2]!.reject(noRecords);
    await settle();
    expect(selectTotals(actor.getSnapshot())).toEqual({ count: 0, sums: [] });
  });

  it('exports the current query and hands the file over as an event', async () => {
    const { actor, calls, files } = start('games');
    actor.send({ type: 'history.setFilter', name: 'gameType', value: 'live' });
    actor.send({ type: 'history.export' });
    expect(calls.export[0]!.input).toEqual({
      kind: 'games',
      startDate: '2026-02-14',
      endDate: '2026-03-15',
      gameType: 'live',
    } satisfies HistoryQuery);
    calls.export[0]!.resolve({ filename: 'oyun.csv', content: 'a;b\n', rows: 1 });
    await waitFor(actor, (s) => s.matches({ exporting: 'idle' }));
    expect(files).toEqual([
      { filename: 'oyun.csv', content: 'a;b\n', type: 'text/csv;charset=utf-8' },
    ]);
  });

  it('says why an export failed: the server’s refusal, else its own message', async () => {
    const { actor, calls, files } = start('finance');
    actor.send({ type: 'history.export' });
    calls.export[0]!.reject(apiError('Çok fazla satır'));
    await settle();
    expect(selectExportError(actor.getSnapshot())).toBe('Çok fazla satır');
    actor.send({ type: 'history.export' });
    expect(selectExportError(actor.getSnapshot())).toBeNull();
    calls.export[1]!.reject(offline);
    await settle();
    expect(selectExportError(actor.getSnapshot())).toBe('history.exportFailed');
    expect(files).toEqual([]);
  });
});
