import { fromPromise } from 'xstate';
import { unreadCountMachine } from '../../../machines/inbox/unread-count.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';

/** The header's unread count over InboxApi, for the app actor to invoke. */
export function provideUnreadCount(inbox: InboxApi) {
  return unreadCountMachine.provide({
    actors: { loadUnreadCount: fromPromise(() => inbox.unreadCount()) },
  });
}
