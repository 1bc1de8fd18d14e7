import { describe, expect, it } from 'vitest';
import { couponAmount, isNoRecordsError } from '../../../machines/games/coupons.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { messages } from '../../../src/i18n/messages.ts';
import { coupon, noRecords, providerRefused } from './fixtures.ts';

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

describe('the coupon card messages', () => {
  it('exist in both languages', () => {
    const ids = [
      ...['open', 'won', 'lost', 'cancelled', 'cashout'].map((status) => `bets.status.${status}`),
      ...['pending', 'won', 'lost', 'void'].map((result) => `bets.result.${result}`),
      ...['potentialWin', 'payout'].map((label) => `bets.${label}`),
    ];
    expect(ids.filter((id) => !messages.tr[id] || !messages.en[id])).toEqual([]);
  });

  it('say the empty message of spec §8', () => {
    expect(messages.tr['history.empty']).toBe('Belirlediğiniz kriterlere göre sonuç bulunamadı.');
    expect(messages.tr['play.providerUnreachable']).toBe('Sağlayıcıya Ulaşılamıyor');
    expect(messages.en['play.providerUnreachable']).toBe('Provider cannot be reached');
  });
});
