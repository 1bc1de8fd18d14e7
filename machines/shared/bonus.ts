/**
 * Bonuses as the platform answers them (class bonus, and the bonus parts of finance), and the
 * pure rules both the site and the server apply: how much an offer gives, how a stake is split
 * between cash and bonus money, how much of a bet counts toward wagering, how a win is shared.
 * Money is integer kuruş; dates are ISO 8601 strings.
 */
import type { GameKind } from './history.ts';

/**
 * How an offer is earned: with the first deposit or any deposit (chosen in the deposit wizard,
 * granted when the deposit is credited), on a claim, or from net casino losses (the casino
 * discount, claimed once per finished period).
 */
export const OFFER_TRIGGERS = ['first_deposit', 'deposit', 'claim', 'losses'] as const;
export type OfferTrigger = (typeof OFFER_TRIGGERS)[number];

export const BONUS_STATUSES = ['active', 'converted', 'forfeited', 'expired'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The rows of the bonus history (list_transactions, category 4). */
export const BONUS_EVENT_KINDS = [
  'granted',
  'wagered',
  'converted',
  'forfeited',
  'expired',
] as const;
export type BonusEventKind = (typeof BONUS_EVENT_KINDS)[number];

/** What an active bonus does to a withdrawal (an operator setting). */
export const WITHDRAWAL_RULES = ['forfeit', 'block'] as const;
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number];

/** Percent of a bet that counts toward wagering, per game kind. */
export type WageringWeights = Record<GameKind, number>;

export interface ExcludedGame {
  gameType: GameKind;
  gameID: number;
  /** The game's name now, for the rules the player reads. */
  name: string;
}

/** The terms an offer grants with, copied onto each bonus at grant. */
export interface BonusTerms {
  /** 0 pays the bonus as cash, with no wagering. */
  wageringMultiplier: number;
  expiryDays: number;
  /** The largest stake of one bet while the bonus is active; 0 for no limit. */
  maxBet: number;
  weights: WageringWeights;
  excludedGames: ExcludedGame[];
}

/**
 * Why an offer cannot be taken now: already had in this period (used), a bonus with wagering is
 * active (bonusActive), nothing to pay (nothingDue: no net losses), the first deposit is made
 * (notFirstDeposit), or a promo code is needed (codeRequired).
 */
export type OfferBlock = 'used' | 'bonusActive' | 'nothingDue' | 'notFirstDeposit' | 'codeRequired';

/** An offer as the signed-in player sees it (bonus list_offers). */
export interface BonusOffer extends BonusTerms {
  offerID: number;
  /** Stable name: 'welcome', 'deposit20', 'casinoDiscount', … */
  slug: string;
  trigger: OfferTrigger;
  title: string;
  summary: string;
  /** Percent of the deposit (deposit triggers) or of the net losses (losses); 0 for fixed. */
  percent: number;
  /** A fixed amount (claim offers); 0 for percent offers. */
  fixedAmount: number;
  /** The largest bonus; 0 for no cap. */
  maxAmount: number;
  /** Deposit triggers: the smallest deposit that earns it. */
  minDeposit: number;
  /** Payment methods the offer does not apply to. */
  excludedMethodIDs: number[];
  /** null when the player may take it now. */
  blocked: OfferBlock | null;
  /** losses: what a claim pays now, for the period below; 0 otherwise. */
  due: number;
  /** losses: the finished period the due amount is for (YYYY-MM-DD, inclusive). */
  period?: { start: string; end: string };
}

/** A bonus a player holds or held (bonus list_bonuses). */
export interface PlayerBonus extends BonusTerms {
  bonusID: number;
  offerID: number;
  title: string;
  status: BonusStatus;
  /** What was granted. */
  amount: number;
  /** The bonus money left (active bonuses); 0 once ended. */
  balance: number;
  wageringRequired: number;
  /** Counted stakes so far, after weights; at most wageringRequired counts toward it. */
  wagered: number;
  grantedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

/** What a claim gave: a bonus to wager, or cash at once (no wagering, the casino discount). */
export type ClaimOutcome =
  { kind: 'bonus'; bonus: PlayerBonus } | { kind: 'cash'; amount: number; offerID: number };

/** The player's wallet split: cash (withdrawable) and bonus money. */
export interface WalletBalance {
  cash: number;
  bonus: number;
}

/** What an active bonus means for a withdrawal now (finance cashier_summary). */
export interface BonusWithdrawalTerms {
  rule: WithdrawalRule;
  bonus: PlayerBonus;
}

const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** The bonus a deposit of `amount` earns with an offer of a deposit trigger; 0 if none. */
export function bonusForDeposit(
  offer: Pick<BonusOffer, 'percent' | 'fixedAmount' | 'maxAmount' | 'minDeposit'>,
  amount: number,
): number {
  if (amount < offer.minDeposit) return 0;
  const raw = offer.percent > 0 ? percentOf(amount, offer.percent) : offer.fixedAmount;
  return offer.maxAmount > 0 ? Math.min(raw, offer.maxAmount) : raw;
}

/** The casino discount due on `netLoss` (stakes less wins of the period); 0 without losses. */
export function discountForLosses(
  offer: Pick<BonusOffer, 'percent' | 'maxAmount'>,
  netLoss: number,
): number {
  if (netLoss <= 0) return 0;
  const raw = percentOf(netLoss, offer.percent);
  return offer.maxAmount > 0 ? Math.min(raw, offer.maxAmount) : raw;
}

/** The deposit offers that fit an amount and a method, each with the bonus it would give. */
export function offersForDeposit(
  offers: readonly BonusOffer[],
  deposit: { amount: number; methodID: number },
): { offer: BonusOffer; bonus: number }[] {
  return offers
    .filter(
      (offer) =>
        (offer.trigger === 'first_deposit' || offer.trigger === 'deposit') &&
        offer.blocked === null &&
        !offer.excludedMethodIDs.includes(deposit.methodID),
    )
    .map((offer) => ({ offer, bonus: bonusForDeposit(offer, deposit.amount) }))
    .filter(({ bonus }) => bonus > 0);
}

/** The wagering a bonus asks: the bonus times the multiplier. */
export const wageringRequirement = (amount: number, multiplier: number) => amount * multiplier;

const isExcluded = (terms: Pick<BonusTerms, 'excludedGames'>, game: GameRef) =>
  terms.excludedGames.some((g) => g.gameType === game.gameType && g.gameID === game.gameID);

export interface GameRef {
  gameType: GameKind;
  gameID: number;
}

/** How much of a stake counts toward wagering on a game: its kind's weight, 0 if excluded. */
export function wageringContribution(
  terms: Pick<BonusTerms, 'weights' | 'excludedGames'>,
  game: GameRef,
  stake: number,
): number {
  if (isExcluded(terms, game)) return 0;
  return percentOf(stake, terms.weights[game.gameType] ?? 0);
}

/**
 * Where a stake comes from: cash first, then bonus money (never on an excluded game). null when
 * the two together do not cover it.
 */
export function splitStake(
  wallet: WalletBalance,
  stake: number,
  bonusUsable: boolean,
): { cash: number; bonus: number } | null {
  const cash = Math.min(wallet.cash, stake);
  const bonus = stake - cash;
  if (bonus === 0) return { cash, bonus: 0 };
  if (!bonusUsable || bonus > wallet.bonus) return null;
  return { cash, bonus };
}

/** Whether a game may use bonus money under a bonus's terms. */
export const bonusUsableOn = (terms: Pick<BonusTerms, 'excludedGames'>, game: GameRef) =>
  !isExcluded(terms, game);

/**
 * A win shared as the stake was: the bonus money's part of the round's stake goes back to the
 * bonus, the rest is cash. Rounding favours cash by at most a kuruş.
 */
export function splitWin(
  win: number,
  round: { bet: number; bonusBet: number },
): { cash: number; bonus: number } {
  if (round.bet <= 0 || round.bonusBet <= 0) return { cash: win, bonus: 0 };
  const bonus = Math.floor((win * round.bonusBet) / round.bet);
  return { cash: win - bonus, bonus };
}

/** Wagering progress, 0–100, for the progress bar. */
export function wageringPercent(bonus: Pick<PlayerBonus, 'wagered' | 'wageringRequired'>) {
  if (bonus.wageringRequired <= 0) return 100;
  return Math.min(100, Math.floor((bonus.wagered * 100) / bonus.wageringRequired));
}
