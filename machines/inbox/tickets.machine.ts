import type { InboxApi } from '../ports.ts';
import { assertEvent, assign, sendTo, setup } from 'xstate';
import { TICKET_PAGE_SIZE, type LotteryTicket, type TicketCampaign } from '../shared/history.ts';
import { notProvidedPort } from '../shared/not-provided.ts';
import { pagedListMachine, providedActor } from '../paging/paged-list.machine.ts';
import { ticketSearchError } from './ticket-search.ts';

/** How long typing rests before the search is sent. */
export const TICKET_SEARCH_DEBOUNCE_MS = 400;

export interface TicketsContext {
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
  | { type: 'tickets.submit' };

/** What the list's pages are of: all tickets, or those a search finds. */
const listQuery = (search: string) => (search ? { search } : {});

/**
 * The /tickets page (spec §9 New Year lottery): the player's tickets, 50 a page with 'show
 * more' (its child `list`, the paged list over `loadTickets`), searchable by ticket number. A
 * search is sent once typing rests (or at once on Enter), only when it holds letters, digits and
 * '-'; otherwise the field says why and the list stays. The campaign (ticket_campaign) is read
 * beside the list for the empty state's explanation.
 */
export const ticketsMachine = setup({
  types: {
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
    children: {} as { list: 'pagedList' },
  },
  actors: {
    loadTickets: notProvidedPort<InboxApi['tickets']>('tickets.loadTickets'),
    loadCampaign: notProvidedPort<InboxApi['ticketCampaign']>('tickets.loadCampaign'),
    pagedList: pagedListMachine,
  },
  delays: { searchDebounce: TICKET_SEARCH_DEBOUNCE_MS },
  guards: {
    isTextValid: ({ context }) => ticketSearchError(context.text) === null,
    isTypedValid: ({ event }) => event.type === 'tickets.type' && !ticketSearchError(event.text),
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'tickets.type');
      return { text: event.text, searchError: ticketSearchError(event.text) };
    }),
    takeSearch: assign(({ context }) => ({ search: context.text.trim() })),
    searchList: sendTo('list', ({ context }) => ({
      type: 'list.reload' as const,
      query: listQuery(context.search),
    })),
    setCampaign: assign((_, campaign: TicketCampaign) => ({ campaign })),
  },
}).createMachine({
  id: 'tickets',
  context: { text: '', search: '', searchError: null, campaign: null },
  invoke: {
    id: 'list',
    src: 'pagedList',
    input: ({ self, context }) => ({
      loadPage: providedActor(self, 'loadTickets'),
      pageSize: TICKET_PAGE_SIZE,
      keyOf: (ticket: LotteryTicket) => ticket.ticketNumber,
      query: listQuery(context.search),
    }),
  },
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
    search: {
      initial: 'idle',
      on: {
        'tickets.type': [
          // Typing again restarts the debounce: the region's child is left and entered again.
          { guard: 'isTypedValid', target: '.typing', actions: 'setText' },
          { actions: 'setText' },
        ],
        'tickets.submit': {
          guard: 'isTextValid',
          target: '.idle',
          actions: ['takeSearch', 'searchList'],
        },
      },
      states: {
        idle: {},
        // The list shown stays while the player types; the search leaves when typing rests.
        typing: {
          after: {
            searchDebounce: [
              { guard: 'isTextValid', target: 'idle', actions: ['takeSearch', 'searchList'] },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
});
