import { useState, type ReactNode } from 'react';
import { inboxMachine, type InboxTab } from '../../../machines/inbox/inbox.machine.ts';
import type { InboxKind } from '../../../machines/shared/history.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createInboxImplementations } from './inbox-implementations.ts';

const InboxActor = createMachineContext(inboxMachine, {
  id: 'inbox',
  provide: (runtime) => createInboxImplementations(runtime).inbox,
  events: (actor) => ({
    selectTab: (tab: InboxTab) => actor.send({ type: 'inbox.tab', tab }),
    retry: () => actor.send({ type: 'inbox.retry' }),
    toggle: (kind: InboxKind, id: number) => actor.send({ type: 'inbox.toggle', kind, id }),
    markAllRead: (kind: InboxKind) => actor.send({ type: 'inbox.markAllRead', kind }),
  }),
});

/** Runs the /notifications page's machine; it tells the header's count when items are read. */
export function InboxProvider({ children }: { children: ReactNode }) {
  const { unread } = useRuntime();
  const [input] = useState(() => ({ unread }));
  return <InboxActor.Provider input={input}>{children}</InboxActor.Provider>;
}

export const useInboxSelector = InboxActor.useSelector;

/** The events the /notifications views send, as named functions. */
export const useInboxEvents = InboxActor.useEvents;
