import type { BonusEventKind } from './bonus.ts';

/**
 * A bonus event's amount as the player sees it: granted and converted money is theirs (+),
 * forfeited and expired money is lost (−); wagered is the stake counted toward the requirement,
 * negative when a rolled-back bet took its count back.
 */
export const signedBonusAmount = (kind: BonusEventKind, amount: number) =>
  kind === 'forfeited' || kind === 'expired' ? -amount : amount;
