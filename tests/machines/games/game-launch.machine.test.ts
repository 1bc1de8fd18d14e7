import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorLogic } from 'xstate';
import {
  gameLaunchMachine,
  hasGameUrl,
  launchFailureOf,
  PROVIDER_UNREACHABLE,
  type PlayRequest,
} from '../../../machines/games/game-launch.machine.ts';
import {
  selectCanClose,
  selectCanToggleFullscreen,
  selectCurrentGame,
  selectGameUrl,
  selectIsFullscreen,
  selectIsLaunching,
  selectIsNotFound,
  selectIsPlaying,
  selectProviderLine,
  selectProviderName,
  selectTitle,
} from '../../../machines/games/game-launch.selectors.ts';
import type { GameWindowMessage } from '../../../machines/games/game-messages.ts';
import type { LaunchCall } from '../../../machines/games/launch-target.ts';
import { appDouble } from '../app-double.ts';
import { apiError, fake, never, offline } from '../../fixtures/auth.ts';
import { internalServerError, providerRefused } from '../../unit/games/fixtures.ts';

const DEMO_URL = '/games/demo/101?token=abc';

const slot101: PlayRequest = {
  route: { type: 'slot', id: '101', detail: 'Pragmatic Play' },
  routeState: { from: '/slot/category/27', name: 'Sweet Bonanza' },
  isMobile: false,
};
const request = (route: PlayRequest['route'], routeState: unknown = null): PlayRequest => ({
  route,
  routeState,
  isMobile: false,
});

/** The site's window as the game-message port sees it: post() delivers while the game runs. */
function siteWindow() {
  let deliver: ((message: GameWindowMessage) => void) | null = null;
  const logic = fromCallback(({ sendBack }) => {
    deliver = (message) => sendBack({ type: 'game.message', ...message });
    return () => {
      deliver = null;
    };
  });
  return {
    logic,
    post: (message: GameWindowMessage) => deliver?.(message),
    isListening: () => deliver !== null,
  };
}

function start(
  input: PlayRequest,
  launch: AnyActorLogic = fake(async () => ({ url: DEMO_URL })),
  gameMessages: AnyActorLogic = siteWindow().logic,
) {
  const { app, told } = appDouble();
  const actor = createActor(gameLaunchMachine.provide({ actors: { launch, gameMessages } }), {
    input,
    parent: app,
  });
  actor.start();
  return { actor, told };
}

const playing = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('playing'));

describe('gameLaunch machine: launching', () => {
  it('launches a slot with its gameID and shows the game', async () => {
    const launch = vi.fn(async (_: LaunchCall) => ({ url: DEMO_URL }));
    const { actor, told } = start(slot101, fake(launch));
    expect(selectIsLaunching(actor.getSnapshot())).toBe(true);
    expect(selectGameUrl(actor.getSnapshot())).toBeNull();
    await playing(actor);
    expect(launch).toHaveBeenCalledWith({ method: 'launchSlot', gameID: 101 });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    expect(selectGameUrl(actor.getSnapshot())).toBe(DEMO_URL);
    // The platform opened the game session: the site's clock over the game reads it.
    expect(told).toEqual([{ type: 'game.launched' }]);
  });

  it('launches a live table with the viewport the page passed in', async () => {
    const launch = vi.fn(async (_: LaunchCall) => ({ url: DEMO_URL }));
    const { actor } = start(
      { ...request({ type: 'live', id: '7' }), isMobile: true },
      fake(launch),
    );
    await playing(actor);
    expect(launch).toHaveBeenCalledWith({ method: 'launchTable', tableID: 7, isMobile: true });
  });

  it('launches a menu game through virtualgames with its provider and type', async () => {
    const launch = vi.fn(async (_: LaunchCall) => ({ url: DEMO_URL }));
    const { actor } = start(request({ type: 'virtual', id: 'sound-bingo' }), fake(launch));
    await playing(actor);
    expect(launch).toHaveBeenCalledWith({
      method: 'launchVirtual',
      providerID: 903,
      type: 'sound-bingo',
    });
  });

  it.each([
    { type: 'slot', id: 'abc' },
    { type: 'live', id: '0' },
    { type: 'virtual', id: 'no-such-game' },
    { type: 'casino', id: '5' },
  ])('shows not found for %j and calls nothing', (route) => {
    const launch = vi.fn(async () => ({ url: DEMO_URL }));
    const { actor, told } = start(request(route), fake(launch));
    expect(selectIsNotFound(actor.getSnapshot())).toBe(true);
    expect(selectCurrentGame(actor.getSnapshot())).toBeNull();
    expect(launch).not.toHaveBeenCalled();
    expect(told).toEqual([]);
  });

  it('keeps the current game of spec §3', async () => {
    const { actor } = start(slot101);
    expect(selectCurrentGame(actor.getSnapshot())).toEqual({
      gameType: 'slot',
      gameID: 101,
      name: 'Sweet Bonanza',
      providerID: null,
      providerName: 'Pragmatic Play',
      gamingType: null,
    });
    await playing(actor);
  });

  it('titles the game by the name the launch answers, whatever the address says', async () => {
    // /play/slot/2951/Maverick%20Spin: the address names the provider, not the game.
    const { actor } = start(
      request({ type: 'slot', id: '2951', detail: 'Maverick Spin' }),
      fake(async () => ({ url: DEMO_URL, name: 'Volcano Deluxe', providerName: 'Maverick Spin' })),
    );
    expect(selectTitle(actor.getSnapshot())).toEqual({ id: 'play.title' });
    expect(selectProviderLine(actor.getSnapshot())).toBeNull();
    await playing(actor);
    expect(selectTitle(actor.getSnapshot())).toEqual({ text: 'Volcano Deluxe' });
    expect(selectProviderName(actor.getSnapshot())).toBe('Maverick Spin');
    expect(selectProviderLine(actor.getSnapshot())).toBe('Maverick Spin');
  });

  it("keeps the tile's name when the launch answers none, and shows no provider it did not answer", async () => {
    const { actor } = start(
      slot101,
      fake(async () => ({ url: DEMO_URL, name: '  ' })),
    );
    await playing(actor);
    expect(selectTitle(actor.getSnapshot())).toEqual({ text: 'Sweet Bonanza' });
    expect(selectProviderLine(actor.getSnapshot())).toBeNull();
  });

  it('does not repeat a provider below a title that is its name', async () => {
    const named = { url: DEMO_URL, name: 'Zeplin', providerName: 'Zeplin' };
    const { actor } = start(
      request({ type: 'virtual', id: 'zeplin' }),
      fake(async () => named),
    );
    await playing(actor);
    expect(selectTitle(actor.getSnapshot())).toEqual({ text: 'Zeplin' });
    expect(selectProviderLine(actor.getSnapshot())).toBeNull();
  });
});

describe('gameLaunch machine: failures (spec §8)', () => {
  it.each([
    ['an empty url', fake(async () => ({ url: '' })), PROVIDER_UNREACHABLE],
    ['a blank url', fake(async () => ({ url: '   ' })), PROVIDER_UNREACHABLE],
    ['no url', fake(async () => ({})), PROVIDER_UNREACHABLE],
    [
      'Internal Server Error',
      fake(() => Promise.reject(internalServerError)),
      PROVIDER_UNREACHABLE,
    ],
    ['no answer', fake(() => Promise.reject(offline)), PROVIDER_UNREACHABLE],
    ['another message', fake(() => Promise.reject(providerRefused)), providerRefused.message],
  ])('%s: fails and leaves for the return address', async (_, launch, failure) => {
    const { actor, told } = start(slot101, launch);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectGameUrl(actor.getSnapshot())).toBeNull();
    expect(told).toEqual([
      {
        type: 'navigate.page',
        page: { address: '/slot/category/27' },
        notice: { id: failure, tone: 'failure' },
        noteReturn: true,
      },
    ]);
  });

  it.each([
    [{ type: 'slot', id: '101' }, '/slot'],
    [{ type: 'live', id: '7' }, '/live'],
    [{ type: 'virtual', id: 'zeplin' }, '/'],
    [{ type: 'sport', id: 'sportsbook' }, '/'],
  ])('without a lobby to return to, %j leaves for %s', async (route, to) => {
    const { actor, told } = start(
      request(route),
      fake(() => Promise.reject(internalServerError)),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(told).toEqual([
      {
        type: 'navigate.page',
        page: { address: to },
        notice: { id: PROVIDER_UNREACHABLE, tone: 'failure' },
        noteReturn: true,
      },
    ]);
  });
});

describe('gameLaunch machine: failure rule', () => {
  it.each([
    [{ url: DEMO_URL }, true],
    [{ url: '' }, false],
    [{ url: ' ' }, false],
    [{}, false],
    [null, false],
  ])('the answer %j has a game: %s', (answer, expected) => {
    expect(hasGameUrl(answer)).toBe(expected);
  });

  it.each([
    [apiError('Internal Server Error'), PROVIDER_UNREACHABLE],
    [apiError(' internal server error '), PROVIDER_UNREACHABLE],
    [apiError(''), PROVIDER_UNREACHABLE],
    [apiError('Network Error', 'network'), PROVIDER_UNREACHABLE],
    [Object.assign(new Error('HTTP 502'), { kind: 'serverError' }), PROVIDER_UNREACHABLE],
    ['not an error', PROVIDER_UNREACHABLE],
    [apiError('Bu oyun şu anda bakımda'), 'Bu oyun şu anda bakımda'],
    [new Error('Provider says no'), 'Provider says no'],
  ])('%s → %s', (error, message) => {
    expect(launchFailureOf(error)).toBe(message);
  });
});

describe('gameLaunch machine: the address changes (spec §4)', () => {
  it('changes nothing for the same game', async () => {
    const launch = vi.fn(async (_: LaunchCall) => ({ url: DEMO_URL }));
    const { actor } = start(slot101, fake(launch));
    await playing(actor);
    const before = actor.getSnapshot();
    actor.send({ type: 'route.changed', ...request({ type: 'slot', id: '101' }, { name: 'X' }) });
    expect(actor.getSnapshot().context).toBe(before.context);
    expect(launch).toHaveBeenCalledTimes(1);
  });

  it('clears the stored game and launches another one', async () => {
    const launch = vi.fn(async (call: LaunchCall) => ({
      url: call.method === 'launchSlot' ? `/games/demo/${call.gameID}` : DEMO_URL,
    }));
    const { actor } = start(slot101, fake(launch));
    await playing(actor);
    actor.send({ type: 'route.changed', ...request({ type: 'slot', id: '202' }) });
    expect(selectIsLaunching(actor.getSnapshot())).toBe(true);
    expect(selectGameUrl(actor.getSnapshot())).toBeNull();
    expect(selectCurrentGame(actor.getSnapshot())).toMatchObject({
      gameID: 202,
      name: null,
      providerName: null,
    });
    await playing(actor);
    expect(launch).toHaveBeenLastCalledWith({ method: 'launchSlot', gameID: 202 });
    expect(selectGameUrl(actor.getSnapshot())).toBe('/games/demo/202');
  });

  it('drops the answer of the game it left while launching', async () => {
    const answers: ((url: string) => void)[] = [];
    const launch = fromPromise<{ url: string }, LaunchCall>(
      () => new Promise((resolve) => answers.push((url) => resolve({ url }))),
    );
    const { actor } = start(slot101, launch);
    actor.send({ type: 'route.changed', ...request({ type: 'slot', id: '202' }) });
    expect(answers).toHaveLength(2);
    answers[0]!('/games/demo/101');
    await Promise.resolve();
    expect(selectIsLaunching(actor.getSnapshot())).toBe(true);
    answers[1]!('/games/demo/202');
    await playing(actor);
    expect(selectGameUrl(actor.getSnapshot())).toBe('/games/demo/202');
  });

  it('shows not found for an address without a game', async () => {
    const { actor } = start(slot101);
    await playing(actor);
    actor.send({ type: 'route.changed', ...request({ type: 'slot', id: 'x' }) });
    expect(selectIsNotFound(actor.getSnapshot())).toBe(true);
    expect(selectCurrentGame(actor.getSnapshot())).toBeNull();
  });

  it('launches a game from the not-found page', async () => {
    const { actor } = start(request({ type: 'slot', id: 'x' }));
    actor.send({ type: 'route.changed', ...slot101 });
    await playing(actor);
  });
});

describe('gameLaunch machine: the player', () => {
  it('closes a running game: back to the lobby and the balance is read again', async () => {
    const { actor, told } = start(slot101);
    await playing(actor);
    expect(selectCanClose(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'player.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(told).toEqual([
      { type: 'game.launched' },
      { type: 'navigate.page', page: { address: '/slot/category/27' }, noteReturn: true },
      { type: 'wallet.refresh' },
    ]);
    expect(selectCanClose(actor.getSnapshot())).toBe(false);
  });

  it('closes while launching without a balance refresh', () => {
    const { actor, told } = start(slot101, never());
    actor.send({ type: 'player.close' });
    expect(told).toEqual([
      { type: 'navigate.page', page: { address: '/slot/category/27' }, noteReturn: true },
    ]);
  });

  it('leaves the not-found page for the lobby of the type', () => {
    const { actor, told } = start(request({ type: 'live', id: 'x' }));
    actor.send({ type: 'player.close' });
    expect(told).toEqual([{ type: 'navigate.page', page: { address: '/live' }, noteReturn: true }]);
  });

  it('turns fullscreen on and off, and follows the browser leaving it', async () => {
    const { actor } = start(slot101);
    expect(selectCanToggleFullscreen(actor.getSnapshot())).toBe(false);
    await playing(actor);
    expect(selectCanToggleFullscreen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'player.toggleFullscreen' });
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'player.toggleFullscreen' });
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'player.toggleFullscreen' });
    actor.send({ type: 'browser.fullscreenExited' });
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(false);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
  });

  it('has no fullscreen while launching', () => {
    const { actor } = start(slot101, never());
    actor.send({ type: 'player.toggleFullscreen' });
    expect(selectIsFullscreen(actor.getSnapshot())).toBe(false);
  });
});

describe('gameLaunch machine: the header balance follows play', () => {
  const GAME_URL = 'https://games.example.com/games/play/abc';
  const balance = (amount: number) => ({ source: 'casino-game', type: 'balance', balance: amount });

  /** A game running; what the machine told the app from then on. */
  async function playingWithWindow() {
    const window = siteWindow();
    const started = start(
      slot101,
      fake(async () => ({ url: GAME_URL })),
      window.logic,
    );
    await playing(started.actor);
    // The launch itself told the app (the game session's clock): the balance is what follows.
    expect(started.told.splice(0)).toEqual([{ type: 'game.launched' }]);
    return { ...started, window };
  }

  it('asks for the balance on each balance message, and counts it as activity', async () => {
    const { window, told } = await playingWithWindow();
    window.post({ origin: 'https://games.example.com', data: balance(98_000) });
    window.post({ origin: 'https://games.example.com', data: balance(99_500) });
    expect(told).toEqual([
      { type: 'wallet.refresh' },
      { type: 'user.activity' },
      { type: 'wallet.refresh' },
      { type: 'user.activity' },
    ]);
  });

  it.each([
    ['another origin', 'https://evil.example.com', balance(1)],
    ['a look-alike origin', 'https://games.example.com.evil.example', balance(1)],
    ['another message', 'https://games.example.com', { source: 'casino-game', type: 'spin' }],
    ['a fractional balance', 'https://games.example.com', balance(1.5)],
    ['a negative balance', 'https://games.example.com', balance(-100)],
    ['a string', 'https://games.example.com', 'balance'],
    ['no data', 'https://games.example.com', null],
    ['an opaque origin', 'null', balance(1)],
  ])('ignores %s', async (_, origin, data) => {
    const { window, told } = await playingWithWindow();
    window.post({ origin, data });
    expect(told).toEqual([]);
  });

  it('ignores a game at a relative address: it has no origin to trust', async () => {
    const window = siteWindow();
    const { actor, told } = start(slot101, undefined, window.logic);
    await playing(actor);
    told.splice(0);
    window.post({ origin: 'null', data: balance(1) });
    window.post({ origin: 'http://invalid.invalid', data: balance(1) });
    expect(told).toEqual([]);
  });

  it('listens only while the game runs', async () => {
    const { actor, window } = await playingWithWindow();
    expect(window.isListening()).toBe(true);
    actor.send({ type: 'player.close' });
    expect(window.isListening()).toBe(false);
  });
});

describe('gameLaunch selectors: the title', () => {
  it.each([
    [slot101, { text: 'Sweet Bonanza' }],
    [request({ type: 'virtual', id: 'zeplin' }), { id: 'menu.zeplin' }],
    [request({ type: 'sport', id: 'live' }), { id: 'menu.liveSport' }],
    [request({ type: 'live', id: '7', detail: 'Evolution' }), { id: 'play.title' }],
    [request({ type: 'live', id: '7' }), { id: 'play.title' }],
    [request({ type: 'live', id: 'x' }), { id: 'play.title' }],
  ])('%j → %j', (input, title) => {
    const { actor } = start(input, never());
    expect(selectTitle(actor.getSnapshot())).toEqual(title);
  });
});
