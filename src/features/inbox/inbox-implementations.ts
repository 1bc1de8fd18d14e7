import { fromPromise } from 'xstate';
import { inboxMachine } from '../../../machines/inbox/inbox.machine.ts';
import { pushPermissionMachine } from '../../../machines/inbox/push-permission.machine.ts';
import { ticketsMachine } from '../../../machines/inbox/tickets.machine.ts';
import type { InboxApi, PushApi, PushDevice } from '../../../machines/ports.ts';

/** The inbox family's page machines over their ports (the header's count is the app's child). */
export function createInboxImplementations({
  inbox,
  push,
  pushDevice,
}: {
  inbox: InboxApi;
  push: PushApi;
  pushDevice: PushDevice;
}) {
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
    pushPermission: pushPermissionMachine.provide({
      actors: {
        readDevice: fromPromise(() => pushDevice.state()),
        loadSettings: fromPromise(({ input }) => push.settings(input)),
        askPermission: fromPromise(() => pushDevice.requestPermission()),
        subscribeBrowser: fromPromise(({ input }) => pushDevice.subscribe(input)),
        saveTopics: fromPromise(({ input }) => push.subscribe(input)),
        removeSubscription: fromPromise(({ input }) => push.unsubscribe(input)),
        unsubscribeBrowser: fromPromise(() => pushDevice.unsubscribe()),
      },
      actions: { rememberDismissed: () => pushDevice.rememberDismissed() },
    }),
  };
}
