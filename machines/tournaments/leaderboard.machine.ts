import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided.ts';
import { LEADERBOARD_REFRESH_MS, type TournamentLeaderboard } from '../shared/tournaments.ts';

export interface LeaderboardContext {
  /** The tournament whose board is open; null while none is. */
  tournamentID: number | null;
  /** The last board the platform answered for it; null until the first answer. */
  board: TournamentLeaderboard | null;
  /** The last refresh failed: the board shown is the one before. */
  stale: boolean;
}

export type LeaderboardEvent =
  /** The player opens a tournament's board (one at a time). */
  | { type: 'leaderboard.open'; tournamentID: number }
  | { type: 'leaderboard.close' }
  /** After a failed first load. */
  | { type: 'leaderboard.retry' };

const closedContext: LeaderboardContext = { tournamentID: null, board: null, stale: false };

/**
 * The tournaments page's leaderboard (tournament leaderboard), one open at a time. It is read
 * when opened and again every LEADERBOARD_REFRESH_MS while it can still change (until its prizes
 * are paid). A failed refresh keeps the last board and says so; a failed first read offers a retry.
 */
export const leaderboardMachine = setup({
  types: {
    context: {} as LeaderboardContext,
    events: {} as LeaderboardEvent,
  },
  actors: {
    loadLeaderboard: fromPromise<TournamentLeaderboard, { tournamentID: number }>(
      notProvided('leaderboard.loadLeaderboard'),
    ),
  },
  delays: { leaderboardRefresh: LEADERBOARD_REFRESH_MS },
  guards: {
    /** A paid board is final. */
    canChange: ({ context }) => context.board?.paid === false,
  },
  actions: {
    open: assign((_, params: { tournamentID: number }) => ({
      ...closedContext,
      tournamentID: params.tournamentID,
    })),
    close: assign(closedContext),
    setBoard: assign((_, board: TournamentLeaderboard) => ({ board, stale: false })),
    markStale: assign({ stale: true }),
  },
}).createMachine({
  id: 'leaderboard',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'leaderboard.open': {
          target: 'open',
          actions: { type: 'open', params: ({ event }) => ({ tournamentID: event.tournamentID }) },
        },
      },
    },
    open: {
      initial: 'loading',
      on: { 'leaderboard.close': { target: 'closed', actions: 'close' } },
      states: {
        loading: {
          invoke: {
            id: 'loadLeaderboard',
            src: 'loadLeaderboard',
            input: ({ context }) => ({ tournamentID: context.tournamentID! }),
            onDone: {
              target: 'showing',
              actions: { type: 'setBoard', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        failed: {
          on: { 'leaderboard.retry': 'loading' },
        },
        showing: {
          after: { leaderboardRefresh: { guard: 'canChange', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshLeaderboard',
            src: 'loadLeaderboard',
            input: ({ context }) => ({ tournamentID: context.tournamentID! }),
            onDone: {
              target: 'showing',
              actions: { type: 'setBoard', params: ({ event }) => event.output },
            },
            onError: { target: 'showing', actions: 'markStale' },
          },
        },
      },
    },
  },
});
