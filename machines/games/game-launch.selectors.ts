import type { SnapshotFrom } from 'xstate';
import type { gameLaunchMachine } from './game-launch.machine.ts';
import type { VirtualGame } from '../shared/games.ts';
import { VIRTUAL_TITLES } from './launch-target.ts';

type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;
type VirtualSlug = VirtualGame['slug'];

/** A title to show: a ready text (a game or provider name) or a message id. */
export type Title = { text: string } | { id: string };

export const selectIsLaunching = (s: GameLaunchSnapshot) => s.matches('launching');
export const selectIsPlaying = (s: GameLaunchSnapshot) => s.matches('playing');
/** The address names no game: a not-found message, nothing was launched. */
export const selectIsNotFound = (s: GameLaunchSnapshot) => s.matches('notFound');
export const selectIsFullscreen = (s: GameLaunchSnapshot) => s.hasTag('fullscreen');
/** The game's page, while it is shown. */
export const selectGameUrl = (s: GameLaunchSnapshot) =>
  s.matches('playing') ? s.context.url : null;
export const selectCurrentGame = (s: GameLaunchSnapshot) => s.context.game;
/** The provider the launch answered: the address's own part is no source for what is shown. */
export const selectProviderName = (s: GameLaunchSnapshot) =>
  s.context.launched?.providerName ?? null;

/** The provider line under the title, unless the title already is the provider's name. */
export function selectProviderLine(s: GameLaunchSnapshot): string | null {
  const provider = selectProviderName(s);
  const title = selectTitle(s);
  return 'text' in title && title.text === provider ? null : provider;
}

/**
 * The game's name as the launch answered it, else its tile's (until the answer), else the menu's
 * name of a virtual game, else 'Game'. Never a part of the address: /play/slot/2951/Maverick Spin
 * names a provider, and anyone can type anything there.
 */
export function selectTitle(s: GameLaunchSnapshot): Title {
  const answered = s.context.launched?.name;
  if (answered) return { text: answered };
  const game = s.context.game;
  if (game?.name) return { text: game.name };
  // Virtual and sport games are known by their menu slug.
  const menu =
    typeof game?.gameID === 'string' ? VIRTUAL_TITLES[game.gameID as VirtualSlug] : undefined;
  if (menu) return { id: menu };
  return { id: 'play.title' };
}

export const selectCanToggleFullscreen = (s: GameLaunchSnapshot) =>
  s.can({ type: 'player.toggleFullscreen' });
export const selectCanClose = (s: GameLaunchSnapshot) => s.can({ type: 'player.close' });
