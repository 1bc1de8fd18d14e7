import { useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { inboxMachine, type InboxTab } from '../../../machines/inbox/inbox.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';
import type { InboxKind } from '../../../machines/shared/history.ts';
import { useRuntime } from '../../app/app-context.tsx';

const InboxActor = createActorContext(inboxMachine);

/** The page's machine over InboxApi. */
function provideInbox(inbox: InboxApi) {
  return inboxMachine.provide({
    actors: {
      loadNotifications: fromPromise(({ input }) => inbox.notifications(input)),
      loadMessages: fromPromise(({ input }) => inbox.massMessages(input)),
      markRead: fromPromise(({ input }) => inbox.markRead(input.kind, input.ids)),
    },
  });
}

/** Runs the /notifications page's machine; it tells the header's count when items are read. */
export function InboxProvider({ children }: { children: ReactNode }) {
  const { inbox, unread, inspect } = useRuntime();
  const logic = useMemo(() => provideInbox(inbox), [inbox]);
  const [input] = useState(() => ({ unread }));
  return (
    <InboxActor.Provider logic={logic} options={{ id: 'inbox', input, inspect }}>
      {children}
    </InboxActor.Provider>
  );
}

export const useInboxSelector = InboxActor.useSelector;

/** The events the /notifications views send, as named functions. */
export function useInboxEvents() {
  const actor = InboxActor.useActorRef();
  return useMemo(
    () => ({
      selectTab: (tab: InboxTab) => actor.send({ type: 'inbox.tab', tab }),
      retry: (kind: InboxKind) => actor.send({ type: 'inbox.retry', kind }),
      showMore: () => actor.send({ type: 'inbox.showMore' }),
      toggle: (kind: InboxKind, id: number) => actor.send({ type: 'inbox.toggle', kind, id }),
      markAllRead: (kind: InboxKind) => actor.send({ type: 'inbox.markAllRead', kind }),
    }),
    [actor],
  );
}
