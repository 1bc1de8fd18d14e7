import { leaderboardMachine } from '../../../machines/tournaments/leaderboard.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createTournamentImplementations } from './tournament-implementations.ts';

const LeaderboardActor = createMachineContext(leaderboardMachine, {
  id: 'leaderboard',
  provide: (runtime) => createTournamentImplementations(runtime).leaderboard,
  events: (actor) => ({
    open: (tournamentID: number) => actor.send({ type: 'leaderboard.open', tournamentID }),
    close: () => actor.send({ type: 'leaderboard.close' }),
    retry: () => actor.send({ type: 'leaderboard.retry' }),
  }),
});

/** Runs the /tournaments page's leaderboard machine (one board open at a time). */
export const LeaderboardProvider = LeaderboardActor.Provider;

export const useLeaderboardSelector = LeaderboardActor.useSelector;

/** The events the leaderboard views send, as named functions. */
export const useLeaderboardEvents = LeaderboardActor.useEvents;
