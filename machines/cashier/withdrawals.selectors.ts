import type { SnapshotFrom } from 'xstate';
import { showMoreSelector } from '../shared/paging.ts';
import { isCancellable } from './withdraw-rules.ts';
import type { withdrawalsMachine } from './withdrawals.machine.ts';

type WithdrawalsSnapshot = SnapshotFrom<typeof withdrawalsMachine>;

/** The first page is read (the list is empty meanwhile). */
export const selectIsLoading = (s: WithdrawalsSnapshot) => s.matches('loading');
export const selectHasFailed = (s: WithdrawalsSnapshot) => s.matches('failed');
export const selectWithdrawals = (s: WithdrawalsSnapshot) => s.context.items;
/** Read, and nothing there. */
export const selectIsEmpty = (s: WithdrawalsSnapshot) =>
  s.context.items.length === 0 && !s.matches('loading') && !s.matches('failed');
export const selectIsLoadingMore = (s: WithdrawalsSnapshot) => s.hasTag('loadingMore');
export const selectMoreFailed = (s: WithdrawalsSnapshot) => s.matches('moreFailed');
/** 'Show more': there is a next page and it may be asked for now. */
export const selectCanShowMore = (s: WithdrawalsSnapshot) =>
  s.can({ type: 'withdrawals.showMore' });
export const selectHasMore = (s: WithdrawalsSnapshot) => s.context.items.length < s.context.total;
export const selectShowMore = showMoreSelector(
  selectHasMore,
  selectIsLoadingMore,
  selectMoreFailed,
  selectCanShowMore,
);
/** A withdrawal's cancel button: shown where the rule allows it… */
export const selectIsCancellable = (s: WithdrawalsSnapshot, transactionID: number) => {
  const item = s.context.items.find((entry) => entry.id === transactionID);
  return item !== undefined && isCancellable(item, s.context.canCancelWithdrawal);
};
/** …and enabled while the list rests. */
export const selectCanCancel = (s: WithdrawalsSnapshot, transactionID: number) =>
  s.can({ type: 'withdrawals.cancel', transactionID });

export const selectIsConfirmingCancel = (s: WithdrawalsSnapshot) => s.hasTag('dialog');
export const selectIsCancelling = (s: WithdrawalsSnapshot) => s.matches('cancelling');
export const selectCancelling = (s: WithdrawalsSnapshot) => s.context.cancelling;
export const selectCancelError = (s: WithdrawalsSnapshot) => s.context.cancelError;
export const selectCanConfirmCancel = (s: WithdrawalsSnapshot) =>
  s.can({ type: 'withdrawals.confirmCancel' });
export const selectCanKeep = (s: WithdrawalsSnapshot) => s.can({ type: 'withdrawals.keep' });
