import { offersForDeposit, type BonusOffer, type OfferBlock } from '../shared/bonus.ts';
import type { PaymentMethod } from '../shared/finance.ts';

/** A deposit offer that fits the deposit, with the bonus it would give (kuruş). */
export interface BonusChoice {
  offer: BonusOffer;
  bonus: number;
}

/**
 * What the wizard says about a promo code that unlocked an offer: it is now chosen, it cannot
 * be taken now and why (an active bonus, already used…), it does not fit this deposit (amount
 * or method), or it is not a deposit offer (claimed in the bonus area).
 */
export type PromoNotice =
  | { kind: 'selected'; title: string }
  | { kind: 'blocked'; title: string; block: OfferBlock }
  | { kind: 'doesNotFit'; title: string }
  | { kind: 'claimElsewhere'; title: string };

/** How the wizard placed a redeemed offer; a blocked offer says why, whatever the placing. */
export type PromoPlacing = Exclude<PromoNotice['kind'], 'blocked'>;

export function promoNotice(offer: BonusOffer, placing: PromoPlacing): PromoNotice {
  if (placing !== 'selected' && offer.blocked) {
    return { kind: 'blocked', title: offer.title, block: offer.blocked };
  }
  return { kind: placing, title: offer.title };
}

/** The offers a deposit may take, the first-deposit welcome offer first. */
export function bonusChoices(
  offers: readonly BonusOffer[] | null,
  method: PaymentMethod | null,
  amount: number | null,
): BonusChoice[] {
  if (offers === null || method === null || amount === null) return [];
  const choices = offersForDeposit(offers, { amount, methodID: method.id });
  const rank = ({ offer }: BonusChoice) => (offer.trigger === 'first_deposit' ? 0 : 1);
  return choices.sort((a, b) => rank(a) - rank(b));
}

export const isDepositOffer = (offer: Pick<BonusOffer, 'trigger'>) =>
  offer.trigger === 'first_deposit' || offer.trigger === 'deposit';

/** The offer list with an unlocked offer in it (replacing its older copy). */
export const withOffer = (offers: readonly BonusOffer[] | null, offer: BonusOffer) => [
  ...(offers ?? []).filter((known) => known.offerID !== offer.offerID),
  offer,
];

/** /deposit?bonus={offerID} as the bonus area links it: a positive whole id, else null. */
export function bonusOfferIDFromSearch(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}
