import type { SnapshotFrom } from 'xstate';
import { wageringPercent } from '../shared/bonus.ts';
import type { PagedListRef, PagedListSnapshot } from '../paging/paged-list.selectors.ts';
import type { PlayerBonus } from '../shared/bonus.ts';
import { activeOf, timeLeftOf } from './bonus-rules.ts';
import type { bonusAreaMachine } from './bonus-area.machine.ts';

type BonusAreaSnapshot = SnapshotFrom<typeof bonusAreaMachine>;

export const selectIsLoading = (s: BonusAreaSnapshot) => s.matches('loading');
export const selectHasFailed = (s: BonusAreaSnapshot) => s.matches('failed');
export const selectIsReady = (s: BonusAreaSnapshot) => s.matches('ready');
export const selectOffers = (s: BonusAreaSnapshot) => s.context.offers;
export const selectActiveBonus = (s: BonusAreaSnapshot) => activeOf(s.context.firstPage.items);
export const selectWithdrawalRule = (s: BonusAreaSnapshot) => s.context.withdrawalRule;
/** Time left of the active bonus by the area's minute clock, in milliseconds. */
export const selectTimeLeft = (s: BonusAreaSnapshot) => {
  const active = selectActiveBonus(s);
  return active ? timeLeftOf(active, s.context.now) : 0;
};
export const selectWageringPercent = (s: BonusAreaSnapshot) => {
  const active = selectActiveBonus(s);
  return active ? wageringPercent(active) : 0;
};
/** The player's bonuses a page at a time, while the area is read. */
export const selectPastBonusesList = (s: BonusAreaSnapshot) =>
  s.children.pastBonuses as PagedListRef | undefined;
/** The bonuses that have ended, newest first. */
export const selectPastBonuses = (list: PagedListSnapshot) =>
  (list.context.rows as PlayerBonus[]).filter((bonus) => bonus.status !== 'active');

export const selectCanClaim = (s: BonusAreaSnapshot, offerID: number) =>
  s.can({ type: 'bonus.claim', offerID });
export const selectCanDeposit = (s: BonusAreaSnapshot, offerID: number) =>
  s.can({ type: 'bonus.deposit', offerID });

export const selectIsRedeeming = (s: BonusAreaSnapshot) => s.hasTag('redeeming');
export const selectCodeError = (s: BonusAreaSnapshot) => s.context.codeError;
export const selectRedeemed = (s: BonusAreaSnapshot) => s.context.redeemed;

/** The claim machine while its dialog is open. */
export const selectClaimActor = (s: BonusAreaSnapshot) =>
  s.matches({ ready: { flow: 'claiming' } }) ? s.children.bonusClaim : undefined;

export const selectCanCancel = (s: BonusAreaSnapshot) => s.can({ type: 'bonus.cancel' });
export const selectIsConfirmingCancel = (s: BonusAreaSnapshot) =>
  s.matches({ ready: { flow: 'confirmingCancel' } }) ||
  s.matches({ ready: { flow: 'cancelling' } });
export const selectIsCancelling = (s: BonusAreaSnapshot) =>
  s.matches({ ready: { flow: 'cancelling' } });
export const selectCancelError = (s: BonusAreaSnapshot) => s.context.cancelError;
export const selectForfeited = (s: BonusAreaSnapshot) =>
  s.matches({ ready: { flow: 'forfeited' } }) ? s.context.forfeited : null;
