import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, type ClassOf } from '../envelope.ts';
import { invertedRangeRefusal } from '../history/date-schemas.ts';
import { gameRoundsPage } from '../wallet/rounds.ts';

const { finance: FINANCE } = CONTRACT;

/** finance list_game_rounds: the player's game rounds. */
export const roundMethods = {
  /** Newest first, filtered by Turkey's days (inclusive), game type and status. */
  list_game_rounds: method(FINANCE.list_game_rounds, {
    auth: true,
    handler: async ({ data, db, player }) => {
      const inverted = invertedRangeRefusal(data);
      if (inverted) return inverted;
      const page = await gameRoundsPage(db, player.id, data);
      return ok(page.rounds, page.pagination);
    },
  }),
} satisfies Pick<ClassOf<'finance'>, 'list_game_rounds'>;
