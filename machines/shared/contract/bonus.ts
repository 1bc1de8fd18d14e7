import * as yup from 'yup';
import type { BonusOffer, ClaimOutcome, PlayerBonus } from '../bonus.ts';
import { answers } from './define.ts';
import { idempotencyKeySchema, INT_MAX } from './fields.ts';

const id = () => yup.number().required().integer().min(1).max(Number.MAX_SAFE_INTEGER);

/** Class bonus: the signed-in player's offers and bonuses (spec §9). */
export const bonus = {
  list_offers: answers<BonusOffer[]>()(yup.object({})),
  list_bonuses: answers<PlayerBonus[]>()(
    yup.object({
      limit: yup.number().integer().min(1).max(100).default(10),
      offset: yup.number().integer().min(0).max(INT_MAX).default(0),
    }),
  ),
  claim: answers<ClaimOutcome>()(
    yup.object({ offerID: id(), idempotencyKey: idempotencyKeySchema }),
  ),
  cancel: answers<PlayerBonus>()(
    yup.object({ bonusID: id(), idempotencyKey: idempotencyKeySchema }),
  ),
  redeem_code: answers<BonusOffer>()(yup.object({ code: yup.string().trim().required().max(30) })),
};
