import { BONUSES_PATH, claimOffer, depositWithOffer, isClaimOffer } from '../bonus/bonus-rules.ts';
import type { BonusOffer } from '../shared/bonus.ts';
import type { Promotion } from '../shared/contract.ts';
import { toTime } from '../shared/dates.ts';

export const PROMOTION_TABS = ['active', 'coming', 'finished'] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

/**
 * The tab a promotion belongs to by its dates; null for an inactive promotion or one
 * without readable dates, which is never shown (spec §5).
 */
export function classifyPromotion(promotion: Promotion, now: number): PromotionTab | null {
  const start = toTime(promotion.Start_date);
  const end = toTime(promotion.End_date);
  if (!promotion.Status || start === null || end === null) return null;
  if (now < start) return 'coming';
  if (now > end) return 'finished';
  return 'active';
}

export function promotionsByTab(
  promotions: readonly Promotion[],
  now: number,
): Record<PromotionTab, Promotion[]> {
  const tabs: Record<PromotionTab, Promotion[]> = { active: [], coming: [], finished: [] };
  for (const promotion of promotions) {
    const tab = classifyPromotion(promotion, now);
    if (tab) tabs[tab].push(promotion);
  }
  return tabs;
}

/**
 * What a promotion invites the visitor to do: a visitor signs up; a signed-in player takes the
 * offer the promotion advertises (its claim, or the deposit wizard with it chosen), or finds it
 * in the bonus area when it cannot be taken now. A signed-in player is never invited to sign up.
 */
export type PromotionAction =
  { kind: 'join' } | { kind: 'claim' | 'deposit' | 'bonuses'; to: string } | null;

export function promotionAction(
  promotion: Pick<Promotion, 'OfferSlug'>,
  offers: readonly BonusOffer[],
  isAuthenticated: boolean,
): PromotionAction {
  if (!isAuthenticated) return { kind: 'join' };
  if (!promotion.OfferSlug) return null;
  const offer = offers.find((o) => o.slug === promotion.OfferSlug);
  if (!offer || offer.blocked !== null) return { kind: 'bonuses', to: BONUSES_PATH };
  if (isClaimOffer(offer)) return { kind: 'claim', to: claimOffer(offer.offerID) };
  return { kind: 'deposit', to: depositWithOffer(offer.offerID) };
}
