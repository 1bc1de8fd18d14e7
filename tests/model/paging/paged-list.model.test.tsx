/**
 * The paged list's generated paths, driven on two rendered pages: /history/finance (its rows read
 * by the list, 'try again' and 'show more' clicked, a new range chosen) and /bonuses (the past
 * bonuses, whose first page came with the area). The page's port answers are held until the path
 * settles them. Each state is checked by what the player sees of the list (VIEWS below).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PagedListSnapshot } from '../../../machines/paging/paged-list.selectors.ts';
import type { BonusApi, FinanceApi, HistoryApi } from '../../../machines/ports.ts';
import type { PlayerBonus } from '../../../machines/shared/bonus.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { expectBusy, fakeFinance, inMain, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { welcome } from '../../machines/bonus/bonus-fixtures.ts';
import { HeldCalls } from '../held-calls.ts';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import { FiredTransitions } from '../fired-transitions.ts';
import { BONUSES, HISTORY, paths } from './paged-list.paths.ts';

const tr = messages.tr;
const t = (id: string) => tr[id]!;

const firedOnPages = new FiredTransitions('pagedList');

/** Where a list is on its page and how it words itself. */
interface ListPlace {
  /** The list's part of the page. */
  part(): HTMLElement;
  /** The rows it shows of the rows read. */
  shown(rows: unknown[]): number;
  showMore: string;
  moreFailed: string;
  loadFailed: string;
  empty: string;
}

const HISTORY_LIST: ListPlace = {
  part: () => inMain().getByRole('region', { name: t('history.rows') }),
  shown: (rows) => rows.length,
  showMore: t('history.showMore'),
  moreFailed: t('history.moreFailed'),
  loadFailed: t('history.loadFailed'),
  empty: t('history.empty'),
};

const PAST_BONUSES: ListPlace = {
  part: () => screen.getByRole('region', { name: t('bonus.past.title') }),
  shown: (rows) => (rows as PlayerBonus[]).filter((bonus) => bonus.status !== 'active').length,
  showMore: t('bonus.past.showMore'),
  moreFailed: t('bonus.past.moreFailed'),
  loadFailed: t('bonus.loadFailed'),
  empty: t('bonus.past.empty'),
};

class PagedListDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly ports = new HeldCalls();
  private place: ListPlace = HISTORY_LIST;
  /** The port the list's pages come from. */
  private port = 'transactions';
  /** The range the history shows: another one is chosen to read the list again. */
  private preset = 'last7';

  async start(input: unknown) {
    if (input === HISTORY) return this.history();
    if (input === BONUSES) return this.bonuses();
    throw new Error('No page runs this list');
  }

  /** /history/finance: its filter lists and totals stay on their way, they are not the list. */
  private async history() {
    const finance: Partial<FinanceApi> = {
      transactions: this.ports.held<FinanceApi['transactions']>('transactions'),
    };
    const history: Partial<HistoryApi> = {
      totals: this.ports.held<HistoryApi['totals']>('totals'),
      categories: this.ports.held<HistoryApi['categories']>('categories'),
      subCategories: this.ports.held<HistoryApi['subCategories']>('subCategories'),
      statuses: this.ports.held<HistoryApi['statuses']>('statuses'),
    };
    const { runtime } = renderSite('/history/finance', { stored: SIGNED_IN, finance, history });
    runtime.inspect = firedOnPages.inspect;
    await screen.findByRole('region', { name: t('history.rows') });
  }

  /** /bonuses, read: the past bonuses' list starts from the page the area read. */
  private async bonuses() {
    this.place = PAST_BONUSES;
    this.port = 'bonuses';
    const bonus: Partial<BonusApi> = {
      offers: this.ports.held<BonusApi['offers']>('offers'),
      bonuses: this.ports.held<BonusApi['bonuses']>('bonuses'),
    };
    const summary = await fakeFinance().summary();
    const finance: Partial<FinanceApi> = { summary: async () => summary };
    const { runtime } = renderSite('/bonuses', { stored: SIGNED_IN, bonus, finance });
    runtime.inspect = firedOnPages.inspect;
    (await this.ports.newest('offers')).resolve([welcome]);
    (await this.ports.newest('bonuses')).resolve(BONUSES.firstPage);
    await screen.findByRole('region', { name: t('bonus.past.title') });
  }

  async act(event: AnyEventObject) {
    const part = within(this.place.part());
    switch (event.type) {
      case 'xstate.done.actor.firstPage':
      case 'xstate.done.actor.nextPage':
        return (await this.ports.newest(this.port)).resolve(event.output);
      case 'xstate.error.actor.firstPage':
      case 'xstate.error.actor.nextPage':
        return (await this.ports.newest(this.port)).reject(event.error);
      case 'list.retry':
        return this.user.click(part.getByRole('button', { name: t('common.tryAgain') }));
      case 'list.showMore':
        return this.user.click(part.getByRole('button', { name: this.place.showMore }));
      case 'list.reload':
        // Another range: the history reads its list again from the first page.
        this.preset = this.preset === 'yesterday' ? 'last90' : 'yesterday';
        await this.user.click(inMain().getByRole('combobox', { name: t('history.range') }));
        return this.user.click(
          within(screen.getByRole('listbox')).getByRole('option', {
            name: t(`history.preset.${this.preset}`),
          }),
        );
      default:
        throw new Error(`No player action for ${event.type}`);
    }
  }

  async see(snapshot: AnyMachineSnapshot) {
    const s = snapshot as PagedListSnapshot;
    await waitFor(() => VIEWS[s.value as string]!(s, this.place), { timeout: 10_000 });
  }
}

// ---------------------------------------------------------------------------------------------
// What the player sees of the list in each state.

type View = (s: PagedListSnapshot, place: ListPlace) => void;

const showMore = (place: ListPlace) =>
  within(place.part()).queryByRole('button', { name: place.showMore });

function rows(s: PagedListSnapshot, place: ListPlace) {
  const part = within(place.part());
  const shown = place.shown(s.context.rows);
  expect(part.queryAllByRole('listitem')).toHaveLength(shown);
  if (shown === 0) expect(part.getByText(place.empty)).toBeVisible();
  else expect(part.queryByText(place.empty)).toBeNull();
}

const VIEWS: Record<string, View> = {
  loading: (_, place) => {
    expect(place.part().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(place.part()).queryAllByRole('listitem')).toHaveLength(0);
    expect(showMore(place)).toBeNull();
  },
  failed: (_, place) => {
    const part = within(place.part());
    expect(part.getByText(place.loadFailed)).toBeVisible();
    expect(part.getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
    expect(showMore(place)).toBeNull();
  },
  loaded: (s, place) => {
    rows(s, place);
    const more = showMore(place);
    expect(more !== null).toBe(s.context.rows.length < s.context.total!);
    if (more) expect(more).toBeEnabled();
    expect(within(place.part()).queryByText(place.moreFailed)).toBeNull();
  },
  loadingMore: (s, place) => {
    rows(s, place);
    expectBusy(showMore(place));
  },
  moreFailed: (s, place) => {
    rows(s, place);
    expect(within(place.part()).getByRole('alert')).toHaveTextContent(place.moreFailed);
    expect(showMore(place)).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------

describe('paged list machine: generated paths on the rendered pages', () => {
  for (const path of paths) {
    const page = path.input === HISTORY ? '/history/finance' : '/bonuses';
    it(describePath(path, page), () => drive(path, new PagedListDriver()), 120_000);
  }

  it('fired on the pages every transition the paths planned (measured on the real actors)', () => {
    expect(firedOnPages.missedOf(paths)).toEqual([]);
  });
});
