import * as yup from 'yup';
import { method, ok, type ClassMap } from '../envelope.ts';

/** Class finance, as far as the site shell needs it. */
export const finance: ClassMap = {
  /** The player's wallets, TRY first: [{ currency, balance }] with the balance in kuruş. */
  check_balance: method({
    schema: yup.object({}),
    auth: true,
    handler: async ({ db, player }) =>
      ok(
        await db.query<{ currency: string; balance: number }>(
          `SELECT currency, balance_kurus AS balance FROM wallets WHERE player_id = $1
           ORDER BY currency <> 'TRY', currency`,
          [player.id],
        ),
      ),
  }),
};
