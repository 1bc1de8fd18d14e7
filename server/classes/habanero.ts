import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, type ClassOf } from '../envelope.ts';
import { jackpotsAt } from '../games/jackpots.ts';

const { habanero: HABANERO } = CONTRACT;

export const habanero = {
  /** The progressive jackpot pools; no session needed. */
  getJackpots: method(HABANERO.getJackpots, {
    handler: async ({ services }) => ok(jackpotsAt(services.now())),
  }),
} satisfies ClassOf<'habanero'>;
