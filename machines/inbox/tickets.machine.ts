import type { InboxApi } from '../ports.ts';
import { assertEvent, assign, setup } from 'xstate';
import type { ListPage } from '../shared/games.ts';
import {
  TICKET_PAGE_SIZE,
  type LotteryTicket,
  type TicketCampaign,
  type TicketQuery,
} from '../shared/history.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { appendPage, hasMore, nextOffset, type PagingRules } from '../shared/paging.ts';
import { ticketSearchError } from './ticket-search.ts';

/** How long typing rests before the search is sent. */
export const TICKET_SEARCH_DEBOUNCE_MS = 400;

export interface TicketsContext {
  items: LotteryTicket[];
  total: number;
  /** What the player typed. */
  text: string;
  /** The search the list shows ('' for all tickets). */
  search: string;
  /** Why the typed text cannot be searched (a message id). */
  searchError: string | null;
  /** Null while loading or when it could not be read. */
  campaign: TicketCampaign | null;
}

export type TicketsEvent =
  | { type: 'tickets.type'; text: string }
  /** Enter in the search field: search now. */
  | { type: 'tickets.submit' }
  | { type: 'tickets.retry' }
  | { type: 'tickets.showMore' };

const pageQuery = (search: string, offset: number): TicketQuery =>
  search ? { limit: TICKET_PAGE_SIZE, offset, search } : { limit: TICKET_PAGE_SIZE, offset };

const PAGING: PagingRules<LotteryTicket> = {
  pageSize: TICKET_PAGE_SIZE,
  keyOf: (ticket) => ticket.ticketNumber,
};

/**
 * The /tickets page (spec §9 New Year lottery): the player's tickets, 50 a page with 'show
 * more', searchable by ticket number. A search is sent once typing rests (or at once on Enter),
 * only when it holds letters, digits and '-'; otherwise the field says why and the list stays.
 * The campaign (ticket_campaign) is read beside the list for the empty state's explanation.
 */
export const ticketsMachine = setup({
  types: {
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
  },
  actors: {
    loadTickets: notProvidedPort<InboxApi['tickets']>('tickets.loadTickets'),
    loadCampaign: notProvidedPort<InboxApi['ticketCampaign']>('tickets.loadCampaign'),
  },
  delays: { searchDebounce: TICKET_SEARCH_DEBOUNCE_MS },
  guards: {
    isTextValid: ({ context }) => ticketSearchError(context.text) === null,
    isTypedValid: ({ event }) => event.type === 'tickets.type' && !ticketSearchError(event.text),
    hasMore: ({ context }) => hasMore(context.items, context.total),
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'tickets.type');
      return { text: event.text, searchError: ticketSearchError(event.text) };
    }),
    takeSearch: assign(({ context }) => ({ search: context.text.trim() })),
    startList: assign({ items: [], total: 0 }),
    addPage: assign(({ context }, page: ListPage<LotteryTicket>) =>
      appendPage(context.items, page, PAGING),
    ),
    setCampaign: assign((_, campaign: TicketCampaign) => ({ campaign })),
  },
}).createMachine({
  id: 'tickets',
  context: { items: [], total: 0, text: '', search: '', searchError: null, campaign: null },
  type: 'parallel',
  states: {
    campaign: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCampaign',
            src: 'loadCampaign',
            onDone: {
              target: 'loaded',
              actions: { type: 'setCampaign', params: ({ event }) => event.output },
            },
            // The empty state explains without the campaign's dates.
            onError: 'unavailable',
          },
        },
        loaded: {},
        unavailable: {},
      },
    },
    list: {
      initial: 'loading',
      on: {
        'tickets.type': [
          // Typing again restarts the debounce: the list's active child is left and entered again.
          { guard: 'isTypedValid', target: '.typing', actions: 'setText' },
          { actions: 'setText' },
        ],
        'tickets.submit': { guard: 'isTextValid', target: '.loading', actions: 'takeSearch' },
      },
      states: {
        loading: {
          tags: ['busy'],
          entry: 'startList',
          invoke: {
            id: 'loadTickets',
            src: 'loadTickets',
            input: ({ context }) => pageQuery(context.search, 0),
            onDone: {
              target: 'loaded',
              actions: { type: 'addPage', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'tickets.retry': 'loading' },
        },
        loaded: {
          on: { 'tickets.showMore': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'loadMoreTickets',
            src: 'loadTickets',
            input: ({ context }) => pageQuery(context.search, nextOffset(context.items)),
            onDone: {
              target: 'loaded',
              actions: { type: 'addPage', params: ({ event }) => event.output },
            },
            onError: 'moreFailed',
          },
        },
        // What was loaded stays; 'show more' asks for the next page again.
        moreFailed: {
          on: { 'tickets.showMore': 'loadingMore' },
        },
        // The list shown stays while the player types; the search leaves when typing rests.
        typing: {
          after: {
            searchDebounce: [
              { guard: 'isTextValid', target: 'loading', actions: 'takeSearch' },
              { target: 'loaded' },
            ],
          },
        },
      },
    },
  },
});
