import type { Coupon } from '../shared/games.ts';
import { foldMessage } from '../shared/server-messages.ts';

export const isSettled = (coupon: Coupon) => coupon.status !== 'open';

/** An open coupon shows what it may win; a settled one what it paid. */
export function couponAmount(coupon: Coupon): { label: 'potentialWin' | 'payout'; kurus: number } {
  return isSettled(coupon)
    ? { label: 'payout', kurus: coupon.payout }
    : { label: 'potentialWin', kurus: coupon.potentialWin };
}

const NO_RECORDS = new Set(['Kayıt Bulunamadı', 'Record not found'].map(foldMessage));

/** Spec §8: 'Kayıt Bulunamadı' is an empty history, not a failure. */
export function isNoRecordsError(error: unknown): boolean {
  return error instanceof Error && NO_RECORDS.has(foldMessage(error.message));
}
