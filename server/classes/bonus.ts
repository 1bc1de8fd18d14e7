import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, type ClassOf } from '../envelope.ts';
import { bonusPage } from '../bonus/bonuses.ts';
import { expireOverdueBonuses } from '../bonus/lifecycle.ts';
import { playerOffers } from '../bonus/offers.ts';
import { cancelBonus, claimOffer, redeemCode } from '../bonus/requests.ts';

const { bonus: BONUS } = CONTRACT;

/**
 * Class bonus: the signed-in player's offers and bonuses (spec §9). Every read expires the
 * player's overdue bonus first.
 */
export const bonus = {
  /** The offers the player is shown, each with why it cannot be taken now (blocked). */
  list_offers: method(BONUS.list_offers, {
    auth: true,
    handler: async ({ db, lang, player }) => {
      await expireOverdueBonuses(db, { playerId: player.id });
      return ok(await playerOffers(db, player.id, lang));
    },
  }),

  /** The player's bonuses, the active one first, then the newest. */
  list_bonuses: method(BONUS.list_bonuses, {
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      await expireOverdueBonuses(db, { playerId: player.id });
      const page = await bonusPage(db, player.id, lang, data);
      return ok(page.items, page.pagination);
    },
  }),

  /** Claims an offer (trigger claim or losses): a ClaimOutcome. */
  claim: method(BONUS.claim, {
    auth: true,
    handler: ({ data, db, lang, player }) =>
      claimOffer({ tx: db, playerId: player.id, lang }, data),
  }),

  /** Cancels the active bonus: what is left of it is forfeited. */
  cancel: method(BONUS.cancel, {
    auth: true,
    handler: ({ data, db, lang, player }) =>
      cancelBonus({ tx: db, playerId: player.id, lang }, data),
  }),

  /** Redeems a promo code (any case): answers the offer it unlocks. */
  redeem_code: method(BONUS.redeem_code, {
    auth: true,
    handler: ({ data, db, lang, player }) =>
      redeemCode({ tx: db, playerId: player.id, lang }, data),
  }),
} satisfies ClassOf<'bonus'>;
