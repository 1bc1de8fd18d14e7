import type { Coupon, CouponStatus, ListPage } from '../../../machines/shared/games.ts';
import { apiError } from '../../fixtures/auth.ts';

/** A sports coupon of the signed-in player; amounts in kuruş. */
export function coupon(n: number, status: CouponStatus = 'open'): Coupon {
  const settled = status !== 'open';
  return {
    couponID: `K-${1000 + n}`,
    createdAt: `2026-11-${String(20 - (n % 20)).padStart(2, '0')}T18:30:00.000Z`,
    status,
    stake: 5000 + n * 100,
    totalOdds: 3.45,
    potentialWin: 17250 + n * 345,
    payout: status === 'won' ? 17250 + n * 345 : status === 'cashout' ? 9000 : 0,
    selections: [
      {
        event: `Galatasaray - Fenerbahçe ${n}`,
        market: 'Maç Sonucu',
        pick: '1',
        odds: 1.85,
        startsAt: '2026-11-21T17:00:00.000Z',
        result: settled ? (status === 'won' ? 'won' : 'lost') : 'pending',
      },
      {
        event: `Beşiktaş - Trabzonspor ${n}`,
        market: 'Toplam Gol',
        pick: 'Üst 2.5',
        odds: 1.86,
        startsAt: '2026-11-21T19:00:00.000Z',
        result: settled ? 'won' : 'pending',
      },
    ],
  };
}

/** Coupons n … n + count - 1, alternating open and won. */
export const coupons = (from: number, count: number): Coupon[] =>
  Array.from({ length: count }, (_, i) => coupon(from + i, (from + i) % 2 === 0 ? 'won' : 'open'));

export function couponPage(items: Coupon[], offset: number, total: number): ListPage<Coupon> {
  return { items, pagination: { limit: 10, offset, total } };
}

export const noRecords = apiError('Kayıt Bulunamadı');
export const internalServerError = apiError('Internal Server Error');
export const providerRefused = apiError('Bu oyun şu anda bakımda');
