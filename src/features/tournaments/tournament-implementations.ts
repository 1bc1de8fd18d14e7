import { fromPromise } from 'xstate';
import type { TournamentApi } from '../../../machines/ports.ts';
import { leaderboardMachine } from '../../../machines/tournaments/leaderboard.machine.ts';

/** The tournaments page's leaderboard machine over TournamentApi. */
export function createTournamentImplementations({ tournaments }: { tournaments: TournamentApi }) {
  return {
    leaderboard: leaderboardMachine.provide({
      actors: {
        loadLeaderboard: fromPromise(({ input }) => tournaments.leaderboard(input.tournamentID)),
      },
    }),
  };
}
