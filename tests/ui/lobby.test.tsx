import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameListQuery } from '../../machines/shared/games.ts';
import {
  catalogueOf,
  liveCategoryList,
  liveTables,
  slotCategoryList,
  slotGames,
  slotProviderList,
} from '../fixtures/lobby.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const GAMES = slotGames(120);

/** The platform's slot catalogue of 120 games, with the calls it got. */
function catalogue(overrides: TestWorld['games'] = {}) {
  const slotGamesCall = vi.fn(catalogueOf(GAMES, (g) => g.categoryIDs));
  const games: TestWorld['games'] = {
    slotGames: slotGamesCall,
    slotCategories: async () => slotCategoryList,
    slotProviders: async () => slotProviderList,
    liveCategories: async () => liveCategoryList,
    liveTables: catalogueOf(liveTables(3), () => [101]),
    jackpots: async () => ({
      currency: 'TRY',
      updatedAt: '2026-11-22T10:00:00.000Z',
      pools: [{ id: 'mega', name: 'Mega Jackpot', amount: 1_234_567_89 }],
    }),
    ...overrides,
  };
  return { games, slotGamesCall };
}

const allGames = () => screen.findByRole('list', { name: 'Tüm Slot Oyunları' });
const searches = (call: ReturnType<typeof vi.fn>) =>
  call.mock.calls
    .map(([query]) => (query as GameListQuery).searchGameName)
    .filter((search) => search !== undefined);

describe('slot lobby', () => {
  it('shows the games of the API in pages of 48 with rails, jackpots and providers', async () => {
    const { games, slotGamesCall } = catalogue();
    renderSite('/slot', { games });
    const grid = await allGames();
    const first = await within(grid).findByRole('link', { name: 'Slot 1 Habanero' });
    expect(first).toHaveAttribute('href', '/play/slot/1/Habanero');
    expect(slotGamesCall).toHaveBeenCalledWith({ limit: 48, offset: 0 });
    expect(screen.getByText('48 / 120')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'En Popüler' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yeni Gelenler' })).toBeInTheDocument();
    expect(await screen.findByText('Mega Jackpot')).toBeInTheDocument();
    expect(screen.getByText(/1\.234\.567,89/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Habanero' })).toHaveAttribute(
      'href',
      '/slot/provider/2',
    );
    expect(screen.queryByRole('region', { name: 'Son Oynadıkların' })).not.toBeInTheDocument();
  });

  it('links a tile to its play page with the way back and the game name', async () => {
    // The launch stays pending: the play page keeps the address it was opened with.
    const { games } = catalogue({ launchSlot: () => new Promise(() => {}) });
    const { router } = renderSite('/slot', { games, stored: SIGNED_IN });
    const grid = await allGames();
    const user = userEvent.setup();
    await user.click(await within(grid).findByRole('link', { name: /^Slot 4 / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/play/slot/4/Habanero'));
    expect(router.state.location.state).toEqual({ from: '/slot', name: 'Slot 4' });
  });

  it('loads the next page on request and says when all are shown', async () => {
    const { games, slotGamesCall } = catalogue();
    renderSite('/slot', { games });
    await allGames();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByText('96 / 120')).toBeInTheDocument();
    expect(slotGamesCall).toHaveBeenCalledWith({ limit: 48, offset: 48 });
    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByText('120 / 120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
  });

  it('shows the recently played games of a signed-in player', async () => {
    const recentlyPlayed = vi.fn(async () => [
      { kind: 'live' as const, playedAt: '2026-11-22T09:00:00Z', live: liveTables(1, 77)[0] },
      { kind: 'slot' as const, playedAt: '2026-11-21T09:00:00Z', slot: GAMES[9] },
    ]);
    const { games } = catalogue({ recentlyPlayed });
    renderSite('/slot', { games, stored: SIGNED_IN });
    const rail = await screen.findByRole('region', { name: 'Son Oynadıkların' });
    expect(await within(rail).findByRole('link', { name: /^Masa 77 / })).toHaveAttribute(
      'href',
      '/play/live/77/Evolution',
    );
    expect(within(rail).getByRole('link', { name: /^Slot 10 / })).toBeInTheDocument();
  });
});

describe('lobby lists', () => {
  it('a category shows its name from category_list, breadcrumbs and its games', async () => {
    const { games, slotGamesCall } = catalogue();
    renderSite('/slot/category/27', { games });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'En Popüler' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Buradasınız' });
    expect(within(crumbs).getByRole('link', { name: 'Slot Oyunları' })).toHaveAttribute(
      'href',
      '/slot',
    );
    const grid = await screen.findByRole('list', { name: 'En Popüler' });
    expect(await within(grid).findByRole('link', { name: /^Slot 2 / })).toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: /^Slot 1 / })).not.toBeInTheDocument();
    expect(slotGamesCall).toHaveBeenCalledWith({ categoryID: 27, limit: 48, offset: 0 });
    expect(screen.getByRole('link', { name: 'En Popüler', current: 'page' })).toBeInTheDocument();
  });

  it('a type is found by its slug and a provider by its id', async () => {
    const { games, slotGamesCall } = catalogue();
    const { unmount } = renderSite('/slot/type/new-arrivals', { games });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yeni Gelenler' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(slotGamesCall).toHaveBeenCalledWith({ categoryID: 78, limit: 48, offset: 0 }),
    );
    unmount();

    renderSite('/slot/provider/3', { games });
    expect(await screen.findByRole('heading', { level: 1, name: 'Play’n GO' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Play’n GO' });
    expect(await within(grid).findByRole('link', { name: /^Slot 2 / })).toBeInTheDocument();
    expect(slotGamesCall).toHaveBeenCalledWith({ providerID: 3, limit: 48, offset: 0 });
  });

  it('a live type lists its tables and an unknown type says so', async () => {
    const { games } = catalogue();
    const { unmount } = renderSite('/live/type/roulette', { games });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rulet' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Rulet' });
    expect(await within(grid).findByRole('link', { name: /^Masa 1 / })).toHaveAttribute(
      'href',
      '/play/live/1/Evolution',
    );
    unmount();

    renderSite('/live/type/keno', { games });
    expect(await screen.findByText('Bu oyun listesi bulunamadı.')).toBeInTheDocument();
  });

  it('an empty list says so, and a failed one offers a retry', async () => {
    let fail = true;
    const { games } = catalogue({
      slotGames: async (query) => {
        if (fail) throw new Error('offline');
        return { items: [], pagination: { limit: query.limit, offset: 0, total: 0 } };
      },
    });
    renderSite('/slot/category/58', { games });
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Bu listede henüz oyun yok.')).toBeInTheDocument();
  });
  it('after an HTTP 500 blocked every call, a failed list offers a reload instead of a retry', async () => {
    const { games } = catalogue({
      slotGames: async () => {
        throw new Error('Request blocked due to a previous error');
      },
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { runtime } = renderSite('/slot/category/58', { games });
    await screen.findByRole('button', { name: 'Tekrar dene' });
    runtime.appActor.send({ type: 'api.blocked' });
    const button = await screen.findByRole('button', { name: 'Sayfayı yenile' });
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Bir sorun nedeniyle bu sayfa artık veri alamıyor. Sayfayı yenileyin.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('lobby search', () => {
  it('asks for 3 characters and sends nothing shorter', async () => {
    const { games, slotGamesCall } = catalogue();
    renderSite('/slot', { games });
    await allGames();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Oyun ara' }), 'sl');
    expect(
      await screen.findByText('Arama yapmak için en az 3 karakter giriniz.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(slotGamesCall)).toEqual([]);
    await user.clear(screen.getByRole('searchbox', { name: 'Oyun ara' }));
    expect(
      screen.queryByText('Arama yapmak için en az 3 karakter giriniz.'),
    ).not.toBeInTheDocument();
  });

  it('shows the hits once the player stops typing, and the list again when cleared', async () => {
    const { games, slotGamesCall } = catalogue();
    renderSite('/slot', { games });
    await allGames();
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Oyun ara' });
    await user.type(field, 'slot 11');
    expect(await screen.findByText('11 / 11')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Arama sonuçları' });
    expect(within(results).getByRole('link', { name: /^Slot 110 / })).toBeInTheDocument();
    expect(screen.getByText('11 / 11')).toBeInTheDocument();
    expect(searches(slotGamesCall)).toEqual(['slot 11']);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      '“slot 11” için 11 oyun bulundu',
    );
    expect(screen.queryByRole('heading', { name: 'En Popüler' })).not.toBeInTheDocument();

    await user.clear(field);
    expect(await allGames()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En Popüler' })).toBeInTheDocument();
  });

  it('starts from the search the address keeps, as when the player comes back from a game', async () => {
    const { games, slotGamesCall } = catalogue();
    renderSite('/slot?q=slot%2011', { games });
    expect(await screen.findByText('11 / 11')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Oyun ara' })).toHaveValue('slot 11');
    expect(searches(slotGamesCall)).toEqual(['slot 11']);
  });

  it('says when nothing matches', async () => {
    const { games } = catalogue();
    renderSite('/slot', { games });
    await allGames();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Oyun ara' }), 'zeplin');
    const message = '“zeplin” ile eşleşen oyun bulunamadı.';
    // In the list's place, and read out by the live region that stays on the page.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(message);
  });
});

describe('favourite hearts in the lobby', () => {
  it('send an anonymous player to log in, remembering where to return', async () => {
    const { games } = catalogue();
    const { router, runtime } = renderSite('/slot/category/27', { games });
    const grid = await screen.findByRole('list', { name: 'En Popüler' });
    await within(grid).findByRole('link', { name: /^Slot 2 / });
    const [heart] = within(grid).getAllByRole('button', { name: 'Favorilere ekle' });
    await userEvent.setup().click(heart!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(runtime.appActor.getSnapshot().context.returnUrl).toBe('/slot/category/27');
    expect(await screen.findByText('Favorilerine eklemek için giriş yap.')).toBeInTheDocument();
  });

  it('add and remove a signed-in player’s favourite with a notice', async () => {
    const addFavorite = vi.fn(async () => {});
    const removeFavorite = vi.fn(async () => {});
    const { games } = catalogue();
    renderSite('/slot/category/27', {
      games,
      stored: SIGNED_IN,
      auth: {
        favorites: async (type) => (type === 'casino' ? [4] : []),
        addFavorite,
        removeFavorite,
      },
    });
    const grid = await screen.findByRole('list', { name: 'En Popüler' });
    const tile = (await within(grid).findByRole('link', { name: /^Slot 2 / })).parentElement!;
    const heart = within(tile).getByRole('button', { name: 'Favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleDescription('Slot 2');
    const user = userEvent.setup();
    await user.click(heart);
    expect(await screen.findByText('Favorilere eklendi')).toBeInTheDocument();
    expect(addFavorite).toHaveBeenCalledWith('casino', 2);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Favorilerden çıkar');

    const favourite = (await within(grid).findByRole('link', { name: /^Slot 4 / })).parentElement!;
    await user.click(within(favourite).getByRole('button', { name: 'Favorilerden çıkar' }));
    expect(await screen.findByText('Favorilerden çıkarıldı')).toBeInTheDocument();
    expect(removeFavorite).toHaveBeenCalledWith('casino', 4);
  });
});
