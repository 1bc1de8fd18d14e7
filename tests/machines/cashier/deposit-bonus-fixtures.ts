/** Offers as bonus list_offers and redeem_code answer them (kuruş), after the seeded ones. */
import type { BonusOffer } from '../../../machines/shared/bonus.ts';

const terms = {
  weights: { slot: 100, live: 10, virtual: 50 },
  excludedGames: [],
  blocked: null,
  due: 0,
  fixedAmount: 0,
  excludedMethodIDs: [],
} satisfies Partial<BonusOffer>;

/** 50% up to ₺999 from ₺100, 20× wagering, 30 days, max bet ₺50. */
export const welcome: BonusOffer = {
  ...terms,
  offerID: 1,
  slug: 'welcome',
  trigger: 'first_deposit',
  title: 'Hoş geldin bonusu',
  summary: 'İlk yatırımına %50',
  percent: 50,
  maxAmount: 999_00,
  minDeposit: 100_00,
  wageringMultiplier: 20,
  expiryDays: 30,
  maxBet: 50_00,
};

/** 20% up to ₺1.000 from ₺100, paid as cash at once. */
export const deposit20: BonusOffer = {
  ...terms,
  offerID: 2,
  slug: 'deposit20',
  trigger: 'deposit',
  title: 'Yatırım bonusu',
  summary: 'Her gün %20',
  percent: 20,
  maxAmount: 1_000_00,
  minDeposit: 100_00,
  wageringMultiplier: 0,
  expiryDays: 0,
  maxBet: 0,
};

/** The casino discount: never a deposit offer. */
export const casinoDiscount: BonusOffer = {
  ...terms,
  offerID: 3,
  slug: 'casinoDiscount',
  trigger: 'losses',
  title: 'Casino discount',
  summary: 'Haftalık kayıplarına %30',
  percent: 30,
  maxAmount: 5_000_00,
  minDeposit: 0,
  wageringMultiplier: 0,
  expiryDays: 0,
  maxBet: 0,
};

/** Unlocked by EKSTRA25: 25% up to ₺500, 5× wagering. */
export const ekstra25: BonusOffer = {
  ...terms,
  offerID: 5,
  slug: 'ekstra25',
  trigger: 'deposit',
  title: 'Ekstra %25',
  summary: 'Kodla %25',
  percent: 25,
  maxAmount: 500_00,
  minDeposit: 100_00,
  wageringMultiplier: 5,
  expiryDays: 7,
  maxBet: 0,
};

/** Unlocked by HOSGELDIN100: a claim offer of ₺100 (taken in the bonus area). */
export const hosgeldin100: BonusOffer = {
  ...terms,
  offerID: 4,
  slug: 'hosgeldin100',
  trigger: 'claim',
  title: '100 TL hediye',
  summary: 'Kodla 100 TL',
  percent: 0,
  fixedAmount: 100_00,
  maxAmount: 0,
  minDeposit: 0,
  wageringMultiplier: 10,
  expiryDays: 7,
  maxBet: 0,
};

export const offers: BonusOffer[] = [deposit20, casinoDiscount, welcome];
