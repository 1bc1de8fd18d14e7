import { describe, expect, it } from 'vitest';
import {
  bonusForDeposit,
  bonusUsableOn,
  discountForLosses,
  offersForDeposit,
  splitStake,
  splitWin,
  wageringContribution,
  wageringPercent,
  wageringRequirement,
  type BonusOffer,
  type BonusTerms,
} from '../../machines/shared/bonus.ts';

const WELCOME = { percent: 50, fixedAmount: 0, maxAmount: 99_900, minDeposit: 10_000 };

describe('bonusForDeposit', () => {
  it.each([
    ['below the smallest deposit', WELCOME, 9_999, 0],
    ['at the smallest deposit', WELCOME, 10_000, 5_000],
    ['percent, rounded down', WELCOME, 10_001, 5_000],
    ['capped', WELCOME, 1_000_000, 99_900],
    ['uncapped', { ...WELCOME, maxAmount: 0 }, 1_000_000, 500_000],
    ['a fixed amount', { percent: 0, fixedAmount: 10_000, maxAmount: 0, minDeposit: 0 }, 1, 10_000],
  ])('%s', (_, offer, amount, bonus) => {
    expect(bonusForDeposit(offer, amount)).toBe(bonus);
  });
});

describe('discountForLosses', () => {
  it.each([
    ['no losses', 0, 0],
    ['a net win', -5_000, 0],
    ['30% of the losses', 20_000, 6_000],
    ['rounded down', 333, 99],
    ['capped at 5,000 TRY', 10_000_000, 500_000],
  ])('%s', (_, netLoss, due) => {
    expect(discountForLosses({ percent: 30, maxAmount: 500_000 }, netLoss)).toBe(due);
  });
});

const offer = (over: Partial<BonusOffer>): BonusOffer => ({
  offerID: 1,
  slug: 'welcome',
  trigger: 'first_deposit',
  title: '',
  summary: '',
  ...WELCOME,
  excludedMethodIDs: [],
  blocked: null,
  due: 0,
  wageringMultiplier: 20,
  expiryDays: 30,
  maxBet: 5_000,
  weights: { slot: 100, live: 10, virtual: 50 },
  excludedGames: [],
  ...over,
});

describe('offersForDeposit', () => {
  it('keeps the unblocked deposit offers that give something for this amount and method', () => {
    const offers = [
      offer({ offerID: 1 }),
      offer({ offerID: 2, trigger: 'deposit', percent: 20, maxAmount: 100_000 }),
      offer({ offerID: 3, trigger: 'losses' }),
      offer({ offerID: 4, blocked: 'used' }),
      offer({ offerID: 5, trigger: 'deposit', excludedMethodIDs: [1002] }),
      offer({ offerID: 6, trigger: 'deposit', minDeposit: 50_000 }),
    ];
    expect(
      offersForDeposit(offers, { amount: 20_000, methodID: 1002 }).map(({ offer, bonus }) => [
        offer.offerID,
        bonus,
      ]),
    ).toEqual([
      [1, 10_000],
      [2, 4_000],
    ]);
  });
});

const TERMS: Pick<BonusTerms, 'weights' | 'excludedGames'> = {
  weights: { slot: 100, live: 10, virtual: 50 },
  excludedGames: [{ gameType: 'slot', gameID: 67, name: 'Roaring Stars' }],
};

describe('wagering', () => {
  it.each([
    ['a slot counts in full', { gameType: 'slot', gameID: 1 }, 1_000, 1_000],
    ['live at 10%', { gameType: 'live', gameID: 3 }, 1_005, 100],
    ['virtual at 50%', { gameType: 'virtual', gameID: 904 }, 1_000, 500],
    ['an excluded game counts nothing', { gameType: 'slot', gameID: 67 }, 1_000, 0],
  ] as const)('%s', (_, game, stake, counted) => {
    expect(wageringContribution(TERMS, game, stake)).toBe(counted);
  });

  it('asks the bonus times the multiplier, and shows progress up to 100%', () => {
    expect(wageringRequirement(10_000, 10)).toBe(100_000);
    expect(wageringPercent({ wagered: 33_333, wageringRequired: 100_000 })).toBe(33);
    expect(wageringPercent({ wagered: 200_000, wageringRequired: 100_000 })).toBe(100);
    expect(wageringPercent({ wagered: 0, wageringRequired: 0 })).toBe(100);
  });

  it('lets bonus money play every game but the excluded ones', () => {
    expect(bonusUsableOn(TERMS, { gameType: 'slot', gameID: 1 })).toBe(true);
    expect(bonusUsableOn(TERMS, { gameType: 'slot', gameID: 67 })).toBe(false);
    expect(bonusUsableOn(TERMS, { gameType: 'live', gameID: 67 })).toBe(true);
  });
});

describe('splitStake', () => {
  it.each([
    ['cash covers it', { cash: 5_000, bonus: 1_000 }, 3_000, true, { cash: 3_000, bonus: 0 }],
    [
      'cash first, then bonus',
      { cash: 1_000, bonus: 5_000 },
      3_000,
      true,
      { cash: 1_000, bonus: 2_000 },
    ],
    ['all bonus', { cash: 0, bonus: 5_000 }, 5_000, true, { cash: 0, bonus: 5_000 }],
    ['not enough of both', { cash: 1_000, bonus: 1_000 }, 3_000, true, null],
    ['bonus not usable here', { cash: 1_000, bonus: 5_000 }, 3_000, false, null],
    [
      'cash only, bonus not usable',
      { cash: 3_000, bonus: 5_000 },
      3_000,
      false,
      { cash: 3_000, bonus: 0 },
    ],
  ])('%s', (_, wallet, stake, usable, parts) => {
    expect(splitStake(wallet, stake, usable)).toEqual(parts);
  });
});

describe('splitWin', () => {
  it.each([
    ['a cash round', 10_000, { bet: 1_000, bonusBet: 0 }, { cash: 10_000, bonus: 0 }],
    ['a bonus round', 10_000, { bet: 1_000, bonusBet: 1_000 }, { cash: 0, bonus: 10_000 }],
    ['shared as staked', 10_000, { bet: 4_000, bonusBet: 3_000 }, { cash: 2_500, bonus: 7_500 }],
    ['rounding favours cash', 100, { bet: 3, bonusBet: 1 }, { cash: 67, bonus: 33 }],
    ['a cancelled bet', 100, { bet: 0, bonusBet: 0 }, { cash: 100, bonus: 0 }],
  ])('%s', (_, win, round, parts) => {
    expect(splitWin(win, round)).toEqual(parts);
  });
});
