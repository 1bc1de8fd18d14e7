import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isSameGame,
  returnAddressOf,
  routeStateOf,
  targetOfRoute,
  VIRTUAL_TITLES,
  type PlayRoute,
} from '../../../machines/games/launch-target.ts';
import { playPath } from '../../../machines/games/tiles.ts';
import { VIRTUAL_GAMES } from '../../../machines/shared/games.ts';
import { messages } from '../../../src/i18n/messages.ts';

/** The route parameters of an address, the way the router's four /play shapes read it. */
function routeOf(path: string): PlayRoute {
  const [type, id, third, fourth] = path.replace(/^\/play\//, '').split('/');
  if (fourth !== undefined) return { type, id, gamingType: third, providerName: fourth };
  return third === undefined ? { type, id } : { type, id, detail: third };
}

describe('targetOfRoute', () => {
  it.each([
    ['/play/slot/101', { method: 'launchSlot', gameID: 101 }],
    ['/play/slot/9007199254740991', { method: 'launchSlot', gameID: 9007199254740991 }],
    ['/play/live/7', { method: 'launchTable', tableID: 7, isMobile: true }],
    ['/play/virtual/golden-race', { method: 'launchVirtual', providerID: 901 }],
    [
      '/play/virtual/3d-football',
      { method: 'launchVirtual', providerID: 901, type: 'football-3d' },
    ],
    ['/play/sport/sportsbook', { method: 'launchVirtual', providerID: 950, type: 'prematch' }],
    ['/play/sport/live', { method: 'launchVirtual', providerID: 950, type: 'live' }],
  ])('%s launches with %j', (path, launch) => {
    expect(targetOfRoute(routeOf(path), null, true)?.launch).toEqual(launch);
  });

  it('sends isMobile as the viewport says', () => {
    expect(targetOfRoute(routeOf('/play/live/7'), null, false)?.launch).toEqual({
      method: 'launchTable',
      tableID: 7,
      isMobile: false,
    });
  });

  it.each([
    '/play/slot/0',
    '/play/slot/-3',
    '/play/slot/1.5',
    '/play/slot/12abc',
    '/play/slot/0012',
    '/play/slot/9007199254740993',
    '/play/slot/',
    '/play/live/roulette',
    '/play/virtual/no-such-game',
    '/play/virtual/sportsbook',
    '/play/sport/zeplin',
    '/play/poker/5',
  ])('%s names no game', (path) => {
    expect(targetOfRoute(routeOf(path), null, false)).toBeNull();
  });

  it('keeps the current game of spec §3', () => {
    expect(
      targetOfRoute(routeOf('/play/slot/101/Pragmatic Play'), 'Sweet Bonanza', false)?.game,
    ).toEqual({
      gameType: 'slot',
      gameID: 101,
      name: 'Sweet Bonanza',
      providerID: null,
      providerName: 'Pragmatic Play',
      gamingType: null,
    });
    expect(targetOfRoute(routeOf('/play/virtual/zeplin'), null, false)?.game).toEqual({
      gameType: 'virtual',
      gameID: 'zeplin',
      name: null,
      providerID: 904,
      providerName: null,
      gamingType: null,
    });
  });

  it.each([
    ['/play/live/7/roulette', { gamingType: 'roulette', providerName: null }],
    ['/play/live/7/Evolution', { gamingType: null, providerName: 'Evolution' }],
    ['/play/live/7/roulette/Evolution', { gamingType: 'roulette', providerName: 'Evolution' }],
  ])('%s tells a gaming type from a provider name', (path, details) => {
    expect(targetOfRoute(routeOf(path), null, false)?.game).toMatchObject(details);
  });

  it('knows every /play link of the header menu', () => {
    const menu = JSON.parse(readFileSync(resolve('public/datas/header-menu.json'), 'utf8')) as {
      path: string;
    }[];
    const links = menu.map((e) => e.path).filter((p) => p.startsWith('/play/'));
    expect(links).toHaveLength(VIRTUAL_GAMES.length);
    for (const link of links)
      expect(targetOfRoute(routeOf(link), null, false), link).not.toBeNull();
  });
});

describe('isSameGame', () => {
  const game = (path: string) => targetOfRoute(routeOf(path), null, false)?.game ?? null;
  it.each([
    ['/play/slot/101', '/play/slot/101/Pragmatic Play', true],
    ['/play/slot/101', '/play/slot/102', false],
    ['/play/slot/101', '/play/live/101', false],
    ['/play/virtual/zeplin', '/play/virtual/zeplin', true],
    ['/play/slot/0', '/play/slot/0', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(isSameGame(game(a), game(b))).toBe(same);
  });
});

describe('the way back', () => {
  it.each([
    [{ type: 'slot', id: '1' }, {}, '/slot'],
    [{ type: 'live', id: '1' }, {}, '/live'],
    [{ type: 'virtual', id: 'zeplin' }, {}, '/'],
    [{ type: 'sport', id: 'live' }, {}, '/'],
    [{ type: 'slot', id: '1' }, { from: '/slot/provider/12?q=abc' }, '/slot/provider/12?q=abc'],
  ])('%j with %j → %s', (route, state, address) => {
    expect(returnAddressOf(route, state)).toBe(address);
  });

  it.each([
    [null, {}],
    ['text', {}],
    [
      { from: '/slot/category/27', name: ' Sweet Bonanza ' },
      { from: '/slot/category/27', name: 'Sweet Bonanza' },
    ],
    [{ from: '//evil.example/x', name: '' }, {}],
    [{ from: 'https://evil.example/', name: 42 }, {}],
  ])('router state %j reads as %j', (state, read) => {
    expect(routeStateOf(state)).toEqual(read);
  });
});

describe('links of the lobby tiles', () => {
  it.each([
    ['slot', 101, 'Pragmatic Play', 'slot', 101, 'Pragmatic Play'],
    ['live', 7, 'Evolution Gaming', 'live', 7, 'Evolution Gaming'],
  ] as const)('%s %s by %s', (kind, id, provider, gameType, gameID, providerName) => {
    // The router hands the play page decoded parameters.
    const route = routeOf(decodeURIComponent(playPath(kind, id, provider)));
    expect(targetOfRoute(route, null, false)?.game).toMatchObject({
      gameType,
      gameID,
      providerName,
    });
  });
});

describe('titles of the named games', () => {
  it('exist in both languages', () => {
    for (const id of Object.values(VIRTUAL_TITLES)) {
      expect(messages.tr[id], id).toBeTruthy();
      expect(messages.en[id], id).toBeTruthy();
    }
  });
});
