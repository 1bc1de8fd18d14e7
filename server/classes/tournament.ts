import * as yup from 'yup';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { boardFor } from '../tournaments/boards.ts';

/** Class tournament: leaderboards, public; a signed-in caller also gets their own place. */
export const tournament: ClassMap = {
  leaderboard: method({
    schema: yup.object({
      tournamentID: yup.number().integer().min(1).max(2_147_483_647).required(),
    }),
    auth: 'optional',
    handler: async ({ data, db, services, lang, caller }) => {
      const board = await boardFor({ db, services }, data.tournamentID, lang, caller?.player.id);
      return board ? ok(board) : refuse('notFound');
    },
  }),
};
