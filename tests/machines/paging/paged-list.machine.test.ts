import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type AnyEventObject } from 'xstate';
import {
  pagedListMachine,
  providedActor,
  type PagedListInput,
} from '../../../machines/paging/paged-list.machine.ts';
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectRows,
  selectShowMore,
  selectTotal,
  type PagedListRef,
} from '../../../machines/paging/paged-list.selectors.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import { notProvided } from '../../../machines/shared/not-provided.ts';

interface Row {
  id: number;
}

interface Query {
  search?: string;
  limit: number;
  offset: number;
}

interface Read {
  query: Query;
  resolve(page: ListPage<Row>): void;
  reject(error: unknown): void;
}

const PAGE_SIZE = 3;
const noRecords = new Error('no records');

const rowsOf = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
const pageOf = (rows: Row[], total: number): ListPage<Row> => ({
  items: rows,
  pagination: { limit: PAGE_SIZE, offset: 0, total },
});

/**
 * A list page's machine in miniature: it has a loader of its own, provided like every port, and
 * invokes the list with it as the list pages do.
 */
function host(list: Partial<PagedListInput>, told: AnyEventObject[]) {
  return setup({
    actors: {
      loadRows: fromPromise<ListPage<Row>, Query>(notProvided('loadRows')),
      pagedList: pagedListMachine,
    },
  }).createMachine({
    invoke: {
      id: 'list',
      src: 'pagedList',
      input: ({ self }) => ({
        loadPage: providedActor(self, 'loadRows'),
        pageSize: PAGE_SIZE,
        keyOf: (row: Row) => row.id,
        query: { search: 'NY' },
        endsList: (error: unknown) => error === noRecords,
        ...list,
      }),
    },
    on: { 'list.rowsAdded': { actions: ({ event }) => told.push(event) } },
  });
}

/** The host provided with a loader whose reads wait for the test; what the list tells it. */
function start(list: Partial<PagedListInput> = {}) {
  const reads: Read[] = [];
  const told: AnyEventObject[] = [];
  const loadRows = fromPromise<ListPage<Row>, Query>(
    ({ input }) => new Promise((resolve, reject) => reads.push({ query: input, resolve, reject })),
  );
  const actor = createActor(host(list, told).provide({ actors: { loadRows } })).start();
  const ref = actor.getSnapshot().children.list as PagedListRef;
  const snapshot = () => ref.getSnapshot();
  /** The newest read, once its promise has had a turn to settle the list. */
  const answer = async (settle: (read: Read) => void) => {
    settle(reads.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ref, reads, told, snapshot, answer };
}

describe('paged list machine', () => {
  it('reads the first page with the query, its limit and offset 0', async () => {
    const { reads, snapshot, answer } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(reads.map((read) => read.query)).toEqual([{ search: 'NY', limit: 3, offset: 0 }]);
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 5)));
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3));
    expect(selectTotal(snapshot())).toBe(5);
    expect(selectShowMore(snapshot())).toEqual({
      hasMore: true,
      loadingMore: false,
      moreFailed: false,
      canShowMore: true,
    });
  });

  it('fails when the first page cannot be read, and reads it again on retry', async () => {
    const { ref, reads, snapshot, answer } = start();
    await answer((read) => read.reject(new Error('offline')));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(selectRows(snapshot())).toEqual([]);
    ref.send({ type: 'list.retry' });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(reads).toHaveLength(2);
    await answer((read) => read.resolve(pageOf(rowsOf(1), 1)));
    expect(selectRows(snapshot())).toEqual(rowsOf(1));
  });

  it('adds the next page from where the rows end, and stops at the total', async () => {
    const { ref, reads, snapshot, answer } = start();
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 5)));
    ref.send({ type: 'list.showMore' });
    expect(selectShowMore(snapshot())).toMatchObject({ loadingMore: true, canShowMore: false });
    // The rows read stay while the next page is on its way.
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3));
    expect(reads.at(-1)!.query).toEqual({ search: 'NY', limit: 3, offset: 3 });
    await answer((read) => read.resolve(pageOf(rowsOf(4, 5), 5)));
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3, 4, 5));
    expect(selectShowMore(snapshot()).hasMore).toBe(false);
    ref.send({ type: 'list.showMore' });
    expect(reads).toHaveLength(2);
  });

  it('keeps the rows when the next page fails, and asks for it again', async () => {
    const { ref, reads, snapshot, answer } = start();
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 6)));
    ref.send({ type: 'list.showMore' });
    await answer((read) => read.reject(new Error('offline')));
    expect(selectShowMore(snapshot())).toEqual({
      hasMore: true,
      loadingMore: false,
      moreFailed: true,
      canShowMore: true,
    });
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3));
    ref.send({ type: 'list.showMore' });
    expect(reads.map((read) => read.query.offset)).toEqual([0, 3, 3]);
    await answer((read) => read.resolve(pageOf(rowsOf(4, 5, 6), 6)));
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3, 4, 5, 6));
    expect(selectShowMore(snapshot()).moreFailed).toBe(false);
  });

  it('keeps a row read on two pages once, where it was first', async () => {
    const { ref, snapshot, answer } = start();
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 7)));
    ref.send({ type: 'list.showMore' });
    // A row made between the reads moved the offsets: 3 comes again.
    await answer((read) => read.resolve(pageOf(rowsOf(3, 4, 5), 7)));
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3, 4, 5));
    expect(selectShowMore(snapshot()).hasMore).toBe(true);
  });

  it('ends at a page shorter than asked, whatever its total says', async () => {
    const { ref, reads, snapshot, answer } = start();
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2), 9)));
    expect(selectTotal(snapshot())).toBe(2);
    expect(selectShowMore(snapshot()).hasMore).toBe(false);
    ref.send({ type: 'list.showMore' });
    expect(reads).toHaveLength(1);
  });

  it('takes an answer that says there are no rows as the end of the list', async () => {
    const { ref, snapshot, answer } = start();
    await answer((read) => read.reject(noRecords));
    expect(selectIsEmpty(snapshot())).toBe(true);
    ref.send({ type: 'list.reload' });
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 9)));
    ref.send({ type: 'list.showMore' });
    await answer((read) => read.reject(noRecords));
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3));
    expect(selectShowMore(snapshot())).toMatchObject({ hasMore: false, moreFailed: false });
  });

  it('reads again from the first page on reload, of the new query when given', async () => {
    const { ref, reads, snapshot, answer } = start();
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 5)));
    ref.send({ type: 'list.showMore' });
    ref.send({ type: 'list.reload', query: { search: 'NY26' } });
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectRows(snapshot())).toEqual([]);
    expect(reads.at(-1)!.query).toEqual({ search: 'NY26', limit: 3, offset: 0 });
    // The page asked for before the reload never reaches the list.
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads[1]!.resolve(pageOf(rowsOf(4, 5), 5));
    await answer((read) => read.resolve(pageOf(rowsOf(7), 1)));
    expect(selectRows(snapshot())).toEqual(rowsOf(7));
    ref.send({ type: 'list.reload' });
    expect(reads.at(-1)!.query).toEqual({ search: 'NY26', limit: 3, offset: 0 });
  });

  it('starts from a first page its parent read, and reads on from there', async () => {
    const { ref, reads, snapshot, answer } = start({ firstPage: pageOf(rowsOf(1, 2, 3), 4) });
    expect(reads).toHaveLength(0);
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3));
    ref.send({ type: 'list.showMore' });
    expect(reads.at(-1)!.query).toEqual({ search: 'NY', limit: 3, offset: 3 });
    await answer((read) => read.resolve(pageOf(rowsOf(4), 4)));
    expect(selectRows(snapshot())).toEqual(rowsOf(1, 2, 3, 4));
  });

  it('asks its loader in the loader’s own shape when given one', async () => {
    const { reads } = start({
      requestOf: (query: { search: string }, page) => ({ port: 'tickets', query, ...page }),
    });
    expect(reads[0]!.query).toEqual({
      port: 'tickets',
      query: { search: 'NY' },
      limit: 3,
      offset: 0,
    });
  });

  it('tells its parent the rows each page added', async () => {
    const { ref, told, answer } = start();
    await answer((read) => read.resolve(pageOf(rowsOf(1, 2, 3), 5)));
    ref.send({ type: 'list.showMore' });
    await answer((read) => read.resolve(pageOf(rowsOf(3, 4), 5)));
    expect(told).toEqual([
      { type: 'list.rowsAdded', rows: rowsOf(1, 2, 3) },
      { type: 'list.rowsAdded', rows: rowsOf(4) },
    ]);
  });
});
