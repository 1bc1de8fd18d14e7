import * as yup from 'yup';
import { GAME_KINDS, ROUND_STATUSES } from '../../machines/shared/history.ts';
import { method, ok, type ClassMap } from '../envelope.ts';
import { calendarDate, invertedRangeRefusal } from '../history/date-schemas.ts';
import { gameRoundsPage } from '../wallet/rounds.ts';

/** finance list_game_rounds: the player's game rounds. */
export const roundMethods: ClassMap = {
  /** Newest first, filtered by Turkey's days (inclusive), game type and status. */
  list_game_rounds: method({
    schema: yup.object({
      limit: yup.number().integer().min(1).max(250).default(10),
      offset: yup.number().integer().min(0).max(2_147_483_647).default(0),
      startDate: calendarDate(),
      endDate: calendarDate(),
      gameType: yup.string().oneOf(GAME_KINDS),
      status: yup.string().oneOf(ROUND_STATUSES),
    }),
    auth: true,
    handler: async ({ data, db, player }) => {
      const inverted = invertedRangeRefusal(data);
      if (inverted) return inverted;
      const page = await gameRoundsPage(db, player.id, data);
      return ok(page.rounds, page.pagination);
    },
  }),
};
