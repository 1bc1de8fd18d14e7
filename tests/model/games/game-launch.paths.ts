/**
 * The gameLaunch machine as the model of the /play page: a slot opened from its lobby tile or
 * an address naming no game; launches answered with a game, with no address or refused; the
 * game shown windowed or fullscreen, its balance messages; closing; other addresses typed.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  gameLaunchMachine,
  type PlayRequest,
} from '../../../machines/games/game-launch.machine.ts';
import { apiError } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof gameLaunchMachine>;

/** The address and router state a lobby tile of category 27 opens Sweet Bonanza with. */
export const fromTile: PlayRequest = {
  route: { type: 'slot', id: '101', detail: 'Pragmatic Play' },
  routeState: { from: '/slot/category/27', name: 'Sweet Bonanza' },
  isMobile: false,
};
/** An address that names no game, opened directly. */
export const unknownGame: PlayRequest = {
  route: { type: 'slot', id: 'abc' },
  routeState: null,
  isMobile: false,
};
/** The menu's Zeplin entry. */
export const zeplin: PlayRequest = {
  route: { type: 'virtual', id: 'zeplin' },
  routeState: null,
  isMobile: false,
};

/** The game page runs on the games origin, which alone may post balance messages. */
export const GAME_URL = 'https://games.example.com/games/play/abc';
export const refused = apiError('Bu oyun şu anda bakımda');

const launched = { type: 'xstate.done.actor.launch', output: { url: GAME_URL } };

/** While the page stays: the game shown, its controls and messages, other addresses. */
const onThePage: AnyEventObject[] = [
  launched,
  { type: 'player.toggleFullscreen' },
  { type: 'browser.fullscreenExited' },
  {
    type: 'game.message',
    origin: 'https://games.example.com',
    data: { source: 'casino-game', type: 'balance', balance: 95_000 },
  },
  { type: 'route.changed', ...fromTile },
  { type: 'route.changed', ...zeplin },
  { type: 'route.changed', ...unknownGame },
];

/**
 * Leaving the page: closing, or a launch without a game. The page is gone then (the player is
 * back in a lobby), so these paths end there rather than typing an address into a page that no
 * longer exists.
 */
const leaving: AnyEventObject[] = [
  launched,
  { type: 'xstate.done.actor.launch', output: { url: '' } },
  { type: 'xstate.error.actor.launch', error: refused },
  { type: 'player.close' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.game?.gameID ?? null, c.url, c.failure]);
};

const inputs = [fromTile, unknownGame];
const paths = [
  ...transitionCover(gameLaunchMachine, { inputs, events: onThePage, serialize }),
  ...transitionCover(gameLaunchMachine, { inputs, events: leaving, serialize }),
];

export default { machine: gameLaunchMachine, paths } satisfies MachineModel;
