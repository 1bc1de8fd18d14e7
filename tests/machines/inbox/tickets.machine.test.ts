import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  TICKET_SEARCH_DEBOUNCE_MS,
  ticketsMachine,
} from '../../../machines/inbox/tickets.machine.ts';
import {
  selectCampaign,
  selectIsEmpty,
  selectIsLoading,
  selectIsTyping,
  selectList,
  selectSearch,
  selectSearchError,
  selectTickets,
} from '../../../machines/inbox/tickets.selectors.ts';
import { selectHasFailed } from '../../../machines/paging/paged-list.selectors.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import type { LotteryTicket, TicketQuery } from '../../../machines/shared/history.ts';
import { offline, ticket } from './inbox-fixtures.ts';

const campaign = {
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  minAmount: 25_000,
  drawAt: '2027-01-01T18:00:00.000Z',
};

function start(load?: (query: TicketQuery) => Promise<ListPage<LotteryTicket>>) {
  const loadTickets = vi.fn(
    load ??
      (async (query: TicketQuery) => ({
        items: [ticket()],
        pagination: { limit: query.limit, offset: query.offset, total: 1 },
      })),
  );
  const actor = createActor(
    ticketsMachine.provide({
      actors: {
        loadTickets: fromPromise(({ input }) => loadTickets(input)),
        loadCampaign: fromPromise(async () => campaign),
      },
    }),
  ).start();
  const list = () => selectList(actor.getSnapshot());
  return { actor, loadTickets, list };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('tickets machine', () => {
  it('reads the first 50 tickets and the campaign side by side', async () => {
    vi.useFakeTimers();
    const { actor, loadTickets, list } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(loadTickets).toHaveBeenCalledWith({ limit: 50, offset: 0 });
    expect(selectTickets(list().getSnapshot())).toHaveLength(1);
    expect(selectCampaign(actor.getSnapshot())).toEqual(campaign);
  });

  it('sends a search once typing rests, trimmed', async () => {
    vi.useFakeTimers();
    const { actor, loadTickets } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'tickets.type', text: ' NY' });
    await vi.advanceTimersByTimeAsync(TICKET_SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'tickets.type', text: ' NY26-0 ' });
    await vi.advanceTimersByTimeAsync(TICKET_SEARCH_DEBOUNCE_MS - 1);
    expect(loadTickets).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadTickets).toHaveBeenLastCalledWith({ limit: 50, offset: 0, search: 'NY26-0' });
    expect(selectSearch(actor.getSnapshot())).toBe('NY26-0');
  });

  it('never sends text with other characters, and says why', async () => {
    vi.useFakeTimers();
    const { actor, loadTickets, list } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'tickets.type', text: 'NY' });
    actor.send({ type: 'tickets.type', text: "NY' OR 1=1" });
    expect(selectSearchError(actor.getSnapshot())).toBe('tickets.search.invalid');
    actor.send({ type: 'tickets.submit' });
    await vi.advanceTimersByTimeAsync(TICKET_SEARCH_DEBOUNCE_MS * 2);
    expect(loadTickets).toHaveBeenCalledTimes(1);
    expect(selectIsTyping(actor.getSnapshot())).toBe(false);
    expect(selectTickets(list().getSnapshot())).toHaveLength(1);
    actor.send({ type: 'tickets.type', text: 'A'.repeat(33) });
    expect(selectSearchError(actor.getSnapshot())).toBe('tickets.search.tooLong');
    actor.send({ type: 'tickets.type', text: 'NY26' });
    expect(selectSearchError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'tickets.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadTickets).toHaveBeenCalledTimes(2);
    // Enter sent it already; the debounce started by the typing does not send it again.
    await vi.advanceTimersByTimeAsync(TICKET_SEARCH_DEBOUNCE_MS * 2);
    expect(loadTickets).toHaveBeenCalledTimes(2);
  });

  it('pages with show more, and retries after a failure', async () => {
    vi.useFakeTimers();
    let fail = true;
    const { list, loadTickets } = start(async ({ offset, limit }) => {
      if (fail) throw offline();
      return {
        items: Array.from({ length: offset === 0 ? 50 : 3 }, (_, i) =>
          ticket({ transactionID: offset + i + 1 }),
        ),
        pagination: { limit, offset, total: 53 },
      };
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectHasFailed(list().getSnapshot())).toBe(true);
    fail = false;
    list().send({ type: 'list.retry' });
    await vi.advanceTimersByTimeAsync(0);
    list().send({ type: 'list.showMore' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectTickets(list().getSnapshot())).toHaveLength(53);
    expect(loadTickets.mock.calls.map(([q]) => q.offset)).toEqual([0, 0, 50]);
    list().send({ type: 'list.showMore' });
    expect(loadTickets).toHaveBeenCalledTimes(3);
    expect(selectIsEmpty(list().getSnapshot(), false)).toBe(false);
  });

  it('keeps the tickets shown while a search waits; over no tickets it shows it loading', async () => {
    vi.useFakeTimers();
    const { actor, loadTickets, list } = start(async ({ limit, offset, search }) => ({
      items: search === 'NONE' ? [] : [ticket()],
      pagination: { limit, offset, total: search === 'NONE' ? 0 : 1 },
    }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'tickets.type', text: 'NONE' });
    const typing = () => selectIsTyping(actor.getSnapshot());
    expect(selectIsLoading(list().getSnapshot(), typing())).toBe(false);
    expect(selectTickets(list().getSnapshot())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TICKET_SEARCH_DEBOUNCE_MS);
    expect(loadTickets).toHaveBeenLastCalledWith({ limit: 50, offset: 0, search: 'NONE' });
    expect(selectIsEmpty(list().getSnapshot(), typing())).toBe(true);
    // Nothing matched: typing another search shows it loading, not 'no match' for the old one.
    actor.send({ type: 'tickets.type', text: 'NY26' });
    expect(selectIsLoading(list().getSnapshot(), typing())).toBe(true);
    expect(selectIsEmpty(list().getSnapshot(), typing())).toBe(false);
  });
});
