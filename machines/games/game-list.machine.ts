import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type DoneActorEvent,
  type EventObject,
} from 'xstate';
import { GAME_PAGE_SIZE, SEARCH_DEBOUNCE_MS, searchAddress } from '../content/lobby.ts';
import { toApp } from '../shared/app-system.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import type { GameListQuery, ListPage } from '../shared/games.ts';
import { notProvided } from '../shared/not-provided.ts';
import { hasMore, nextOffset } from '../shared/paging.ts';
import { foldSearchText, SEARCH_MAX_CHARS, searchProblem } from '../shared/search-text.ts';
import type { GameTileData } from './tiles.ts';

/** Which games a list shows: a category, a provider, the player's favourites, or all. */
export interface GameListFilter {
  categoryID?: number;
  providerID?: number;
  favorites?: boolean;
}

export interface GameListInput {
  filter: GameListFilter;
  /** Games per call: 48 in the lobbies (spec §9), 100 on the favourites page. */
  pageSize?: number;
  /** A search to start with: the one the address kept when the player comes back. */
  search?: string;
}

export interface GameListContext {
  filter: GameListFilter;
  pageSize: number;
  /** The search field as the player typed it. */
  input: string;
  /** The search the shown games answer, trimmed; '' for none. */
  search: string;
  items: GameTileData[];
  /** All games of the current filter and search; null until its first page arrived. */
  total: number | null;
}

export type GameListEvent =
  | { type: 'list.search'; text: string }
  | { type: 'list.setFilter'; filter: GameListFilter }
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  /** A game left the list (e.g. un-favourited on the favourites page). */
  | { type: 'list.itemRemoved'; id: number };

/** The search the games answer changed ('' for none): the address keeps it. */
type PageAnswer = ListPage<GameTileData>;

const searchText = (text: string) => [...text].slice(0, SEARCH_MAX_CHARS).join('');

// Typed by hand: shared by the first and the next pages, outside the chart's contextual types.
const answerOf = ({ event }: { event: DoneActorEvent<PageAnswer> }) => event.output;
const addPage = { type: 'addPage', params: answerOf } as const;

/** One page of the games: the last one ends the list, any other leaves room for more. */
const pageLoad = (id: 'loadFirstPage' | 'loadNextPage') =>
  ({
    id,
    src: 'loadPage',
    input: ({ context }: { context: GameListContext }) => queryOf(context),
    onDone: [
      { guard: { type: 'isLastPage', params: answerOf }, target: 'end', actions: addPage },
      { target: 'ready', actions: addPage },
    ],
    onError: 'failed',
  }) as const;

/**
 * A paged, searchable list of game tiles (spec §2, §5, §9): the first page, more on demand until
 * the end, a search of at least 3 characters sent after the player stops typing for a moment.
 * `loadPage` is provided per lobby (casino games_list or livecasino game_table_list, mapped to
 * tiles). A new search or filter leaves the state whose call is running, so an older answer
 * is never shown.
 */
export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
  },
  actors: {
    loadPage: fromPromise<PageAnswer, GameListQuery>(notProvided('gameList.loadPage')),
    // A list of favourites hears of each one the player removes anywhere (list.itemRemoved).
    itemRemovals: fromCallback<EventObject, GameListFilter>(notProvided('gameList.itemRemovals')),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    /** Same search as the games shown (case, Turkish letters and spaces aside). */
    matchesShownSearch: ({ context, event }) =>
      event.type === 'list.search' &&
      foldSearchText(searchText(event.text)) === foldSearchText(context.search),
    isTooShort: ({ event }) =>
      event.type === 'list.search' &&
      event.text.trim() !== '' &&
      searchProblem(searchText(event.text)) === 'tooShort',
    isBlank: ({ event }) => event.type === 'list.search' && event.text.trim() === '',
    // An empty page ends the list whatever its total says.
    isLastPage: ({ context }, answer: PageAnswer) =>
      answer.items.length === 0 ||
      !hasMore([...context.items, ...answer.items], answer.pagination.total),
    hasItems: ({ context }) => context.items.length > 0,
    isNotLoaded: ({ context }) => context.total === null,
    isComplete: ({ context }) => context.total !== null && !hasMore(context.items, context.total),
  },
  actions: {
    keepInput: assign(({ event }) => {
      assertEvent(event, 'list.search');
      return { input: searchText(event.text) };
    }),
    applySearch: assign({ search: ({ context }) => context.input.trim() }),
    clearSearch: assign({ search: '' }),
    // The address keeps the search (replacing its entry): a game opened from the results and
    // closed again comes back to them, and the results can be shared.
    announceSearch: sendTo(toApp, ({ context }): NavigationRequest => ({
      type: 'navigate.page',
      page: { search: searchAddress(context.search) },
    })),
    setFilter: assign(({ event }) => {
      assertEvent(event, 'list.setFilter');
      return { filter: event.filter, input: '', search: '' };
    }),
    startOver: assign({ items: [], total: null }),
    addPage: assign(({ context }, answer: PageAnswer) => ({
      items: [...context.items, ...answer.items],
      total: answer.pagination.total,
    })),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'list.itemRemoved');
      const items = context.items.filter((item) => item.id !== event.id);
      const removed = context.items.length - items.length;
      return { items, total: context.total === null ? null : context.total - removed };
    }),
  },
}).createMachine({
  id: 'gameList',
  context: ({ input }) => {
    const initial = searchText(input.search ?? '');
    const search = searchProblem(initial) ? '' : initial;
    return {
      filter: input.filter,
      pageSize: input.pageSize ?? GAME_PAGE_SIZE,
      input: search,
      search: search.trim(),
      items: [],
      total: null,
    };
  },
  initial: 'loading',
  invoke: { id: 'itemRemovals', src: 'itemRemovals', input: ({ context }) => context.filter },
  on: {
    'list.search': [
      { guard: 'matchesShownSearch', actions: 'keepInput' },
      // Too short to send: the field says so (selectIsSearchTooShort); the list goes on with
      // the search it shows, a first page on its way included.
      { guard: 'isTooShort', actions: 'keepInput' },
      {
        guard: 'isBlank',
        target: '.loading',
        actions: ['keepInput', 'clearSearch', 'announceSearch'],
      },
      { target: '.debouncing', actions: 'keepInput' },
    ],
    'list.setFilter': { target: '.loading', actions: 'setFilter' },
    'list.itemRemoved': { actions: 'removeItem' },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'startOver',
      invoke: pageLoad('loadFirstPage'),
    },
    ready: {
      on: { 'list.loadMore': 'loadingMore' },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: pageLoad('loadNextPage'),
    },
    end: {},
    failed: {
      on: {
        'list.retry': [{ guard: 'hasItems', target: 'loadingMore' }, { target: 'loading' }],
      },
    },
    debouncing: {
      after: {
        searchDebounce: { target: 'loading', actions: ['applySearch', 'announceSearch'] },
      },
      on: {
        // Back to the search shown, or too short to send: the waiting search is dropped.
        'list.search': [
          { guard: 'matchesShownSearch', target: 'settling', actions: 'keepInput' },
          { guard: 'isTooShort', target: 'settling', actions: 'keepInput' },
        ],
      },
    },
    // Back to the games shown before the player started typing.
    settling: {
      always: [
        { guard: 'isNotLoaded', target: 'loading' },
        { guard: 'isComplete', target: 'end' },
        { target: 'ready' },
      ],
    },
  },
});

/** The next page of the current filter and search. */
function queryOf(context: GameListContext): GameListQuery {
  const query: GameListQuery = {
    ...context.filter,
    limit: context.pageSize,
    offset: nextOffset(context.items),
  };
  if (context.search) query.searchGameName = context.search;
  return query;
}
