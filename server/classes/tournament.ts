import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { boardFor } from '../tournaments/boards.ts';

const { tournament: TOURNAMENT } = CONTRACT;

/** Class tournament: leaderboards, public; a signed-in caller also gets their own place. */
export const tournament = {
  leaderboard: method(TOURNAMENT.leaderboard, {
    auth: 'optional',
    handler: async ({ data, db, services, lang, caller }) => {
      const board = await boardFor({ db, services }, data.tournamentID, lang, caller?.player.id);
      return board ? ok(board) : refuse('notFound');
    },
  }),
} satisfies ClassOf<'tournament'>;
