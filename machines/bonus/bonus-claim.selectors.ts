import type { SnapshotFrom } from 'xstate';
import type { bonusClaimMachine } from './bonus-claim.machine.ts';

type BonusClaimSnapshot = SnapshotFrom<typeof bonusClaimMachine>;

export const selectClaimOffer = (s: BonusClaimSnapshot) => s.context.offer;
export const selectIsReviewing = (s: BonusClaimSnapshot) => s.matches('reviewing');
export const selectIsClaiming = (s: BonusClaimSnapshot) => s.matches('claiming');
/** What the claim gave (a bonus to wager, or cash), once claimed. */
export const selectClaimOutcome = (s: BonusClaimSnapshot) =>
  s.matches('claimed') ? s.context.outcome : null;
export const selectClaimError = (s: BonusClaimSnapshot) =>
  s.matches('refused') ? s.context.error : null;
export const selectCanConfirmClaim = (s: BonusClaimSnapshot) => s.can({ type: 'claim.confirm' });
export const selectCanCloseClaim = (s: BonusClaimSnapshot) => s.can({ type: 'claim.close' });
