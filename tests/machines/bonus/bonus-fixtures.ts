import type { BonusOffer, PlayerBonus } from '../../../machines/shared/bonus.ts';
import type { ListPage } from '../../../machines/shared/games.ts';

export { offline, refused } from '../cashier/withdraw-fixtures.ts';

const terms = {
  wageringMultiplier: 20,
  expiryDays: 30,
  maxBet: 50_00,
  weights: { slot: 100, live: 10, virtual: 50 },
  excludedGames: [{ gameType: 'slot' as const, gameID: 7, name: 'Book of Dead' }],
};

/** The welcome offer: 50% of the first deposit up to ₺999, wagered 20 times. */
export const welcome: BonusOffer = {
  ...terms,
  offerID: 1,
  slug: 'welcome',
  trigger: 'first_deposit',
  title: 'Hoş geldin bonusu',
  summary: 'İlk yatırımına %50',
  percent: 50,
  fixedAmount: 0,
  maxAmount: 999_00,
  minDeposit: 100_00,
  excludedMethodIDs: [],
  blocked: null,
  due: 0,
};

/** The casino discount: 30% of last week's net losses, paid as cash on a claim. */
export const casinoDiscount: BonusOffer = {
  ...terms,
  wageringMultiplier: 0,
  offerID: 3,
  slug: 'casinoDiscount',
  trigger: 'losses',
  title: 'Casino discount',
  summary: 'Haftalık kayıplarının %30’u',
  percent: 30,
  fixedAmount: 0,
  maxAmount: 5_000_00,
  minDeposit: 0,
  excludedMethodIDs: [],
  blocked: null,
  due: 120_00,
  period: { start: '2026-11-16', end: '2026-11-22' },
};

/** The promo code HOSGELDIN100's offer: a fixed ₺100, wagered 10 times in 7 days. */
export const codeOffer: BonusOffer = {
  ...terms,
  wageringMultiplier: 10,
  expiryDays: 7,
  offerID: 4,
  slug: 'hosgeldin100',
  trigger: 'claim',
  title: '100 TL kod bonusu',
  summary: 'HOSGELDIN100 koduyla',
  percent: 0,
  fixedAmount: 100_00,
  maxAmount: 0,
  minDeposit: 0,
  excludedMethodIDs: [],
  blocked: null,
  due: 0,
};

/** deposit20, already had today. */
export const deposit20Used: BonusOffer = {
  ...terms,
  wageringMultiplier: 0,
  offerID: 2,
  slug: 'deposit20',
  trigger: 'deposit',
  title: '%20 yatırım bonusu',
  summary: 'Günde bir yatırıma',
  percent: 20,
  fixedAmount: 0,
  maxAmount: 1_000_00,
  minDeposit: 100_00,
  excludedMethodIDs: [],
  blocked: 'used',
  due: 0,
};

/** An active bonus: ₺200 granted, ₺150 left, ₺1.500 of ₺4.000 wagered, 2 days 3 hours left. */
export const activeBonus = (overrides: Partial<PlayerBonus> = {}): PlayerBonus => ({
  ...terms,
  bonusID: 31,
  offerID: 4,
  title: '100 TL kod bonusu',
  status: 'active',
  amount: 200_00,
  balance: 150_00,
  wageringRequired: 4_000_00,
  wagered: 1_500_00,
  grantedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: new Date(Date.now() + (51 * 60 + 30) * 60_000).toISOString(),
  endedAt: null,
  ...overrides,
});

/** An ended bonus. */
export const pastBonus = (bonusID: number, overrides: Partial<PlayerBonus> = {}): PlayerBonus => ({
  ...activeBonus(),
  bonusID,
  title: `Bonus ${bonusID}`,
  status: 'converted',
  amount: bonusID * 10_00,
  balance: 0,
  wagered: 4_000_00,
  expiresAt: '2026-10-20T10:00:00.000Z',
  endedAt: '2026-10-10T10:00:00.000Z',
  ...overrides,
});

export const page = (
  items: PlayerBonus[],
  offset: number,
  total: number,
): ListPage<PlayerBonus> => ({ items, pagination: { limit: 10, offset, total } });
