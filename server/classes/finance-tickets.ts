import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { readCampaign, ticketPage } from '../inbox/tickets.ts';

const { finance: FINANCE } = CONTRACT;

/** finance list_tickets and ticket_campaign: the New Year lottery (spec §9). */
export const ticketMethods = {
  /** The player's tickets, newest first; none: 'Kayıt Bulunamadı'. */
  list_tickets: method(FINANCE.list_tickets, {
    auth: true,
    handler: async ({ data, db, player }) => {
      const page = await ticketPage(db, player.id, data);
      if (page.items.length === 0) return refuse('notFound', null);
      return ok(page.items, page.pagination);
    },
  }),

  ticket_campaign: method(FINANCE.ticket_campaign, {
    auth: true,
    handler: async ({ db }) => ok(await readCampaign(db)),
  }),
} satisfies Pick<ClassOf<'finance'>, 'list_tickets' | 'ticket_campaign'>;
