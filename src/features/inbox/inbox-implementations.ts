import { fromPromise } from 'xstate';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import { ticketsMachine } from '../../../machines/inbox/tickets.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';

/** The inbox family's page machines over InboxApi (the header's count is the app's child). */
export function createInboxImplementations({ inbox }: { inbox: InboxApi }) {
  return {
    inbox: inboxMachine.provide({
      actors: {
        loadNotifications: fromPromise(({ input }) => inbox.notifications(input)),
        loadMessages: fromPromise(({ input }) => inbox.massMessages(input)),
        markRead: fromPromise(({ input }) => inbox.markRead(input.kind, input.ids)),
      },
    }),
    tickets: ticketsMachine.provide({
      actors: {
        loadTickets: fromPromise(({ input }) => inbox.tickets(input)),
        loadCampaign: fromPromise(() => inbox.ticketCampaign()),
      },
    }),
  };
}
