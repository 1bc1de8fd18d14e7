import {
  assertEvent,
  assign,
  createActor,
  enqueueActions,
  fromPromise,
  setup,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
} from 'xstate';
import { errorOf } from '../shared/api-errors.ts';
import type { ListPage } from '../shared/games.ts';
import { appendPage, hasMore, nextOffset, type PagingRules } from '../shared/paging.ts';

type RowKey = string | number;

/** Where a page starts and how many rows it may hold: what every page is asked with. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** What a parent gives its list. */
export interface PagedListInput {
  /** Reads one page: the parent's own loader, handed over with `providedActor`. */
  loadPage: AnyActorLogic;
  /** The limit every page is asked with; a shorter page is the last one. */
  pageSize: number;
  /** What tells two rows apart: a row read twice (the offsets moved) is kept once. */
  keyOf: (row: never) => RowKey;
  /** What the rows are of (a search, a range); the loader gets it with the page's limit and offset. */
  query?: unknown;
  /** The loader's input for a page, where it is not the query with limit and offset. */
  requestOf?: (query: never, page: PageWindow) => unknown;
  /** An answer that says there are no rows (a 'no records' refusal) rather than a failure. */
  endsList?: (error: unknown) => boolean;
  /** A first page the parent read with its own data: the list starts from it. */
  firstPage?: ListPage<unknown>;
}

export interface PagedListContext {
  loadPage: AnyActorLogic;
  paging: PagingRules<unknown>;
  query: unknown;
  requestOf: (query: unknown, page: PageWindow) => unknown;
  endsList: (error: unknown) => boolean;
  rows: unknown[];
  /** Rows of the query in all; null until its first page arrived. */
  total: number | null;
}

export type PagedListEvent =
  | { type: 'list.retry' }
  | { type: 'list.showMore' }
  /** Read again from the first page, of a new query when one is given. */
  | { type: 'list.reload'; query?: unknown };

/** What a list tells its parent: the rows a page added (for a parent that marks its rows). */
export interface RowsAdded {
  type: 'list.rowsAdded';
  rows: unknown[];
}

/**
 * The actor `name` of the running machine `self` as it was provided (the port's adapter or a
 * test's fake). A child cannot invoke its parent's actors: a parent hands its page loader to its
 * list this way, so whatever provides the parent provides the list.
 */
export function providedActor(self: AnyActorRef, name: string): AnyActorLogic {
  const machine = (self as unknown as { logic: AnyStateMachine }).logic;
  return machine.implementations.actors[name] as AnyActorLogic;
}

interface PageRead {
  loader: AnyActorLogic;
  request: unknown;
}

const pageRead = (context: PagedListContext): PageRead => {
  const page = { limit: context.paging.pageSize, offset: nextOffset(context.rows) };
  return { loader: context.loadPage, request: context.requestOf(context.query, page) };
};

const withWindow = (query: unknown, page: PageWindow) => ({ ...(query as object), ...page });

/**
 * The page from where the rows end: the list rests with it added, or with its end when the
 * answer says there are no more rows; any other failure leads to `failed`.
 */
const readingPage = (id: 'firstPage' | 'nextPage', failed: 'failed' | 'moreFailed') => ({
  id,
  src: 'readPage' as const,
  input: ({ context }: { context: PagedListContext }) => pageRead(context),
  onDone: {
    target: 'loaded',
    actions: {
      type: 'addPage' as const,
      params: ({ event }: { event: { output: ListPage<unknown> } }) => event.output,
    },
  },
  onError: [
    {
      guard: { type: 'endsList' as const, params: errorOf },
      target: 'loaded',
      actions: 'endList' as const,
    },
    { target: failed },
  ],
});

/**
 * A list read a page at a time with limit and offset, with 'show more' (spec §9): the first page,
 * its failure and retry, the next pages, a failed next page asked for again with the rows kept,
 * and a reload from the first page (of a new query). A row read twice is kept once, and a page
 * shorter than asked ends the list. The parent invokes it with its own page loader and says what
 * the rows are; views read the rows and send 'show more' and retry to it. Each page's new rows
 * are told to the parent (list.rowsAdded) for a parent that marks them.
 */
export const pagedListMachine = setup({
  types: {
    input: {} as PagedListInput,
    context: {} as PagedListContext,
    events: {} as PagedListEvent,
  },
  actors: {
    // The parent's loader, run for this one page; it stops when the list no longer waits for it.
    readPage: fromPromise<ListPage<unknown>, PageRead>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const reader = createActor(input.loader, { input: input.request });
          reader.subscribe({ complete: () => resolve(reader.getSnapshot().output), error: reject });
          signal.addEventListener('abort', () => reader.stop());
          reader.start();
        }),
    ),
  },
  guards: {
    isRead: ({ context }) => context.total !== null,
    hasMore: ({ context }) => context.total !== null && hasMore(context.rows, context.total),
    endsList: ({ context }, error: unknown) => context.endsList(error),
  },
  actions: {
    clearRows: assign({ rows: [], total: null }),
    addPage: enqueueActions(({ context, enqueue }, page: ListPage<unknown>) => {
      const { items, total } = appendPage(context.rows, page, context.paging);
      enqueue.assign({ rows: items, total });
      enqueue.sendParent({
        type: 'list.rowsAdded',
        rows: items.slice(context.rows.length),
      } satisfies RowsAdded);
    }),
    endList: assign(({ context }) => ({ total: context.rows.length })),
    takeQuery: assign(({ context, event }) => {
      assertEvent(event, 'list.reload');
      return { query: event.query ?? context.query };
    }),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => {
    // The parent's functions take its own rows and query: the list hands back only those.
    const paging = { pageSize: input.pageSize, keyOf: input.keyOf as (row: unknown) => RowKey };
    const first = input.firstPage && appendPage([], input.firstPage, paging);
    return {
      loadPage: input.loadPage,
      paging,
      query: input.query,
      requestOf: (input.requestOf as PagedListContext['requestOf'] | undefined) ?? withWindow,
      endsList: input.endsList ?? (() => false),
      rows: first ? first.items : [],
      total: first ? first.total : null,
    };
  },
  initial: 'starting',
  on: {
    'list.reload': { target: '.loading', reenter: true, actions: 'takeQuery' },
  },
  states: {
    // A list handed its first page rests on it; any other reads it.
    starting: {
      always: [{ guard: 'isRead', target: 'loaded' }, { target: 'loading' }],
    },
    loading: {
      entry: 'clearRows',
      invoke: readingPage('firstPage', 'failed'),
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    loaded: {
      on: { 'list.showMore': { guard: 'hasMore', target: 'loadingMore' } },
    },
    loadingMore: {
      invoke: readingPage('nextPage', 'moreFailed'),
    },
    // What was read stays; 'show more' asks for the next page again.
    moreFailed: {
      on: { 'list.showMore': 'loadingMore' },
    },
  },
});
