/**
 * The /tickets page's generated paths, driven on the rendered page: the player pastes a search
 * into the field (one change), presses Enter, retries and asks for more; the clock moves past
 * the search debounce; InboxApi answers settle the held calls. Each state is checked by what
 * the player sees (VIEWS below). Only the port is faked. Once the page is there, setTimeout is
 * faked, so a debounce never fires while a view is being checked.
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
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { holdTimers, Ports, releaseTimers, until } from '../page-clock.ts';
import { paths } from './tickets.paths.ts';

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
  }

  async act(event: AnyEventObject) {
    const user = this.user;
    switch (event.type) {
      case 'xstate.done.actor.loadCampaign':
        return (await this.ports.latest('campaign')).resolve(event.output);
      case 'xstate.error.actor.loadCampaign':
        return (await this.ports.latest('campaign')).reject(event.error);
      case 'xstate.done.actor.loadTickets':
      case 'xstate.done.actor.loadMoreTickets':
        return (await this.ports.latest('tickets')).resolve(event.output);
      case 'xstate.error.actor.loadTickets':
      case 'xstate.error.actor.loadMoreTickets':
        return (await this.ports.latest('tickets')).reject(event.error);
      case 'tickets.retry':
        return user.click(screen.getByRole('button', { name: t('common.tryAgain') }));
      case 'tickets.showMore':
        return user.click(screen.getByRole('button', { name: t('tickets.showMore') }));
      case 'tickets.type':
        // The same number again is typed anew (a field that does not change sends nothing).
        if ((field() as HTMLInputElement).value === event.text) await user.clear(field());
        // One change: the whole number replaces what was there.
        await user.tripleClick(field());
        return user.paste(event.text as string);
      case 'tickets.submit':
        return user.type(field(), '{Enter}');
      case 'xstate.after.searchDebounce.tickets.list.typing':
        vi.advanceTimersByTime(TICKET_SEARCH_DEBOUNCE_MS);
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

function listed(s: Snapshot) {
  const { items, search, campaign: known } = s.context;
  if (items.length === 0) {
    expect(screen.queryByRole('list', { name: t('tickets.listLabel') })).toBeNull();
    if (search) {
      expect(screen.getByText(t('tickets.noMatch').replace('{search}', search))).toBeVisible();
      return;
    }
    expect(screen.getByText(t('tickets.empty.title'))).toBeVisible();
    // The campaign explains how to earn one when it could be read.
    if (known) expect(screen.getByText(/en az ₺250 tutarındaki her yatırım/)).toBeVisible();
    else expect(screen.getByText(t('tickets.empty.noCampaign'))).toBeVisible();
    expect(screen.getByRole('link', { name: t('tickets.empty.deposit') })).toHaveAttribute(
      'href',
      '/deposit',
    );
    return;
  }
  const list = screen.getByRole('list', { name: t('tickets.listLabel') });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(items.length);
  expect(within(rows[0]!).getByText(`Bilet ${items[0]!.ticketNumber}`)).toBeVisible();
  expect(within(rows.at(-1)!).getByText(`Bilet ${items.at(-1)!.ticketNumber}`)).toBeVisible();
}

const showMore = () => screen.queryByRole('button', { name: t('tickets.showMore') });

const VIEWS: Record<string, (s: Snapshot) => void> = {
  loading: () => {
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('list', { name: t('tickets.listLabel') })).toBeNull();
  },
  failed: () => {
    expect(screen.getByText(t('tickets.loadFailed'))).toBeVisible();
    expect(screen.getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
  },
  loaded: (s) => {
    listed(s);
    expect(showMore() !== null).toBe(s.context.items.length < s.context.total);
    if (showMore()) expect(showMore()).toBeEnabled();
    expect(screen.queryByText(t('tickets.moreFailed'))).toBeNull();
  },
  // The list shown stays while the player types; with nothing shown the search is awaited.
  typing: (s) => {
    if (s.context.items.length > 0) listed(s);
    else VIEWS.loading!(s);
  },
  loadingMore: (s) => {
    listed(s);
    expectBusy(showMore());
  },
  moreFailed: (s) => {
    listed(s);
    expect(screen.getByText(t('tickets.moreFailed'))).toBeVisible();
    expect(showMore()).toBeEnabled();
  },
};

function seeTickets(s: Snapshot) {
  const value = s.value as { list: string };
  expect(field()).toHaveValue(s.context.text);
  expect(field()).toHaveAttribute('aria-invalid', String(s.context.searchError !== null));
  if (s.context.searchError) {
    expect(field()).toHaveAccessibleDescription(t(s.context.searchError));
  }
  VIEWS[value.list]!(s);
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
