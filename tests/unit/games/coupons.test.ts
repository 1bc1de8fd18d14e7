import { describe, expect, it } from 'vitest';
import {
  appendPage,
  COUPON_RANGES,
  COUPON_TABS,
  couponAmount,
  couponDates,
  couponsOfTab,
  hasMoreCoupons,
  isCouponRange,
  isCouponTab,
  isNoRecordsError,
} from '../../../machines/games/coupons.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { coupon, couponPage, coupons, noRecords, providerRefused } from './fixtures.ts';

// Noon, so the calendar day is the same in every time zone the tests may run in.
const at = (date: string) => new Date(`${date}T12:00:00`).getTime();

describe('couponDates', () => {
  it.each([
    ['today', '2026-03-15', '2026-03-15', '2026-03-15'],
    ['yesterday', '2026-03-15', '2026-03-14', '2026-03-14'],
    ['last7', '2026-03-15', '2026-03-09', '2026-03-15'],
    ['last30', '2026-03-15', '2026-02-14', '2026-03-15'],
    ['last90', '2026-03-15', '2025-12-16', '2026-03-15'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['last30', '2024-03-01', '2024-02-01', '2024-03-01'],
  ] as const)('%s on %s is %s … %s', (range, today, startDate, endDate) => {
    expect(couponDates(range, at(today))).toEqual({ startDate, endDate });
  });

  it('numbers months from 1, not from 0', () => {
    expect(couponDates('today', at('2026-01-31'))).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-01-31',
    });
    expect(couponDates('today', at('2026-12-05')).startDate).toBe('2026-12-05');
  });
});

describe('tabs and ranges', () => {
  const list = [coupon(1, 'open'), coupon(2, 'won'), coupon(3, 'lost'), coupon(4, 'cashout')];

  it.each([
    ['all', ['K-1001', 'K-1002', 'K-1003', 'K-1004']],
    ['open', ['K-1001']],
    ['closed', ['K-1002', 'K-1003', 'K-1004']],
  ] as const)('%s lists %j', (tab, ids) => {
    expect(couponsOfTab(list, tab).map((c) => c.couponID)).toEqual(ids);
  });

  it.each([
    ['last30', true],
    ['last90', true],
    ['last180', false],
    ['', false],
    [30, false],
  ])('range %j is offered: %s', (value, offered) => {
    expect(isCouponRange(value)).toBe(offered);
  });

  it.each([
    ['open', true],
    ['closed', true],
    ['all', true],
    ['won', false],
  ])('tab %j exists: %s', (value, exists) => {
    expect(isCouponTab(value)).toBe(exists);
  });
});

describe('couponAmount', () => {
  it.each([
    ['open', 'potentialWin', 17595],
    ['won', 'payout', 17595],
    ['lost', 'payout', 0],
    ['cashout', 'payout', 9000],
  ] as const)('a %s coupon shows its %s', (status, label, kurus) => {
    expect(couponAmount(coupon(1, status))).toEqual({ label, kurus });
  });
});

describe('appendPage', () => {
  it('adds the page and takes the total from the server', () => {
    const list = appendPage({ coupons: [], total: 0 }, couponPage(coupons(0, 10), 0, 25));
    expect(list.coupons).toHaveLength(10);
    expect(list.total).toBe(25);
    expect(hasMoreCoupons(list)).toBe(true);
  });

  it('does not list a coupon twice when the offsets shifted', () => {
    const first = appendPage({ coupons: [], total: 0 }, couponPage(coupons(0, 10), 0, 21));
    const next = appendPage(first, couponPage(coupons(9, 10), 10, 21));
    expect(next.coupons.map((c) => c.couponID)).toEqual(coupons(0, 19).map((c) => c.couponID));
  });

  it('ends the list at an empty page whatever the total said', () => {
    const first = appendPage({ coupons: [], total: 0 }, couponPage(coupons(0, 10), 0, 30));
    const next = appendPage(first, couponPage([], 10, 30));
    expect(next.total).toBe(10);
    expect(hasMoreCoupons(next)).toBe(false);
  });

  it('has no more once everything is loaded', () => {
    const list = appendPage({ coupons: [], total: 0 }, couponPage(coupons(0, 4), 0, 4));
    expect(hasMoreCoupons(list)).toBe(false);
  });
});

describe('isNoRecordsError', () => {
  it.each([
    [noRecords, true],
    [apiError('Record not found'), true],
    [apiError('KAYIT BULUNAMADI'), true],
    [providerRefused, false],
    [offline, false],
    ['Kayıt Bulunamadı', false],
  ])('%s: %s', (error, expected) => {
    expect(isNoRecordsError(error)).toBe(expected);
  });
});

describe('the bet history messages the page builds', () => {
  it('exist in both languages', () => {
    const ids = [
      ...COUPON_TABS.map((tab) => `bets.tab.${tab}`),
      ...COUPON_RANGES.map((range) => `bets.range.${range}`),
      ...['open', 'won', 'lost', 'cancelled', 'cashout'].map((status) => `bets.status.${status}`),
      ...['pending', 'won', 'lost', 'void'].map((result) => `bets.result.${result}`),
      ...['potentialWin', 'payout'].map((label) => `bets.${label}`),
    ];
    expect(ids.filter((id) => !messages.tr[id] || !messages.en[id])).toEqual([]);
  });

  it('say the empty message of spec §8', () => {
    expect(messages.tr['bets.empty']).toBe('Belirlediğiniz kriterlere göre sonuç bulunamadı.');
    expect(messages.tr['play.providerUnreachable']).toBe('Sağlayıcıya Ulaşılamıyor');
    expect(messages.en['play.providerUnreachable']).toBe('Provider cannot be reached');
  });
});
