import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { leaderboardMachine } from '../../../machines/tournaments/leaderboard.machine.ts';
import type { TournamentApi } from '../../../machines/ports.ts';
import { useRuntime } from '../../app/app-context.tsx';

const LeaderboardActor = createActorContext(leaderboardMachine);

/** The page's machine over TournamentApi. */
function provideLeaderboard(tournaments: TournamentApi) {
  return leaderboardMachine.provide({
    actors: {
      loadLeaderboard: fromPromise(({ input }) => tournaments.leaderboard(input.tournamentID)),
    },
  });
}

/** Runs the /tournaments page's leaderboard machine (one board open at a time). */
export function LeaderboardProvider({ children }: { children: ReactNode }) {
  const { tournaments, inspect } = useRuntime();
  const logic = useMemo(() => provideLeaderboard(tournaments), [tournaments]);
  return (
    <LeaderboardActor.Provider logic={logic} options={{ id: 'leaderboard', inspect }}>
      {children}
    </LeaderboardActor.Provider>
  );
}

export const useLeaderboardSelector = LeaderboardActor.useSelector;

/** The events the leaderboard views send, as named functions. */
export function useLeaderboardEvents() {
  const actor = LeaderboardActor.useActorRef();
  return useMemo(
    () => ({
      open: (tournamentID: number) => actor.send({ type: 'leaderboard.open', tournamentID }),
      close: () => actor.send({ type: 'leaderboard.close' }),
      retry: () => actor.send({ type: 'leaderboard.retry' }),
    }),
    [actor],
  );
}
