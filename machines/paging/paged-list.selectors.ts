import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from './paged-list.machine.ts';

export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;
export type PagedListRef = ActorRefFrom<typeof pagedListMachine>;

/** What a list's 'show more' footer shows. */
export interface ShowMoreView {
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** The list takes 'show more' now. */
  canShowMore: boolean;
}

/** The rows read so far, as the parent's loader gives them. */
export const selectRows = <Row>(s: PagedListSnapshot) => s.context.rows as Row[];
/** The first page is read (the list is empty meanwhile). */
export const selectIsLoading = (s: PagedListSnapshot) => s.matches('loading');
export const selectHasFailed = (s: PagedListSnapshot) => s.matches('failed');
/** Read, and nothing there. */
export const selectIsEmpty = (s: PagedListSnapshot) =>
  s.matches('loaded') && s.context.rows.length === 0;
/** Rows of the query in all; 0 until the first page arrived. */
export const selectTotal = (s: PagedListSnapshot) => s.context.total ?? 0;

/** What the list's 'show more' footer shows; a new object every read (compare it shallowly). */
export const selectShowMore = (s: PagedListSnapshot): ShowMoreView => ({
  hasMore: s.context.rows.length < (s.context.total ?? 0),
  loadingMore: s.matches('loadingMore'),
  moreFailed: s.matches('moreFailed'),
  canShowMore: s.can({ type: 'list.showMore' }),
});
