import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { gameListMachine, type GameListFilter } from '../../../machines/games/game-list.machine.ts';
import {
  sameBodyView,
  selectBodyView,
  selectCanLoadMore,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearchTooShort,
  selectSearchInput,
  selectShownSearch,
  selectTiles,
  selectTotal,
} from '../../../machines/games/game-list.selectors.ts';
import { controlledLoader, tilePage, tilesOf } from '../../fixtures/lobby.ts';
import { appDouble } from '../app-double.ts';

const settle = () => vi.advanceTimersByTimeAsync(0);

function start(filter: GameListFilter = { categoryID: 27 }, pageSize?: number, search?: string) {
  const loader = controlledLoader();
  const { app, told } = appDouble();
  const actor = createActor(
    gameListMachine.provide({
      actors: { loadPage: loader.logic, itemRemovals: fromCallback(() => undefined) },
    }),
    { input: { filter, pageSize, search }, parent: app },
  ).start();
  return { actor, loader, told, snapshot: () => actor.getSnapshot() };
}

/** A list whose first page of 48 out of `total` has arrived. */
async function loaded(total = 100) {
  const list = start();
  list.loader.last().resolve(tilePage(tilesOf(Math.min(48, total)), total));
  await settle();
  return list;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('gameList machine: pages', () => {
  it('asks for the first 48 games of its filter, then shows them with the total', async () => {
    const { loader, snapshot } = start({ providerID: 7 });
    expect(selectIsLoadingFirstPage(snapshot())).toBe(true);
    expect(loader.calls.map((c) => c.query)).toEqual([{ providerID: 7, limit: 48, offset: 0 }]);
    loader.last().resolve(tilePage(tilesOf(48), 100));
    await settle();
    expect(snapshot().value).toBe('ready');
    expect(selectTiles(snapshot())).toHaveLength(48);
    expect(selectTotal(snapshot())).toBe(100);
    expect(selectCanLoadMore(snapshot())).toBe(true);
  });

  it('hands its body one view of a snapshot, which changes only when something drawn does', async () => {
    const { actor, loader, snapshot } = start();
    const loading = selectBodyView(snapshot());
    expect(loading).toMatchObject({ isLoadingFirstPage: true, tiles: [], total: 0 });
    loader.last().resolve(tilePage(tilesOf(48), 100));
    await settle();
    const ready = selectBodyView(snapshot());
    expect(ready).toMatchObject({ isLoadingFirstPage: false, total: 100, canLoadMore: true });
    expect(ready.tiles).toHaveLength(48);
    expect(sameBodyView(loading, ready)).toBe(false);
    actor.send({ type: 'list.search', text: 'x' });
    expect(sameBodyView(ready, selectBodyView(snapshot()))).toBe(true);
    actor.send({ type: 'list.loadMore' });
    expect(selectBodyView(snapshot())).toMatchObject({ isLoadingMore: true, canLoadMore: false });
  });

  it('uses the page size it is given (the favourites page asks for 100)', () => {
    const { loader } = start({ favorites: true }, 100);
    expect(loader.last().query).toEqual({ favorites: true, limit: 100, offset: 0 });
  });

  it('appends the next page and ends when the total is reached', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.loadMore' });
    expect(selectIsLoadingMore(snapshot())).toBe(true);
    expect(selectCanLoadMore(snapshot())).toBe(false);
    expect(loader.last().query).toEqual({ categoryID: 27, limit: 48, offset: 48 });
    loader.last().resolve(tilePage(tilesOf(48, 49), 100, 48));
    await settle();
    expect(snapshot().value).toBe('ready');
    actor.send({ type: 'list.loadMore' });
    expect(loader.last().query.offset).toBe(96);
    loader.last().resolve(tilePage(tilesOf(4, 97), 100, 96));
    await settle();
    expect(snapshot().value).toBe('end');
    expect(selectTiles(snapshot()).map((t) => t.id)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(selectCanLoadMore(snapshot())).toBe(false);
    actor.send({ type: 'list.loadMore' });
    expect(loader.calls).toHaveLength(3);
  });

  it('ends on a first page that holds every game', async () => {
    const { snapshot } = await loaded(12);
    expect(snapshot().value).toBe('end');
    expect(selectIsEmpty(snapshot())).toBe(false);
  });

  it('ends on an empty page even when the total promises more', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.loadMore' });
    loader.last().resolve(tilePage([], 100, 48));
    await settle();
    expect(snapshot().value).toBe('end');
    expect(selectTiles(snapshot())).toHaveLength(48);
  });

  it('says so when nothing matches', async () => {
    const { loader, snapshot } = start();
    loader.last().resolve(tilePage([], 0));
    await settle();
    expect(selectIsEmpty(snapshot())).toBe(true);
  });

  it('retries a failed first page from the start', async () => {
    const { actor, loader, snapshot } = start();
    loader.last().reject(new Error('offline'));
    await settle();
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(selectIsEmpty(snapshot())).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(selectIsLoadingFirstPage(snapshot())).toBe(true);
    expect(loader.last().query.offset).toBe(0);
    loader.last().resolve(tilePage(tilesOf(48), 100));
    await settle();
    expect(snapshot().value).toBe('ready');
  });

  it('keeps the games shown when a later page fails, and retries that page', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.loadMore' });
    loader.last().reject(new Error('offline'));
    await settle();
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(selectTiles(snapshot())).toHaveLength(48);
    expect(selectCanLoadMore(snapshot())).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(selectIsLoadingMore(snapshot())).toBe(true);
    expect(loader.last().query.offset).toBe(48);
  });

  it('removes a game that left the list and counts it out of the total', async () => {
    const { actor, snapshot } = await loaded(100);
    actor.send({ type: 'list.itemRemoved', id: 5 });
    expect(selectTiles(snapshot()).map((t) => t.id)).not.toContain(5);
    expect(selectTotal(snapshot())).toBe(99);
    actor.send({ type: 'list.itemRemoved', id: 5000 });
    expect(selectTotal(snapshot())).toBe(99);
  });

  it('a new filter starts over and drops the answer of the old one', async () => {
    const { actor, loader, snapshot } = start({ categoryID: 27 });
    const old = loader.last();
    actor.send({ type: 'list.setFilter', filter: { providerID: 3 } });
    expect(loader.last().query).toEqual({ providerID: 3, limit: 48, offset: 0 });
    old.resolve(tilePage(tilesOf(48), 100));
    await settle();
    expect(selectIsLoadingFirstPage(snapshot())).toBe(true);
    expect(selectTiles(snapshot())).toEqual([]);
    loader.last().resolve(tilePage(tilesOf(3, 500), 3));
    await settle();
    expect(selectTiles(snapshot()).map((t) => t.id)).toEqual([500, 501, 502]);
  });
});

describe('gameList machine: search', () => {
  it('sends nothing for 1 or 2 characters and keeps the games shown, more of them on request', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: ' ab ' });
    expect(selectIsSearchTooShort(snapshot())).toBe(true);
    expect(selectSearchInput(snapshot())).toBe(' ab ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(loader.calls).toHaveLength(1);
    expect(selectTiles(snapshot())).toHaveLength(48);
    expect(selectCanLoadMore(snapshot())).toBe(true);
  });

  it('waits 300 ms after the last key, then asks for the first page of hits', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: 'swe' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'list.search', text: 'swee' });
    await vi.advanceTimersByTimeAsync(299);
    expect(loader.calls).toHaveLength(1);
    expect(selectTiles(snapshot())).toHaveLength(48);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.calls).toHaveLength(2);
    expect(loader.last().query).toEqual({
      categoryID: 27,
      limit: 48,
      offset: 0,
      searchGameName: 'swee',
    });
    expect(selectIsLoadingFirstPage(snapshot())).toBe(true);
    loader.last().resolve(tilePage(tilesOf(2, 900), 2));
    await settle();
    expect(selectShownSearch(snapshot())).toBe('swee');
    expect(selectTiles(snapshot()).map((t) => t.id)).toEqual([900, 901]);
  });

  it('pages through the hits with the search kept', async () => {
    const { actor, loader } = await loaded(100);
    actor.send({ type: 'list.search', text: '  sweet  ' });
    await vi.advanceTimersByTimeAsync(300);
    expect(loader.last().query.searchGameName).toBe('sweet');
    loader.last().resolve(tilePage(tilesOf(48), 60));
    await settle();
    actor.send({ type: 'list.loadMore' });
    expect(loader.last().query).toMatchObject({ searchGameName: 'sweet', offset: 48 });
  });

  it('a newer search drops the answer of the older one', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: 'aaa' });
    await vi.advanceTimersByTimeAsync(300);
    const older = loader.last();
    actor.send({ type: 'list.search', text: 'bbb' });
    older.resolve(tilePage(tilesOf(1, 111), 1));
    await settle();
    expect(selectTiles(snapshot()).map((t) => t.id)).not.toContain(111);
    await vi.advanceTimersByTimeAsync(300);
    loader.last().resolve(tilePage(tilesOf(1, 222), 1));
    await settle();
    expect(selectShownSearch(snapshot())).toBe('bbb');
    expect(selectTiles(snapshot()).map((t) => t.id)).toEqual([222]);
  });

  it('typing back to the search shown sends nothing and keeps its games', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: 'sweet' });
    await vi.advanceTimersByTimeAsync(300);
    loader.last().resolve(tilePage(tilesOf(48), 60));
    await settle();
    actor.send({ type: 'list.search', text: 'sweets' });
    actor.send({ type: 'list.search', text: 'SWEET ' });
    expect(snapshot().value).toBe('ready');
    actor.send({ type: 'list.search', text: 'sw' });
    actor.send({ type: 'list.search', text: 'Sweet' });
    expect(snapshot().value).toBe('ready');
    await vi.advanceTimersByTimeAsync(1000);
    expect(loader.calls).toHaveLength(2);
    expect(selectSearchInput(snapshot())).toBe('Sweet');
  });

  it('clearing a search brings the plain list back from its first page', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: 'sweet' });
    await vi.advanceTimersByTimeAsync(300);
    loader.last().resolve(tilePage(tilesOf(2), 2));
    await settle();
    actor.send({ type: 'list.search', text: '' });
    expect(selectShownSearch(snapshot())).toBe('');
    expect(loader.last().query).toEqual({ categoryID: 27, limit: 48, offset: 0 });
    expect(selectIsLoadingFirstPage(snapshot())).toBe(true);
  });

  it('clearing a too-short search shows the plain list as it was, without a call', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: 'ab' });
    actor.send({ type: 'list.search', text: '' });
    expect(snapshot().value).toBe('ready');
    expect(selectIsSearchTooShort(snapshot())).toBe(false);
    expect(loader.calls).toHaveLength(1);

    const complete = await loaded(12);
    complete.actor.send({ type: 'list.search', text: 'abc' });
    complete.actor.send({ type: 'list.search', text: ' ' });
    expect(complete.snapshot().value).toBe('end');
    expect(complete.loader.calls).toHaveLength(1);
  });

  it('1 or 2 characters typed before the first page arrived leave it coming, and it shows', async () => {
    const { actor, loader, snapshot } = start();
    actor.send({ type: 'list.search', text: 'ab' });
    expect(selectIsLoadingFirstPage(snapshot())).toBe(true);
    expect(selectIsSearchTooShort(snapshot())).toBe(true);
    loader.last().resolve(tilePage(tilesOf(48), 100));
    await settle();
    expect(selectTiles(snapshot())).toHaveLength(48);
    actor.send({ type: 'list.search', text: '' });
    expect(selectIsSearchTooShort(snapshot())).toBe(false);
    expect(loader.calls).toHaveLength(1);
  });

  it('a search dropped for 1 or 2 characters before the first page arrived asks for it again', async () => {
    const { actor, loader, snapshot } = start();
    actor.send({ type: 'list.search', text: 'abc' });
    actor.send({ type: 'list.search', text: 'ab' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(loader.calls.map((call) => call.query)).toEqual([
      { categoryID: 27, limit: 48, offset: 0 },
      { categoryID: 27, limit: 48, offset: 0 },
    ]);
    loader.last().resolve(tilePage(tilesOf(48), 100));
    await settle();
    expect(selectTiles(snapshot())).toHaveLength(48);
  });

  it('keeps at most 50 characters of the search', async () => {
    const { actor, loader } = await loaded(100);
    actor.send({ type: 'list.search', text: 'x'.repeat(80) });
    await vi.advanceTimersByTimeAsync(300);
    expect(loader.last().query.searchGameName).toBe('x'.repeat(50));
  });

  it('a new filter clears the search', async () => {
    const { actor, loader, snapshot } = await loaded(100);
    actor.send({ type: 'list.search', text: 'sweet' });
    actor.send({ type: 'list.setFilter', filter: { categoryID: 58 } });
    expect(selectSearchInput(snapshot())).toBe('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(loader.calls.map((c) => c.query.searchGameName)).toEqual([undefined, undefined]);
  });
});

describe('gameList machine: the search the address keeps', () => {
  it('starts with a search it is given, and ignores one too short to send', () => {
    const kept = start({ categoryID: 27 }, undefined, 'istanbul');
    expect(kept.loader.last().query).toMatchObject({ searchGameName: 'istanbul', offset: 0 });
    expect(kept.snapshot().context.input).toBe('istanbul');
    const short = start({ categoryID: 27 }, undefined, 'is');
    expect(short.loader.last().query).not.toHaveProperty('searchGameName');
    expect(short.snapshot().context.input).toBe('');
  });

  it('keeps each search it applies, and a cleared one, in the address', async () => {
    const { actor, told } = await loaded(100);
    actor.send({ type: 'list.search', text: 'slot 1' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'list.search', text: '' });
    expect(told).toEqual([
      { type: 'navigate.page', page: { search: '?q=slot%201' } },
      { type: 'navigate.page', page: { search: '' } },
    ]);
  });
});
