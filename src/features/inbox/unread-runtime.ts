import { fromPromise, type ActorRefFrom } from 'xstate';
import { unreadCountMachine } from '../../../machines/inbox/unreadCount.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';

export type UnreadCountActor = ActorRefFrom<typeof unreadCountMachine>;

/** The header's unread count over InboxApi, for the app actor to invoke. */
export function provideUnreadCount(inbox: InboxApi) {
  return unreadCountMachine.provide({
    actors: { loadUnreadCount: fromPromise(() => inbox.unreadCount()) },
  });
}
