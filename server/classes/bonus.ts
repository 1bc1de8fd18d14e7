import * as yup from 'yup';
import { method, ok, type ClassMap } from '../envelope.ts';
import { bonusPage } from '../bonus/bonuses.ts';
import { expireOverdueBonuses } from '../bonus/lifecycle.ts';
import { playerOffers } from '../bonus/offers.ts';
import { cancelBonus, claimOffer, redeemCode } from '../bonus/requests.ts';
import { idempotencyKeySchema } from '../wallet/idempotency.ts';

const INT_MAX = 2_147_483_647;
const id = () => yup.number().required().integer().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * Class bonus: the signed-in player's offers and bonuses (spec §9). Every read expires the
 * player's overdue bonus first.
 */
export const bonus: ClassMap = {
  /** The offers the player is shown, each with why it cannot be taken now (blocked). */
  list_offers: method({
    schema: yup.object({}),
    auth: true,
    handler: async ({ db, lang, player }) => {
      await expireOverdueBonuses(db, { playerId: player.id });
      return ok(await playerOffers(db, player.id, lang));
    },
  }),

  /** The player's bonuses, the active one first, then the newest. */
  list_bonuses: method({
    schema: yup.object({
      limit: yup.number().integer().min(1).max(100).default(10),
      offset: yup.number().integer().min(0).max(INT_MAX).default(0),
    }),
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      await expireOverdueBonuses(db, { playerId: player.id });
      const page = await bonusPage(db, player.id, lang, data);
      return ok(page.items, page.pagination);
    },
  }),

  /** Claims an offer (trigger claim or losses): a ClaimOutcome. */
  claim: method({
    schema: yup.object({ offerID: id(), idempotencyKey: idempotencyKeySchema }),
    auth: true,
    handler: ({ data, db, lang, player }) =>
      claimOffer({ tx: db, playerId: player.id, lang }, data),
  }),

  /** Cancels the active bonus: what is left of it is forfeited. */
  cancel: method({
    schema: yup.object({ bonusID: id(), idempotencyKey: idempotencyKeySchema }),
    auth: true,
    handler: ({ data, db, lang, player }) =>
      cancelBonus({ tx: db, playerId: player.id, lang }, data),
  }),

  /** Redeems a promo code (any case): answers the offer it unlocks. */
  redeem_code: method({
    schema: yup.object({ code: yup.string().trim().required().max(30) }),
    auth: true,
    handler: ({ data, db, lang, player }) =>
      redeemCode({ tx: db, playerId: player.id, lang }, data),
  }),
};
