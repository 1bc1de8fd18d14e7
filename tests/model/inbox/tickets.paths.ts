/**
 * The tickets machine as the model of the /tickets page: a campaign answered every way, searches
 * typed, submitted and debounced. Its pages are the paged list's (tests/model/paging): here the
 * list answers fifty of fifty-two tickets, and nothing to a search.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { ticketsMachine } from '../../../machines/inbox/tickets.machine.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import type { LotteryTicket, TicketCampaign } from '../../../machines/shared/history.ts';
import { offline, ticket } from '../../machines/inbox/inbox-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof ticketsMachine>;

const campaign: TicketCampaign = {
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  minAmount: 25_000,
  drawAt: '2027-01-01T18:00:00.000Z',
};
/** What the list reads: all of them, or what a search finds. */
export const pageFor = (search: string | undefined): ListPage<LotteryTicket> => {
  const count = search ? 0 : 50;
  return {
    items: Array.from({ length: count }, (_, i) => ticket({ transactionID: i + 1 })),
    pagination: { limit: 50, offset: 0, total: search ? 0 : 52 },
  };
};

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadCampaign', output: campaign },
  { type: 'xstate.error.actor.loadCampaign', error: offline() },
  { type: 'tickets.type', text: 'NY26-000001' },
  { type: 'tickets.type', text: 'NY26 000001!' },
  { type: 'tickets.submit' },
  { type: 'xstate.after.searchDebounce.tickets.search.typing' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.text, c.search, c.searchError, c.campaign !== null]);
};

export const paths = transitionCover(ticketsMachine, {
  inputs: [undefined],
  events,
  serialize,
  maxSteps: 60,
});

export default { machine: ticketsMachine, paths } satisfies MachineModel;
