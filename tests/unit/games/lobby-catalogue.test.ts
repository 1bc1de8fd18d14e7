import { describe, expect, it } from 'vitest';
import {
  currentTab,
  homeRails,
  listFilter,
  listTitle,
  lobbyRoute,
  lobbyTabs,
} from '../../../machines/games/catalogue.ts';
import {
  favoriteOf,
  favoriteTypeOf,
  playPath,
  recentTiles,
} from '../../../machines/games/tiles.ts';
import {
  liveCategoryList,
  liveTables,
  slotCategoryList,
  slotGames,
  slotProviderList,
} from '../../fixtures/lobby.ts';

describe('lobby routes', () => {
  it.each([
    [{}, { view: 'home' }],
    [{ categoryID: '27' }, { view: 'category', categoryID: 27 }],
    [{ categoryID: '027' }, { view: 'unknown' }],
    [{ categoryID: 'abc' }, { view: 'unknown' }],
    [{ categoryID: '0' }, { view: 'unknown' }],
    [{ providerID: '3' }, { view: 'provider', providerID: 3 }],
    [{ providerID: '-3' }, { view: 'unknown' }],
    [{ type: 'roulette' }, { view: 'type', slug: 'roulette' }],
  ])('%j is %j', (params, route) => {
    expect(lobbyRoute(params)).toEqual(route);
  });

  it('filters a list by category, provider or the category of a type slug', () => {
    expect(listFilter({ view: 'home' }, null)).toEqual({});
    expect(listFilter({ view: 'category', categoryID: 58 }, null)).toEqual({ categoryID: 58 });
    expect(listFilter({ view: 'provider', providerID: 2 }, null)).toEqual({ providerID: 2 });
    expect(listFilter({ view: 'type', slug: 'roulette' }, liveCategoryList)).toEqual({
      categoryID: 101,
    });
    expect(listFilter({ view: 'type', slug: 'roulette' }, null)).toBeNull();
    expect(listFilter({ view: 'type', slug: 'keno' }, liveCategoryList)).toBeNull();
    expect(listFilter({ view: 'unknown' }, liveCategoryList)).toBeNull();
  });

  it('titles a list with the server’s name, else the site’s own words', () => {
    const category = { view: 'category', categoryID: 27 } as const;
    expect(listTitle('slot', category, slotCategoryList, null)).toEqual({ text: 'En Popüler' });
    expect(listTitle('slot', category, null, null)).toEqual({ id: 'lobby.category.mostPopular' });
    expect(listTitle('live', { view: 'category', categoryID: 9 }, null, null)).toEqual({
      id: 'lobby.categoryNamed',
      values: { id: 9 },
    });
    expect(listTitle('live', { view: 'type', slug: 'roulette' }, null, null)).toEqual({
      id: 'lobby.liveType.roulette',
    });
    expect(listTitle('live', { view: 'type', slug: 'keno' }, null, null)).toEqual({
      id: 'lobby.typeNamed',
      values: { type: 'keno' },
    });
    expect(listTitle('slot', { view: 'provider', providerID: 3 }, null, slotProviderList)).toEqual({
      text: 'Play’n GO',
    });
    expect(listTitle('slot', { view: 'provider', providerID: 99 }, null, [])).toEqual({
      id: 'lobby.providerNamed',
      values: { id: 99 },
    });
    expect(listTitle('slot', { view: 'home' }, slotCategoryList, slotProviderList)).toBeNull();
  });
});

describe('lobby tabs and rails', () => {
  it('slot tabs are the categories of spec §9, named by category_list where it knows them', () => {
    const tabs = lobbyTabs('slot', slotCategoryList);
    expect(tabs.map((tab) => tab.categoryID)).toEqual([27, 58, 63, 64, 72, 76, 78]);
    expect(tabs[0]).toEqual({
      to: '/slot/category/27',
      categoryID: 27,
      label: { text: 'En Popüler' },
    });
    expect(tabs[2]!.label).toEqual({ id: 'lobby.category.boardGames' });
  });

  it('live tabs are the live categories by type, or the site’s types until they load', () => {
    expect(lobbyTabs('live', liveCategoryList)).toEqual([
      { to: '/live/type/roulette', categoryID: 101, label: { text: 'Rulet' } },
      { to: '/live/type/blackjack', categoryID: 102, label: { text: 'Blackjack' } },
    ]);
    expect(lobbyTabs('live', null).map((tab) => tab.to)).toEqual([
      '/live/type/roulette',
      '/live/type/blackjack',
      '/live/type/baccarat',
      '/live/type/poker',
      '/live/type/game-shows',
    ]);
  });

  it('marks the tab of the list shown', () => {
    const tabs = lobbyTabs('live', liveCategoryList);
    const type = { view: 'type', slug: 'blackjack' } as const;
    expect(currentTab({ view: 'home' }, {}, tabs)).toBe('all');
    expect(currentTab(type, listFilter(type, liveCategoryList), tabs)).toBe(tabs[1]);
    expect(currentTab({ view: 'provider', providerID: 1 }, { providerID: 1 }, tabs)).toBeNull();
  });

  it('home rails: the chosen slot categories; live types once their ids are known', () => {
    expect(homeRails('slot', null).map((rail) => rail.to)).toEqual([
      '/slot/category/27',
      '/slot/category/78',
      '/slot/category/58',
    ]);
    expect(homeRails('live', null)).toEqual([]);
    expect(homeRails('live', liveCategoryList)).toEqual([
      { categoryID: 101, title: { text: 'Rulet' }, to: '/live/type/roulette' },
      { categoryID: 102, title: { text: 'Blackjack' }, to: '/live/type/blackjack' },
    ]);
  });
});

describe('tiles', () => {
  it('favourite types: slot is casino, live is livecasino', () => {
    expect(favoriteTypeOf('slot')).toBe('casino');
    expect(favoriteTypeOf('live')).toBe('livecasino');
    expect(favoriteOf({ kind: 'live', id: 7 })).toEqual({ type: 'livecasino', id: 7 });
  });

  it('play paths carry the provider name, encoded', () => {
    expect(playPath('slot', 12, 'Play’n GO')).toBe('/play/slot/12/Play%E2%80%99n%20GO');
    expect(playPath('live', 3, 'Evolution')).toBe('/play/live/3/Evolution');
  });

  it('recent games become tiles, newest first, each once, missing games left out', () => {
    const [slot] = slotGames(1, 10);
    const [table] = liveTables(1, 5);
    const tiles = recentTiles([
      { kind: 'slot', playedAt: '2026-11-22T10:00:00Z', slot },
      { kind: 'live', playedAt: '2026-11-22T09:00:00Z', live: table },
      { kind: 'slot', playedAt: '2026-11-22T08:00:00Z', slot },
      { kind: 'slot', playedAt: '2026-11-22T07:00:00Z' },
    ]);
    expect(tiles.map((tile) => `${tile.kind}:${tile.id}`)).toEqual(['slot:10', 'live:5']);
    expect(tiles[1]).toEqual({
      kind: 'live',
      id: 5,
      name: 'Masa 5',
      providerName: 'Evolution',
      thumbnail: '/media/tables/5.svg',
      playPath: '/play/live/5/Evolution',
    });
  });
});
