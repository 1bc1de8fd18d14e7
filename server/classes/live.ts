import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, type ClassOf } from '../envelope.ts';
import { issueTicket, LIVE_TICKET_SECONDS } from '../live/tickets.ts';

const { live: LIVE } = CONTRACT;

/** live: what opens the signed-in player's live stream (GET /v1/live?ticket=…). */
export const live = {
  /** A ticket for one stream of this session, to be used within LIVE_TICKET_SECONDS. */
  ticket: method(LIVE.ticket, {
    auth: true,
    handler: async ({ db, session }) =>
      ok({ ticket: await issueTicket(db, session.id), expiresIn: LIVE_TICKET_SECONDS }),
  }),
} satisfies ClassOf<'live'>;
