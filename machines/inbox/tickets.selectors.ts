import type { SnapshotFrom } from 'xstate';
import { showMoreSelector } from '../shared/paging.ts';
import type { ticketsMachine } from './tickets.machine.ts';

type TicketsSnapshot = SnapshotFrom<typeof ticketsMachine>;

export const selectTickets = (s: TicketsSnapshot) => s.context.items;
/** The first page is read, or a search is about to be sent with nothing shown meanwhile. */
export const selectIsLoading = (s: TicketsSnapshot) =>
  s.hasTag('busy') || (s.matches({ list: 'typing' }) && s.context.items.length === 0);
export const selectHasFailed = (s: TicketsSnapshot) => s.matches({ list: 'failed' });
/** Read, and nothing there. */
export const selectIsEmpty = (s: TicketsSnapshot) =>
  s.context.items.length === 0 && !selectIsLoading(s) && !s.matches({ list: 'failed' });
export const selectHasMore = (s: TicketsSnapshot) => s.context.items.length < s.context.total;
export const selectCanShowMore = (s: TicketsSnapshot) => s.can({ type: 'tickets.showMore' });
export const selectIsLoadingMore = (s: TicketsSnapshot) => s.hasTag('loadingMore');
export const selectMoreFailed = (s: TicketsSnapshot) => s.matches({ list: 'moreFailed' });
export const selectShowMore = showMoreSelector(
  selectHasMore,
  selectIsLoadingMore,
  selectMoreFailed,
  selectCanShowMore,
);
export const selectText = (s: TicketsSnapshot) => s.context.text;
/** The search the list shows: an empty list then means no ticket matches it. */
export const selectSearch = (s: TicketsSnapshot) => s.context.search;
export const selectSearchError = (s: TicketsSnapshot) => s.context.searchError;
export const selectCampaign = (s: TicketsSnapshot) => s.context.campaign;
