import { VIRTUAL_GAMES, type VirtualGame } from '../shared/games.ts';
import { LIVE_TYPES } from '../content/lobby.ts';

/** The kinds of game a /play address opens (spec §2). */
const GAME_TYPES = ['slot', 'live', 'virtual', 'sport'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The parameters of the four /play routes, as the router hands them over. */
export interface PlayRoute {
  type?: string;
  id?: string;
  /** {providerName} or {gamingType}: /play/{type}/{id}/{detail}. */
  detail?: string;
  gamingType?: string;
  providerName?: string;
}

/** The router state a lobby tile sets on its link: where to come back to and the game's name. */
export interface PlayRouteState {
  from: string;
  name: string;
}

/** The current game of spec §3. */
export interface CurrentGame {
  gameType: GameType;
  /** The slot's gameID, the live table's tableID, or the slug of a virtual or sport game. */
  gameID: number | string;
  /** From the lobby tile that opened it; null when the address was opened directly. */
  name: string | null;
  providerID: number | null;
  providerName: string | null;
  gamingType: string | null;
}

/** Which GamesApi call launches a game, with its payload. */
export type LaunchCall =
  | { method: 'launchSlot'; gameID: number }
  | { method: 'launchTable'; tableID: number; isMobile: boolean }
  | { method: 'launchVirtual'; providerID: number; type?: string };

const isPositiveId = (id: string | undefined): id is string =>
  id !== undefined && /^[1-9]\d*$/.test(id) && Number.isSafeInteger(Number(id));
const GAMING_TYPES = new Set<string>(LIVE_TYPES.map((t) => t.slug));

/** The menu's titles of the games opened by name (message ids). */
export const VIRTUAL_TITLES: Record<VirtualGame['slug'], string> = {
  'golden-race': 'menu.goldenRace',
  'bet-on-games': 'menu.betOnGames',
  '3d-football': 'menu.football3d',
  bingo: 'menu.bingo',
  'sound-bingo': 'menu.soundBingo',
  zeplin: 'menu.zeplin',
  spaceman: 'menu.spaceman',
  sportsbook: 'menu.sport',
  live: 'menu.liveSport',
};

const isGameType = (type: string | undefined): type is GameType =>
  (GAME_TYPES as readonly (string | undefined)[]).includes(type);

function virtualGame(area: GameType, slug: string | undefined): VirtualGame | null {
  return VIRTUAL_GAMES.find((game) => game.area === area && game.slug === slug) ?? null;
}

/** /play/{type}/{id}/{detail}: a known gaming type (roulette, poker …) or else a provider name. */
function providerAndGamingType(route: PlayRoute) {
  if (route.gamingType !== undefined || route.providerName !== undefined) {
    return { gamingType: route.gamingType ?? null, providerName: route.providerName ?? null };
  }
  if (route.detail === undefined) return { gamingType: null, providerName: null };
  return GAMING_TYPES.has(route.detail)
    ? { gamingType: route.detail, providerName: null }
    : { gamingType: null, providerName: route.detail };
}

/** A game of the address and the call that launches it. */
export interface PlayTarget {
  game: CurrentGame;
  launch: LaunchCall;
}

/**
 * The game a /play address names, or null when there is none: an unknown type, a slot or
 * table id that is not a positive integer, or a slug the menu does not know. isMobile goes
 * with a live table's launch.
 */
export function targetOfRoute(
  route: PlayRoute,
  name: string | null,
  isMobile: boolean,
): PlayTarget | null {
  if (!isGameType(route.type)) return null;
  const details = providerAndGamingType(route);
  if (route.type === 'slot' || route.type === 'live') {
    if (!isPositiveId(route.id)) return null;
    const id = Number(route.id);
    const game = { gameType: route.type, gameID: id, name, providerID: null, ...details };
    return route.type === 'slot'
      ? { game, launch: { method: 'launchSlot', gameID: id } }
      : { game, launch: { method: 'launchTable', tableID: id, isMobile } };
  }
  const virtual = virtualGame(route.type, route.id);
  if (!virtual) return null;
  const { providerID, slug } = virtual;
  return {
    game: { gameType: route.type, gameID: slug, name, providerID, ...details },
    launch:
      'type' in virtual
        ? { method: 'launchVirtual', providerID, type: virtual.type }
        : { method: 'launchVirtual', providerID },
  };
}

/** Spec §4: the same game is the same kind with the same id; anything else launches anew. */
export function isSameGame(a: CurrentGame | null, b: CurrentGame | null): boolean {
  return a !== null && b !== null && a.gameType === b.gameType && a.gameID === b.gameID;
}

/** The router state, when it is what a lobby tile sets (anything else is ignored). */
export function routeStateOf(state: unknown): Partial<PlayRouteState> {
  if (typeof state !== 'object' || state === null) return {};
  const { from, name } = state as Record<string, unknown>;
  return {
    // Only an address of this site: '//host' would leave it.
    ...(typeof from === 'string' && /^\/(?!\/)/.test(from) ? { from } : {}),
    ...(typeof name === 'string' && name.trim() !== '' ? { name: name.trim() } : {}),
  };
}

/** Where closing or a failed launch leads: the lobby the game was opened from, else its lobby. */
export function returnAddressOf(route: PlayRoute, state: Partial<PlayRouteState>): string {
  if (state.from) return state.from;
  if (route.type === 'slot') return '/slot';
  if (route.type === 'live') return '/live';
  return '/';
}
