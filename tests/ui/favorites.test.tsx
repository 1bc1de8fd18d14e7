import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameListQuery, LiveTable, SlotGame } from '../../machines/shared/games.ts';
import { plainLogin } from '../fixtures/auth.ts';
import { catalogueOf, liveTables, slotCategoryList, slotGames } from '../fixtures/lobby.ts';
import { renderSite, SIGNED_IN, type TestWorld } from './harness.tsx';

const GAMES = slotGames(60);
const TABLES = liveTables(5);

/** The platform as a player with favourite ids sees it: favorites=1 lists only those. */
function platform(ids: { casino: number[]; livecasino: number[] }) {
  const favoritesOnly = <T,>(rows: T[], idOf: (row: T) => number, type: keyof typeof ids) =>
    catalogueOf(
      rows.filter((row) => ids[type].includes(idOf(row))) as (T & {
        name: string;
        providerID: number;
      })[],
      () => [],
    );
  const slotCalls = vi.fn(async (query: GameListQuery) =>
    query.favorites
      ? favoritesOnly<SlotGame>(GAMES, (g) => g.gameID, 'casino')(query)
      : catalogueOf(GAMES, (g) => g.categoryIDs)(query),
  );
  const liveCalls = vi.fn(async (query: GameListQuery) =>
    query.favorites
      ? favoritesOnly<LiveTable>(TABLES, (t) => t.tableID, 'livecasino')(query)
      : catalogueOf(TABLES, () => [101])(query),
  );
  const removeFavorite = vi.fn(async (type: 'casino' | 'livecasino', id: number) => {
    ids[type] = ids[type].filter((kept) => kept !== id);
  });
  const addFavorite = vi.fn(async (type: 'casino' | 'livecasino', id: number) => {
    ids[type] = [id, ...ids[type]];
  });
  const world: TestWorld = {
    games: {
      slotGames: slotCalls,
      liveTables: liveCalls,
      slotCategories: async () => slotCategoryList,
    },
    auth: { favorites: async (type) => ids[type], addFavorite, removeFavorite },
  };
  return { world, slotCalls, liveCalls, addFavorite, removeFavorite };
}

describe('favourites page', () => {
  it('shows the favourite games as tiles with their names, and the way to a lobby when empty', async () => {
    const { world, slotCalls } = platform({ casino: [12, 7], livecasino: [] });
    renderSite('/favorites', { ...world, stored: SIGNED_IN });
    const slots = await screen.findByRole('region', { name: 'Slot oyunları (2)' });
    expect(await within(slots).findByRole('link', { name: /^Slot 12 / })).toHaveAttribute(
      'href',
      '/play/slot/12/Pragmatic%20Play',
    );
    expect(within(slots).getByRole('link', { name: /^Slot 7 / })).toBeInTheDocument();
    expect(within(slots).getAllByRole('button', { name: 'Favorilerden çıkar' })).toHaveLength(2);
    expect(slotCalls).toHaveBeenCalledWith({ favorites: true, limit: 100, offset: 0 });

    const live = screen.getByRole('region', { name: 'Canlı masalar (0)' });
    expect(await within(live).findByText(/Henüz favori canlı masan yok/)).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Canlı casinoya git' })).toHaveAttribute(
      'href',
      '/live',
    );
    expect(screen.queryByText(/#\d/)).not.toBeInTheDocument();
  });

  it('removes an un-favourited game from the list shown', async () => {
    const { world, removeFavorite } = platform({ casino: [12, 7], livecasino: [3] });
    renderSite('/favorites', { ...world, stored: SIGNED_IN });
    const slots = await screen.findByRole('region', { name: 'Slot oyunları (2)' });
    const tile = (await within(slots).findByRole('link', { name: /^Slot 12 / })).parentElement!;
    await userEvent.setup().click(within(tile).getByRole('button', { name: 'Favorilerden çıkar' }));
    expect(await screen.findByText('Favorilerden çıkarıldı')).toBeInTheDocument();
    expect(removeFavorite).toHaveBeenCalledWith('casino', 12);
    await waitFor(() =>
      expect(within(slots).queryByRole('link', { name: /^Slot 12 / })).not.toBeInTheDocument(),
    );
    expect(within(slots).getByRole('link', { name: /^Slot 7 / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slot oyunları (1)' })).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Canlı masalar (1)' });
    expect(within(live).getByRole('link', { name: /^Masa 3 / })).toBeInTheDocument();
  });

  it('the profile counts the favourites and leads to them', async () => {
    const { world } = platform({ casino: [12, 7], livecasino: [3] });
    renderSite('/profile', { ...world, stored: SIGNED_IN });
    const section = await screen.findByRole('region', { name: 'Favori oyunlar' });
    expect(
      await within(section).findByText('2 slot oyunu ve 1 canlı masa favorilerinde.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Favorilerime git' })).toHaveAttribute(
      'href',
      '/favorites',
    );
  });
});

describe('favourite of an anonymous player', () => {
  it('is added once the player has signed in and come back', async () => {
    const { world, addFavorite } = platform({ casino: [], livecasino: [] });
    const { router } = renderSite('/slot/category/27', {
      ...world,
      auth: { ...world.auth, login: async () => plainLogin },
    });
    const grid = await screen.findByRole('list', { name: 'En Popüler' });
    const tile = (await within(grid).findByRole('link', { name: /^Slot 2 / })).parentElement!;
    const user = userEvent.setup();
    await user.click(within(tile).getByRole('button', { name: 'Favorilere ekle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(addFavorite).not.toHaveBeenCalled();

    await user.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), 'ayse');
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slot/category/27'));
    expect(await screen.findByText('Favorilere eklendi')).toBeInTheDocument();
    expect(addFavorite).toHaveBeenCalledWith('casino', 2);
    const back = await screen.findByRole('list', { name: 'En Popüler' });
    const again = (await within(back).findByRole('link', { name: /^Slot 2 / })).parentElement!;
    expect(within(again).getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
