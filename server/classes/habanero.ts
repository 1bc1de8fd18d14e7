import * as yup from 'yup';
import { method, ok, type ClassMap } from '../envelope.ts';
import { jackpotsAt } from '../games/jackpots.ts';

export const habanero: ClassMap = {
  /** The progressive jackpot pools; no session needed. */
  getJackpots: method({
    schema: yup.object({}),
    handler: async ({ services }) => ok(jackpotsAt(services.now())),
  }),
};
