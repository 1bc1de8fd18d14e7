/**
 * The gameLaunch machine as the model of the /play page against the real platform: a slot of
 * the catalogue or an address naming no game, opened by its address; the platform launches the
 * slot for a signed-in player. The player shows it fullscreen and back (or the browser leaves
 * fullscreen), and closes it.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { gameLaunchMachine, type PlayRequest } from '../../machines/games/game-launch.machine.ts';
import { transitionCover } from '../model/view-driver.ts';
import { answered, type Platform } from './answered-model.ts';

type Snapshot = SnapshotFrom<typeof gameLaunchMachine>;

const byAddress = (id: string): PlayRequest => ({
  route: { type: 'slot', id },
  routeState: null,
  isMobile: false,
});
/** A slot of the reference catalogue, and an address that names no game. */
export const inputs = [byAddress('2620'), byAddress('abc')];

const events: AnyEventObject[] = [
  { type: 'player.toggleFullscreen' },
  { type: 'browser.fullscreenExited' },
  { type: 'player.close' },
];

// The platform's game address is the page's to show; the model only needs one.
const platform: Platform = (_, asked) =>
  asked.matches('launching')
    ? { type: 'xstate.done.actor.launch', output: { url: 'https://games.example/play' } }
    : null;

export const paths = transitionCover(answered(gameLaunchMachine, platform), {
  inputs,
  events,
  tryEveryEvent: true,
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s as Snapshot).context.url]),
});
