import {
  couponsSchema,
  dateRangeProblem,
} from '../../machines/shared/validation/game-call-schemas.ts';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { couponPage } from '../games/coupons.ts';

/** The sportsbook's coupon history (spec §7 betframe). */
export const betframe: ClassMap = {
  /** The calling player's coupons in a date range of at most 2 years, newest first. */
  getCoupons: method({
    schema: couponsSchema,
    auth: true,
    handler: async ({ data, db, lang, player }) => {
      const problem = dateRangeProblem(data.startDate, data.endDate);
      if (problem) {
        return refuse(
          problem === 'order' ? 'dateRangeOrder' : 'dateRangeTooLong',
          { field: 'endDate' },
          400,
        );
      }
      const page = await couponPage(db, player.id, { ...data, lang });
      return ok(page.items, page.pagination);
    },
  }),
};
