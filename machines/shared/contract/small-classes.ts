import * as yup from 'yup';
import type { MaintenanceStatus } from '../contract.ts';
import type { Jackpots } from '../games.ts';
import type { LiveTicket } from '../live.ts';
import type { TournamentLeaderboard } from '../tournaments.ts';
import { answers } from './define.ts';
import { INT_MAX } from './fields.ts';

/** Class maintenance: result false means under maintenance, with the status as data (spec §4). */
export const maintenance = {
  check_status: answers<MaintenanceStatus>()(yup.object({})),
};

/** Class habanero: the progressive jackpot pools, no session needed. */
export const habanero = {
  getJackpots: answers<Jackpots>()(yup.object({})),
};

/** Class tournament: leaderboards, with the caller's own place when signed in. */
export const tournament = {
  leaderboard: answers<TournamentLeaderboard>()(
    yup.object({ tournamentID: yup.number().integer().min(1).max(INT_MAX).required() }),
  ),
};

/** Class live: a ticket that opens the signed-in player's live stream (GET /v1/live). */
export const live = {
  ticket: answers<LiveTicket>()(yup.object({})),
};
