import type { SnapshotFrom } from 'xstate';
import type { leaderboardMachine } from './leaderboard.machine.ts';

type LeaderboardSnapshot = SnapshotFrom<typeof leaderboardMachine>;

export const selectOpenTournament = (s: LeaderboardSnapshot) => s.context.tournamentID;
export const selectBoard = (s: LeaderboardSnapshot) => s.context.board;
export const selectIsLoading = (s: LeaderboardSnapshot) => s.matches({ open: 'loading' });
export const selectHasFailed = (s: LeaderboardSnapshot) => s.matches({ open: 'failed' });
export const selectIsRefreshing = (s: LeaderboardSnapshot) => s.matches({ open: 'refreshing' });
/** The last refresh failed and the board shown is the one before. */
export const selectIsStale = (s: LeaderboardSnapshot) => s.context.stale;
