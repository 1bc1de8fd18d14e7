import type { Promotion } from '../shared/contract.ts';
import { toTime } from './dates.ts';

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
