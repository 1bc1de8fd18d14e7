import type { SnapshotFrom } from 'xstate';
import { searchProblem } from '../shared/search-text.ts';
import type { gameListMachine } from './game-list.machine.ts';

type GameListSnapshot = SnapshotFrom<typeof gameListMachine>;

export const selectTiles = (s: GameListSnapshot) => s.context.items;
/** Games of the current list and search; 0 until the first page arrived. */
export const selectTotal = (s: GameListSnapshot) => s.context.total ?? 0;
/** The first page of a list or search is on its way: skeleton tiles. */
export const selectIsLoadingFirstPage = (s: GameListSnapshot) => s.matches('loading');
export const selectIsLoadingMore = (s: GameListSnapshot) => s.matches('loadingMore');
/** 'Load more' and the scroll sentinel may ask for the next page. */
export const selectCanLoadMore = (s: GameListSnapshot) => s.can({ type: 'list.loadMore' });
export const selectHasFailed = (s: GameListSnapshot) => s.matches('failed');
/** A list or search answered with no game at all. */
export const selectIsEmpty = (s: GameListSnapshot) =>
  (s.matches('ready') || s.matches('end')) && s.context.items.length === 0;
/** The search field's text. */
export const selectSearchInput = (s: GameListSnapshot) => s.context.input;
/** 1–2 characters typed: the 'at least 3 characters' message shows, nothing is sent. */
export const selectIsSearchTooShort = (s: GameListSnapshot) =>
  s.context.input.trim() !== '' && searchProblem(s.context.input) === 'tooShort';
/** The search the games shown answer; '' when they are the plain list. */
export const selectShownSearch = (s: GameListSnapshot) => s.context.search;
/** Something is typed into the search: the games shown replace a lobby home's rails. */
export const selectIsSearchActive = (s: GameListSnapshot) => s.context.input.trim() !== '';

/** Everything the list's body draws, read from one snapshot (the view renders it deferred). */
export interface GameListBodyView {
  tiles: GameListSnapshot['context']['items'];
  total: number;
  isLoadingFirstPage: boolean;
  isLoadingMore: boolean;
  canLoadMore: boolean;
  hasFailed: boolean;
  isEmpty: boolean;
  shownSearch: string;
}

export const selectBodyView = (s: GameListSnapshot): GameListBodyView => ({
  tiles: selectTiles(s),
  total: selectTotal(s),
  isLoadingFirstPage: selectIsLoadingFirstPage(s),
  isLoadingMore: selectIsLoadingMore(s),
  canLoadMore: selectCanLoadMore(s),
  hasFailed: selectHasFailed(s),
  isEmpty: selectIsEmpty(s),
  shownSearch: selectShownSearch(s),
});

export const sameBodyView = (a: GameListBodyView, b: GameListBodyView) =>
  (Object.keys(a) as (keyof GameListBodyView)[]).every((key) => a[key] === b[key]);
