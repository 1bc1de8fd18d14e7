/**
 * The /tickets page's generated paths, driven on the rendered page: the player pastes a search
 * into the field (one change) and presses Enter; the clock moves past the search
 * debounce; InboxApi answers settle the held calls, the list's with what the search finds (its
 * pages are modelled in tests/model/paging). Each state is checked by what the player sees
 * (VIEWS below). Only the port is faked. Once the page is there, setTimeout is faked, so a
 * debounce never fires while a view is being checked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  TICKET_SEARCH_DEBOUNCE_MS,
  ticketsMachine,
} from '../../../machines/inbox/tickets.machine.ts';
import type { InboxApi } from '../../../machines/ports.ts';
import type { TicketQuery } from '../../../machines/shared/history.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { holdTimers, Ports, releaseTimers, until } from '../page-clock.ts';
import { pageFor, paths } from './tickets.paths.ts';

type Snapshot = SnapshotFrom<typeof ticketsMachine>;
const tr = messages.tr;
const t = (id: string) => tr[id]!;

// ---------------------------------------------------------------------------------------------
// The page.

const firedOnPages = new FiredTransitions('tickets');

const field = () => screen.getByRole('textbox', { name: t('tickets.search.label') });

class TicketsDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly ports = new Ports();

  async start() {
    const inbox: Partial<InboxApi> = {
      tickets: this.ports.held<InboxApi['tickets']>('tickets'),
      ticketCampaign: this.ports.held<InboxApi['ticketCampaign']>('campaign'),
    };
    const { runtime } = renderSite('/tickets', { stored: SIGNED_IN, inbox });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('search', undefined, { timeout: 10_000 });
    // From here on a timeout runs only when due now (React's and the testing library's zero
    // delays); the machine's debounce waits for the path. The lazy pages are loaded already.
    holdTimers();
    await this.answerList();
  }

  /** The list reads its first page: what the search it was given finds. */
  private async answerList() {
    const call = await this.ports.latest('tickets');
    call.resolve(pageFor((call.args[0] as TicketQuery).search));
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const user = this.user;
    // Enter, or typing at rest, sends a search the field can take.
    const searches = (before as Snapshot).context.searchError === null;
    switch (event.type) {
      case 'xstate.done.actor.loadCampaign':
        return (await this.ports.latest('campaign')).resolve(event.output);
      case 'xstate.error.actor.loadCampaign':
        return (await this.ports.latest('campaign')).reject(event.error);
      case 'tickets.type':
        // The same number again is typed anew (a field that does not change sends nothing).
        if ((field() as HTMLInputElement).value === event.text) await user.clear(field());
        // One change: the whole number replaces what was there.
        await user.tripleClick(field());
        return user.paste(event.text as string);
      case 'tickets.submit':
        await user.type(field(), '{Enter}');
        if (searches) await this.answerList();
        return;
      case 'xstate.after.searchDebounce.tickets.search.typing':
        vi.advanceTimersByTime(TICKET_SEARCH_DEBOUNCE_MS);
        if (searches) await this.answerList();
        return;
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    await until(() => seeTickets(snapshot as Snapshot));
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

const list = () => screen.queryByRole('list', { name: t('tickets.listLabel') });

/** What the list shows: all the tickets, or that the search shown finds none. */
function listed(s: Snapshot) {
  const { search } = s.context;
  if (search) {
    expect(list()).toBeNull();
    expect(screen.getByText(t('tickets.noMatch').replace('{search}', search))).toBeVisible();
    return;
  }
  const rows = within(list()!).getAllByRole('listitem');
  const tickets = pageFor(undefined).items;
  expect(rows).toHaveLength(tickets.length);
  expect(within(rows[0]!).getByText(`Bilet ${tickets[0]!.ticketNumber}`)).toBeVisible();
  expect(within(rows.at(-1)!).getByText(`Bilet ${tickets.at(-1)!.ticketNumber}`)).toBeVisible();
  expect(screen.getByRole('button', { name: t('tickets.showMore') })).toBeEnabled();
}

const VIEWS: Record<string, (s: Snapshot) => void> = {
  idle: listed,
  // The list shown stays while the player types; with nothing shown the search is awaited.
  typing: (s) => {
    if (s.context.search) {
      expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(list()).toBeNull();
    } else listed(s);
  },
};

function seeTickets(s: Snapshot) {
  const value = s.value as { search: string };
  expect(field()).toHaveValue(s.context.text);
  expect(field()).toHaveAttribute('aria-invalid', String(s.context.searchError !== null));
  if (s.context.searchError) {
    expect(field()).toHaveAccessibleDescription(t(s.context.searchError));
  }
  VIEWS[value.search]!(s);
}

// ---------------------------------------------------------------------------------------------

describe('tickets machine: generated paths on the rendered page', () => {
  afterEach(releaseTimers);

  for (const path of paths) {
    it(describePath(path, 'tickets page'), () => drive(path, new TicketsDriver()), 60_000);
  }

  it('fired on the page every transition the paths planned (measured on the real actor)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
