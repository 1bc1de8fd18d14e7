import * as yup from 'yup';
import { TICKET_PAGE_SIZE } from '../../machines/shared/history.ts';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { readCampaign, ticketPage } from '../inbox/tickets.ts';

const INT_MAX = 2_147_483_647;

/** What the site lets a player type (machines/inbox/ticket-search.ts): letters, digits, '-'. */
const TICKET_SEARCH = /^[A-Za-z0-9-]{0,32}$/;

/** finance list_tickets and ticket_campaign: the New Year lottery (spec §9). */
export const ticketMethods: ClassMap = {
  /** The player's tickets, newest first; none: 'Kayıt Bulunamadı'. */
  list_tickets: method({
    schema: yup.object({
      limit: yup.number().integer().min(1).max(250).default(TICKET_PAGE_SIZE),
      offset: yup.number().integer().min(0).max(INT_MAX).default(0),
      search: yup.string().trim().matches(TICKET_SEARCH),
    }),
    auth: true,
    handler: async ({ data, db, player }) => {
      const page = await ticketPage(db, player.id, data);
      if (page.items.length === 0) return refuse('notFound', null);
      return ok(page.items, page.pagination);
    },
  }),

  ticket_campaign: method({
    schema: yup.object({}),
    auth: true,
    handler: async ({ db }) => ok(await readCampaign(db)),
  }),
};
