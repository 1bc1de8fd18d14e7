import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import type { NavigationRequest } from '../shared/navigation.ts';
import type { GameLaunch } from '../shared/games.ts';
import { notProvided } from '../shared/not-provided.ts';
import { isGameBalanceMessage, type GameWindowMessage } from './game-messages.ts';
import {
  isSameGame,
  returnAddressOf,
  routeStateOf,
  targetOfRoute,
  type CurrentGame,
  type LaunchCall,
  type PlayRoute,
  type PlayTarget,
} from './launch-target.ts';

/** Spec §8 'Sağlayıcıya Ulaşılamıyor' / 'Provider cannot be reached' (a message id). */
export const PROVIDER_UNREACHABLE = 'play.providerUnreachable';

/** What the page knows when it opens or its address changes. */
export interface PlayRequest {
  route: PlayRoute;
  /** The router state; a lobby tile sets { from, name }. */
  routeState: unknown;
  /** A phone-sized or touch viewport: live tables launch in their mobile layout. */
  isMobile: boolean;
}

/** The game's name and provider as the launch answered them (null: not answered). */
export interface LaunchedNames {
  name: string | null;
  providerName: string | null;
}

export interface GameLaunchContext {
  game: CurrentGame | null;
  /** What the platform calls the launched game: the page's title, whatever the address says. */
  launched: LaunchedNames | null;
  launch: LaunchCall | null;
  /** Where closing or a failure leads. */
  returnTo: string;
  url: string | null;
  /** PROVIDER_UNREACHABLE or the server's message (already translated). */
  failure: string | null;
}

export type GameLaunchEvent =
  | ({ type: 'route.changed' } & PlayRequest)
  | { type: 'player.close' }
  | { type: 'player.toggleFullscreen' }
  | { type: 'browser.fullscreenExited' }
  | ({ type: 'game.message' } & GameWindowMessage);

const SERVER_FAILURE = 'internal server error';

const named = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The names a launch answered; a platform that sends none leaves them null. */
export const launchedNamesOf = (answer: GameLaunch): LaunchedNames => ({
  name: named(answer.name),
  providerName: named(answer.providerName),
});

/** Spec §8: a launch answer without an address means the provider failed. */
export function hasGameUrl(answer: Partial<GameLaunch> | null | undefined): boolean {
  return typeof answer?.url === 'string' && answer.url.trim() !== '';
}

/**
 * Spec §8: 'Internal Server Error', an empty message, or no usable answer at all (offline,
 * HTTP 5xx, a blocked call) mean the provider cannot be reached; any other message the server
 * refused the launch with is shown as it is.
 */
export function launchFailureOf(error: unknown): string {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error ? error.kind : 'refused';
  const message = error instanceof Error ? error.message.trim() : '';
  if (kind !== 'refused' || message === '' || message.toLowerCase() === SERVER_FAILURE) {
    return PROVIDER_UNREACHABLE;
  }
  return message;
}

function contextOf({ route, routeState, isMobile }: PlayRequest): GameLaunchContext {
  const state = routeStateOf(routeState);
  const target: PlayTarget | null = targetOfRoute(route, state.name ?? null, isMobile);
  return {
    game: target?.game ?? null,
    launched: null,
    launch: target?.launch ?? null,
    returnTo: returnAddressOf(route, state),
    url: null,
    failure: null,
  };
}

const targetOf = (request: PlayRequest) =>
  targetOfRoute(request.route, routeStateOf(request.routeState).name ?? null, request.isMobile);

/**
 * The game page (spec §2–§4, §8): resolves the address to a game, launches it (init_game) and
 * shows it, windowed or fullscreen. A failed launch and closing tell the app navigate.page with the return
 * address. The header balance follows play: while the game runs, each balance message the game
 * page posts from its own origin asks for the balance (wallet.refresh), and closing asks again;
 * the launch itself tells the app (game.launched), whose play session reads the game session.
 * A new address with another game clears the stored one and launches anew; the same game
 * changes nothing.
 */
export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as PlayRequest,
  },
  actors: {
    launch: fromPromise<GameLaunch, LaunchCall>(notProvided('launch')),
    /** Forwards the window's message events as game.message while the game runs. */
    gameMessages: fromCallback(notProvided('gameMessages')),
  },
  guards: {
    hasGame: ({ context }) => context.game !== null,
    hasGameUrl: (_, answer: GameLaunch) => hasGameUrl(answer),
    isCurrentGame: ({ context, event }) =>
      event.type === 'route.changed' && isSameGame(context.game, targetOf(event)?.game ?? null),
    isUnknownGame: ({ event }) => event.type === 'route.changed' && targetOf(event) === null,
    isBalanceFromGame: ({ context, event }) =>
      event.type === 'game.message' && isGameBalanceMessage(event, context.url),
  },
  actions: {
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'route.changed');
      return contextOf(event);
    }),
    storeUrl: assign((_, answer: GameLaunch) => ({
      url: answer.url.trim(),
      launched: launchedNamesOf(answer),
    })),
    storeFailure: assign((_, failure: string) => ({ failure })),
    // The lobby left gives the focus back to this game's tile (noteReturn).
    // The page is left for where the player came from, with a failure (if any) to read.
    exit: sendTo(toApp, ({ context }): NavigationRequest => ({
      type: 'navigate.page',
      page: { address: context.returnTo },
      notice: context.failure ? { id: context.failure, tone: 'failure' } : undefined,
      noteReturn: true,
    })),
    refreshBalance: sendTo(toApp, { type: 'wallet.refresh' as const }),
    // The platform opened the game session: the site's clock over the game follows it.
    tellLaunched: sendTo(toApp, { type: 'game.launched' as const }),
    // A bet or win in the frame: the player is active though the site's page sees no input.
    reportActivity: sendTo(toApp, { type: 'user.activity' as const }),
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => contextOf(input),
  initial: 'resolving',
  on: {
    'route.changed': [
      { guard: 'isCurrentGame' },
      { guard: 'isUnknownGame', target: '.notFound', actions: 'storeRequest' },
      { target: '.launching', actions: 'storeRequest' },
    ],
  },
  states: {
    resolving: {
      always: [{ guard: 'hasGame', target: 'launching' }, { target: 'notFound' }],
    },
    notFound: {
      on: { 'player.close': { target: 'closed', actions: 'exit' } },
    },
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launch',
        src: 'launch',
        // launching is entered only with a game, so its launch call is set.
        input: ({ context }) => context.launch as LaunchCall,
        onDone: [
          {
            guard: { type: 'hasGameUrl', params: ({ event }) => event.output },
            target: 'playing',
            actions: { type: 'storeUrl', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: [{ type: 'storeFailure', params: PROVIDER_UNREACHABLE }, 'exit'],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeFailure', params: ({ event }) => launchFailureOf(event.error) },
            'exit',
          ],
        },
      },
      on: { 'player.close': { target: 'closed', actions: 'exit' } },
    },
    playing: {
      entry: 'tellLaunched',
      initial: 'windowed',
      invoke: { id: 'gameMessages', src: 'gameMessages' },
      on: {
        'player.close': { target: 'closed', actions: ['exit', 'refreshBalance'] },
        'game.message': {
          guard: 'isBalanceFromGame',
          actions: ['refreshBalance', 'reportActivity'],
        },
      },
      states: {
        windowed: { on: { 'player.toggleFullscreen': 'fullscreen' } },
        fullscreen: {
          tags: ['fullscreen'],
          on: {
            'player.toggleFullscreen': 'windowed',
            'browser.fullscreenExited': 'windowed',
          },
        },
      },
    },
    // The page is being left; a new address can still launch another game.
    failed: {},
    closed: {},
  },
});
