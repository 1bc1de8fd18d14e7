import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { dateRangeProblem } from '../../machines/shared/validation/game-call-schemas.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { couponPage } from '../games/coupons.ts';

/** The sportsbook's coupon history (spec §7 betframe). */
export const betframe = {
  /** The calling player's coupons in a date range of at most 2 years, newest first. */
  getCoupons: method(CONTRACT.betframe.getCoupons, {
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
} satisfies ClassOf<'betframe'>;
