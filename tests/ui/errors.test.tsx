import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_MS } from '../../machines/content/resource.machine.ts';
import { QUICK_ACCESS } from '../../machines/content/lobby.ts';
import type { ListPage, SlotGame } from '../../machines/shared/games.ts';
import { RouteErrorBoundary, TopErrorBoundary } from '../../src/ui/error-boundary.tsx';
import { messages } from '../../src/i18n/messages.ts';
import { catalogueOf, slotCategoryList, slotGames, slotProviderList } from '../fixtures/lobby.ts';
import { renderSite, type TestWorld } from './harness.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundaries', () => {
  it('a failing page shows the apology with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong, please try later.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('leaving the failed address shows the page asked for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <MemoryRouter initialEntries={['/broken']}>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/" element={<h1>Welcome</h1>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </IntlProvider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('the last-resort boundary speaks the page language without any provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.lang = 'tr';
    render(
      <TopErrorBoundary>
        <Broken />
      </TopErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', {
        name: 'Bir şeyler ters gitti, lütfen daha sonra tekrar deneyin.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});

const GAMES = slotGames(60);

/** The slot catalogue, with the quick-access rail's call answered by `quickAccess`. */
function slotLobby(quickAccess: () => Promise<ListPage<SlotGame>>): TestWorld['games'] {
  const list = catalogueOf(GAMES, (g) => g.categoryIDs);
  return {
    slotGames: (query) =>
      query.categoryID === QUICK_ACCESS.categoryID ? quickAccess() : list(query),
    slotCategories: async () => slotCategoryList,
    slotProviders: async () => slotProviderList,
    jackpots: async () => ({ currency: 'TRY', updatedAt: '2026-11-22T10:00:00.000Z', pools: [] }),
  };
}

const quickAccessRail = () => screen.findByRole('region', { name: 'Hızlı Erişim' });

describe('a rail that cannot load', () => {
  it('shows its failure instead of skeletons, and after an HTTP 500 offers a reload of the page', async () => {
    const games = slotLobby(async () => {
      throw new Error('Request blocked due to a previous error');
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { runtime } = renderSite('/slot', { games });
    const rail = await quickAccessRail();
    expect(await within(rail).findByText('Bu içerik yüklenemedi.')).toBeInTheDocument();
    expect(within(rail).getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(rail.querySelector('[aria-busy="true"]')).toBeNull();

    act(() => runtime.appActor.send({ type: 'api.blocked' }));
    const button = await within(rail).findByRole('button', { name: 'Sayfayı yenile' });
    expect(within(rail).queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a rail that loads slowly', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('says it takes longer than usual after the bound, then shows the games when they come', async () => {
    let answer: (page: ListPage<SlotGame>) => void = () => {};
    const games = slotLobby(() => new Promise((resolve) => (answer = resolve)));
    renderSite('/slot', { games });
    const rail = await quickAccessRail();
    expect(rail.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(rail).queryByRole('status')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_MS));
    expect(within(rail).getByRole('status')).toHaveTextContent(
      'Bu içerik her zamankinden uzun sürüyor. Geldiğinde burada görünecek.',
    );

    await act(async () =>
      answer({ items: GAMES.slice(0, 3), pagination: { limit: 50, offset: 0, total: 3 } }),
    );
    expect(await within(rail).findByRole('link', { name: 'Slot 1 Habanero' })).toBeInTheDocument();
    expect(within(rail).queryByRole('status')).not.toBeInTheDocument();
  });
});
