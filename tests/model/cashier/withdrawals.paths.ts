/**
 * The withdrawals chart as the model of the list on /withdraw: a pending withdrawal cancelled,
 * refused or retried, and the list read again after a withdrawal and when the live stream tells
 * of one's change. Its pages are the paged list's (tests/model/paging).
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { withdrawalsMachine } from '../../../machines/cashier/withdrawals.machine.ts';
import { TRANSACTION_STATUS, type TransactionPage } from '../../../machines/shared/finance.ts';
import { notCancellable, offline, withdrawal } from '../../machines/cashier/withdraw-fixtures.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof withdrawalsMachine>;

/** The list's first page, ten of twelve: a pending one (750 TL), then paid and rejected ones. */
export const firstPage: TransactionPage = {
  items: [
    withdrawal({ id: 1, amount: 75_000 }),
    ...Array.from({ length: 9 }, (_, i) =>
      withdrawal({
        id: i + 2,
        amount: 10_000 * (i + 2),
        transaction_status: i === 0 ? TRANSACTION_STATUS.rejected : TRANSACTION_STATUS.completed,
        reason: i === 0 ? 'IBAN adı eşleşmedi' : '',
      }),
    ),
  ],
  pagination: { limit: 10, offset: 0, total: 12 },
};

const events: AnyEventObject[] = [
  { type: 'withdrawals.policy', canCancelWithdrawal: true },
  { type: 'withdrawals.cancel', withdrawal: firstPage.items[0] },
  { type: 'withdrawals.confirmCancel' },
  { type: 'withdrawals.keep' },
  {
    type: 'xstate.done.actor.cancelWithdrawal',
    output: withdrawal({ id: 1, transaction_status: TRANSACTION_STATUS.cancelled }),
  },
  { type: 'xstate.error.actor.cancelWithdrawal', error: offline() },
  { type: 'xstate.error.actor.cancelWithdrawal', error: notCancellable() },
  { type: 'withdrawals.refresh' },
  // The live stream: the operator decided the pending withdrawal.
  { type: 'cashier.transactionChanged', transactionID: 1, direction: 'withdraw' },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([
    s.value,
    c.canCancelWithdrawal,
    c.cancelling?.id ?? null,
    c.cancelKey !== null,
    c.cancelError,
  ]);
};

export const paths = transitionCover(withdrawalsMachine, {
  inputs: [undefined],
  events,
  serialize,
  maxSteps: 60,
});

export default { machine: withdrawalsMachine, paths } satisfies MachineModel;
