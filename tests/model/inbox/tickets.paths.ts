/**
 * The tickets machine as the model of the /tickets page: a campaign and pages of tickets answered
 * every way, searches typed, submitted and debounced.
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
const page = (from: number, count: number, total: number): ListPage<LotteryTicket> => ({
  items: Array.from({ length: count }, (_, i) => ticket({ transactionID: from + i + 1 })),
  pagination: { limit: 50, offset: from, total },
});

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadCampaign', output: campaign },
  { type: 'xstate.error.actor.loadCampaign', error: offline() },
  // Fifty of fifty-two, then the last two; or nothing at all.
  { type: 'xstate.done.actor.loadTickets', output: page(0, 50, 52) },
  { type: 'xstate.done.actor.loadTickets', output: page(0, 0, 0) },
  { type: 'xstate.error.actor.loadTickets', error: offline() },
  { type: 'xstate.done.actor.loadMoreTickets', output: page(50, 2, 52) },
  { type: 'xstate.error.actor.loadMoreTickets', error: offline() },
  { type: 'tickets.retry' },
  { type: 'tickets.showMore' },
  { type: 'tickets.type', text: 'NY26-000001' },
  { type: 'tickets.type', text: 'NY26 000001!' },
  { type: 'tickets.submit' },
  { type: 'xstate.after.searchDebounce.tickets.list.typing' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.items.length,
    c.total,
    c.text,
    c.search,
    c.searchError,
    c.campaign !== null,
  ]);
};

export const paths = transitionCover(ticketsMachine, {
  inputs: [undefined],
  events,
  serialize,
  maxSteps: 60,
});

export default { machine: ticketsMachine, paths } satisfies MachineModel;
