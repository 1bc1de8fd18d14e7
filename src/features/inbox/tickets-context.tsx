import { ticketsMachine } from '../../../machines/inbox/tickets.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createInboxImplementations } from './inbox-implementations.ts';

const TicketsActor = createMachineContext(ticketsMachine, {
  id: 'tickets',
  provide: (runtime) => createInboxImplementations(runtime).tickets,
  events: (actor) => ({
    type: (text: string) => actor.send({ type: 'tickets.type', text }),
    submit: () => actor.send({ type: 'tickets.submit' }),
  }),
});

/** Runs the /tickets page's machine over InboxApi. */
export const TicketsProvider = TicketsActor.Provider;

export const useTicketsSelector = TicketsActor.useSelector;

/** The events the /tickets views send, as named functions. */
export const useTicketsEvents = TicketsActor.useEvents;
