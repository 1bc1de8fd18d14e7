import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ticketsMachine } from '../../../machines/inbox/tickets.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';
import { useRuntime } from '../../app/app-context.tsx';

const TicketsActor = createActorContext(ticketsMachine);

function provideTickets(inbox: InboxApi) {
  return ticketsMachine.provide({
    actors: {
      loadTickets: fromPromise(({ input }) => inbox.tickets(input)),
      loadCampaign: fromPromise(() => inbox.ticketCampaign()),
    },
  });
}

/** Runs the /tickets page's machine over InboxApi. */
export function TicketsProvider({ children }: { children: ReactNode }) {
  const { inbox, inspect } = useRuntime();
  const logic = useMemo(() => provideTickets(inbox), [inbox]);
  return (
    <TicketsActor.Provider logic={logic} options={{ id: 'tickets', inspect }}>
      {children}
    </TicketsActor.Provider>
  );
}

export const useTicketsSelector = TicketsActor.useSelector;

/** The events the /tickets views send, as named functions. */
export function useTicketsEvents() {
  const actor = TicketsActor.useActorRef();
  return useMemo(
    () => ({
      type: (text: string) => actor.send({ type: 'tickets.type', text }),
      submit: () => actor.send({ type: 'tickets.submit' }),
      retry: () => actor.send({ type: 'tickets.retry' }),
      showMore: () => actor.send({ type: 'tickets.showMore' }),
    }),
    [actor],
  );
}
