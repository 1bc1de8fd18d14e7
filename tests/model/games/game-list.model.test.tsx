/**
 * The game list's generated paths, driven on the rendered site: category 27 of the slot lobby
 * opened with a search kept in its address, and the favourites page. The player types into the
 * search field (one change: the whole text replaces what was there, or the field is cleared),
 * asks for more, retries, picks another category's tab, un-favourites a game; the clock moves
 * past the search debounce; GamesApi.slotGames answers settle the held calls. Each state is
 * checked by what the player sees (VIEWS below). Only ports are faked.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../../machines/content/lobby.ts';
import type { GameListInput, gameListMachine } from '../../../machines/games/game-list.machine.ts';
import type { GameTileData } from '../../../machines/games/tiles.ts';
import type { GamesApi } from '../../../machines/ports.ts';
import type { ListPage } from '../../../machines/shared/games.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { slotCategoryList } from '../../fixtures/lobby.ts';
import { expectBusy, renderSite, SIGNED_IN } from '../../ui/harness.tsx';
import { describePath, drive, type ViewDriver } from '../view-driver.ts';
import model, { favoritesPage, GAMES, lobby } from './game-list.paths.ts';
import { holdTimers, Ports, releaseTimers, until } from '../page-clock.ts';

type Snapshot = SnapshotFrom<typeof gameListMachine>;
const { paths } = model;
const t = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, String(value)),
    messages.tr[id]!,
  );

const categoryName = (id: number | undefined) =>
  slotCategoryList.find((category) => category.CategoryID === id)!.name;

/** Where the list is on the page, and its accessible name. */
interface Place {
  scope: () => ReturnType<typeof within>;
  label: (s: Snapshot) => string;
}

const LOBBY: Place = {
  scope: () => within(document.body),
  label: (s) => categoryName(s.context.filter.categoryID),
};
const FAVORITE_SLOTS: Place = {
  scope: () => within(screen.getByRole('region', { name: /^Slot oyunları/ })),
  label: (s) => t('account.favorites.slots', { count: s.context.total ?? 0 }),
};

class GameListDriver implements ViewDriver {
  private readonly user = userEvent.setup({ delay: null });
  private readonly ports = new Ports();
  private site!: ReturnType<typeof renderSite>;
  place = LOBBY;

  async start(input: unknown) {
    const slotGames = this.ports.held<GamesApi['slotGames']>('slotGames');
    if (input === lobby) {
      const address = `/slot/category/27?q=${encodeURIComponent(lobby.search!)}`;
      this.site = renderSite(address, {
        games: { slotCategories: async () => slotCategoryList, slotGames },
      });
    } else if (input === favoritesPage) {
      this.place = FAVORITE_SLOTS;
      this.site = renderSite('/favorites', {
        stored: SIGNED_IN,
        games: { slotGames },
        auth: { favorites: async (type) => (type === 'casino' ? [1, 2, 3] : []) },
      });
    } else throw new Error('Unknown input');
    const ready = this.place === LOBBY ? searchField : FAVORITE_SLOTS.scope;
    await until(() => ready());
    await until(() => expect(this.ports.pending('slotGames')).toHaveLength(1));
    holdTimers();
  }

  location() {
    return this.site.router.state.location;
  }

  async act(event: AnyEventObject, before: AnyMachineSnapshot) {
    const b = before as Snapshot;
    const user = this.user;
    const scope = this.place.scope();
    switch (event.type) {
      case 'xstate.done.actor.loadFirstPage':
      case 'xstate.done.actor.loadNextPage':
        return (await this.call(b)).resolve(rowsOf(event.output as ListPage<GameTileData>));
      case 'xstate.error.actor.loadFirstPage':
      case 'xstate.error.actor.loadNextPage':
        return (await this.call(b)).reject(event.error);
      case 'list.loadMore':
        return user.click(scope.getByRole('button', { name: t('games.loadMore') }));
      case 'list.retry':
        return user.click(scope.getByRole('button', { name: t('common.tryAgain') }));
      case 'list.search':
        return this.search(event.text as string, b);
      case 'xstate.after.searchDebounce.gameList.debouncing':
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
        return;
      case 'list.setFilter': {
        const name = categoryName((event.filter as { categoryID: number }).categoryID);
        return user.click(
          within(screen.getByRole('navigation', { name: t('lobby.listsLabel') })).getByRole(
            'link',
            { name },
          ),
        );
      }
      case 'list.itemRemoved': {
        const tile = scope.getByRole('link', { name: new RegExp(`^Slot ${event.id} `) });
        const heart = within(tile.parentElement!).getByRole('button', {
          name: t('favorites.remove'),
        });
        return user.click(heart);
      }
      default:
        throw new Error(`No way to cause ${event.type}`);
    }
  }

  /** The page's call for the state `before`: the next page of its filter and search. */
  private async call(before: Snapshot) {
    const call = await this.ports.latest('slotGames');
    const { filter, search, items, pageSize } = before.context;
    expect(call.args[0]).toEqual({
      ...filter,
      limit: pageSize,
      offset: items.length,
      ...(search ? { searchGameName: search } : {}),
    });
    return call;
  }

  /** One change of the field: the whole text replaces what was there, or it is cleared. */
  private async search(text: string, before: Snapshot) {
    const field = searchField();
    if (text === before.context.input) throw new Error(`'${text}' is in the field already`);
    if (text === '') return this.user.clear(field);
    await this.user.tripleClick(field);
    return this.user.paste(text);
  }

  async see(snapshot: AnyMachineSnapshot) {
    await until(() => seeList(snapshot as Snapshot, this));
  }
}

/** games_list rows for the tiles the model names. */
const rowsOf = (page: ListPage<GameTileData>) => ({
  items: page.items.map((tile) => GAMES.find((game) => game.gameID === tile.id)!),
  pagination: page.pagination,
});

/** Spec §5: 'Search needs at least 3 characters.' */
const SPEC_SEARCH_MIN = 3;

const searchField = () => screen.getByRole('searchbox', { name: t('games.search.label') });

// ---------------------------------------------------------------------------------------------
// What the player sees in each state.

function seeList(s: Snapshot, driver: GameListDriver) {
  const { input, search, filter } = s.context;
  if (driver.place === FAVORITE_SLOTS) {
    expect(screen.queryByRole('searchbox')).toBeNull();
    return body(s, driver.place);
  }
  expect(searchField()).toHaveValue(input);
  const hint = screen.queryByText(t('games.search.tooShort'));
  // Spec §5, apart from the chart: a search needs at least 3 characters; fewer are told so.
  const typed = [...input.trim()].length;
  expect(hint !== null).toBe(typed > 0 && typed < SPEC_SEARCH_MIN);
  if (search) expect([...search].length).toBeGreaterThanOrEqual(SPEC_SEARCH_MIN);
  if (hint) expect(searchField()).toHaveAccessibleDescription(t('games.search.tooShort'));
  // The address keeps the search the games answer.
  const address = driver.location();
  expect(new URLSearchParams(address.search).get('q') ?? '').toBe(search);
  expect(address.pathname).toBe(`/slot/category/${filter.categoryID}`);
  announced(s);
  body(s, driver.place);
}

/** The first page is on its way: skeleton tiles, no list. */
const isLoading = (s: Snapshot) => s.matches('loading');
const isEmpty = (s: Snapshot) =>
  (s.matches('ready') || s.matches('end')) && s.context.items.length === 0;

/** Screen readers hear what a search found once its answer is there. */
function announced(s: Snapshot) {
  const { search, total } = s.context;
  const texts = screen.getAllByRole('status').map((status) => status.textContent);
  if (!search || total === null) {
    expect(texts.some((text) => text?.includes(search || '“'))).toBe(false);
    return;
  }
  const said =
    total === 0 ? t('games.noMatch', { search }) : t('games.searchFound', { search, total });
  expect(texts).toContain(said);
}

function body(s: Snapshot, place: Place) {
  const scope = place.scope();
  const { items, total, search } = s.context;
  const failed = scope.queryByRole('alert');
  const list = scope.queryByRole('list', { name: place.label(s) });
  if (isLoading(s)) {
    expect(list).toBeNull();
    expect(scope.getAllByRole('generic', { busy: true }).length).toBeGreaterThan(0);
    expect(failed).toBeNull();
    return;
  }
  if (s.matches('failed')) {
    expect(failed).toHaveTextContent(t('common.loadFailed'));
    expect(within(failed!).getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
  } else expect(failed).toBeNull();
  if (isEmpty(s)) {
    expect(list).toBeNull();
    expect(
      scope.getByText(search ? t('games.noMatch', { search }) : t('games.empty')),
    ).toBeVisible();
    return;
  }
  if (s.matches('failed') && items.length === 0) {
    expect(list).toBeNull();
    return;
  }
  // The games shown stay while the player types and while more are on their way.
  expect(list).not.toBeNull();
  // The grid keeps only the rows near the screen; each tile tells its place in the list.
  const first = within(list!).queryAllByRole('listitem')[0];
  if (items.length === 0) expect(first).toBeUndefined();
  else expect(first).toHaveAttribute('aria-posinset', '1');
  if (first) expect(first).toHaveAttribute('aria-setsize', String(total ?? 0));
  for (const tile of items.slice(0, 3)) {
    expect(within(list!).getByRole('link', { name: new RegExp(`^${tile.name} `) })).toBeVisible();
  }
  expect(list).toHaveAttribute('aria-busy', String(s.matches('loadingMore')));
  expect(scope.getByText(`${items.length} / ${total ?? 0}`)).toBeVisible();
  const more = scope.queryByRole('button', { name: /Daha fazla göster|Yükleniyor/ });
  if (s.matches('ready')) {
    expect(more).toHaveAccessibleName(t('games.loadMore'));
    expect(more).toBeEnabled();
  } else if (s.matches('loadingMore')) {
    expect(more).toHaveAccessibleName(t('games.loadingMore'));
    expectBusy(more);
  } else expect(more).toBeNull();
}

// ---------------------------------------------------------------------------------------------

describe('gameList machine: generated paths on the lobby and the favourites page', () => {
  afterEach(releaseTimers);

  for (const path of paths) {
    const where = (path.input as GameListInput).filter.favorites
      ? 'favourite slots'
      : 'category 27, searched';
    it(describePath(path, where), () => drive(path, new GameListDriver()), 90_000);
  }
});
