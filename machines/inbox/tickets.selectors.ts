import type { SnapshotFrom } from 'xstate';
import {
  selectHasFailed,
  selectIsLoading as selectIsListLoading,
  type PagedListRef,
  type PagedListSnapshot,
} from '../paging/paged-list.selectors.ts';
import type { LotteryTicket } from '../shared/history.ts';
import type { ticketsMachine } from './tickets.machine.ts';

type TicketsSnapshot = SnapshotFrom<typeof ticketsMachine>;

/** The tickets list: a child for the machine's whole life. */
export const selectList = (s: TicketsSnapshot) => s.children.list as PagedListRef;
export const selectTickets = (list: PagedListSnapshot) => list.context.rows as LotteryTicket[];
/** A search waits for typing to rest. */
export const selectIsTyping = (s: TicketsSnapshot) => s.matches({ search: 'typing' });
/** The first page is read, or a search is about to be sent with nothing shown meanwhile. */
export const selectIsLoading = (list: PagedListSnapshot, typing: boolean) =>
  selectIsListLoading(list) || (typing && list.context.rows.length === 0);
/** Read, and nothing there. */
export const selectIsEmpty = (list: PagedListSnapshot, typing: boolean) =>
  list.context.rows.length === 0 && !selectIsLoading(list, typing) && !selectHasFailed(list);
export const selectText = (s: TicketsSnapshot) => s.context.text;
/** The search the list shows: an empty list then means no ticket matches it. */
export const selectSearch = (s: TicketsSnapshot) => s.context.search;
export const selectSearchError = (s: TicketsSnapshot) => s.context.searchError;
export const selectCampaign = (s: TicketsSnapshot) => s.context.campaign;
