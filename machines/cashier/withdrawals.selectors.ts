import type { SnapshotFrom } from 'xstate';
import type { CashTransaction } from '../shared/finance.ts';
import type { PagedListRef, PagedListSnapshot } from '../paging/paged-list.selectors.ts';
import { isCancellable } from './withdraw-rules.ts';
import type { withdrawalsMachine } from './withdrawals.machine.ts';

type WithdrawalsSnapshot = SnapshotFrom<typeof withdrawalsMachine>;

/** The list of withdrawals: a child for the machine's whole life. */
export const selectList = (s: WithdrawalsSnapshot) => s.children.list as PagedListRef;
export const selectWithdrawals = (list: PagedListSnapshot) =>
  list.context.rows as CashTransaction[];

/** A withdrawal's cancel button: shown where the rule allows it… */
export const selectIsCancellable = (s: WithdrawalsSnapshot, withdrawal: CashTransaction) =>
  isCancellable(withdrawal, s.context.canCancelWithdrawal);
/** …and enabled while no cancellation is under way. */
export const selectCanCancel = (s: WithdrawalsSnapshot, withdrawal: CashTransaction) =>
  s.can({ type: 'withdrawals.cancel', withdrawal });

export const selectIsConfirmingCancel = (s: WithdrawalsSnapshot) => s.hasTag('dialog');
export const selectIsCancelling = (s: WithdrawalsSnapshot) => s.matches('cancelling');
export const selectCancelling = (s: WithdrawalsSnapshot) => s.context.cancelling;
export const selectCancelError = (s: WithdrawalsSnapshot) => s.context.cancelError;
export const selectCanConfirmCancel = (s: WithdrawalsSnapshot) =>
  s.can({ type: 'withdrawals.confirmCancel' });
export const selectCanKeep = (s: WithdrawalsSnapshot) => s.can({ type: 'withdrawals.keep' });
