import type { DoneActorEvent } from 'xstate';
import type { CashTransaction } from '../shared/finance.ts';
import { depositSetup } from './deposit-setup.ts';
import { betweenLooks } from './deposit-stream.ts';

type DepositStateConfig = Parameters<typeof depositSetup.createStateConfig>[0];
type DepositInvoke = Exclude<NonNullable<DepositStateConfig['invoke']>, readonly unknown[]>;

export interface WatchTargets {
  /** Where a deposit not decided yet leads. */
  open: string;
  /** Where a closed (rejected) deposit leads; without it, closed goes where open does. */
  closed?: string;
  /** What a failed look does. */
  failed: DepositInvoke['onError'];
}

// Typed by hand: a branch spread in conditionally loses the chart's contextual types.
const output = ({ event }: { event: DoneActorEvent<CashTransaction> }) => event.output;
const storeTransaction = { type: 'storeTransaction', params: output } as const;

/** The stream's news, heard while a deposit is watched; what it says of the stream is kept. */
export const hearingNews = depositSetup.createStateConfig({
  invoke: { id: 'transactionChanges', src: 'transactionChanges' },
  on: { 'cashier.stream': { actions: 'noteStream' } },
});

/** Between two looks: news or the stream opening leads to `look`, as do 3 s without a stream. */
export const awaitNews = (look: string) => depositSetup.createStateConfig(betweenLooks(look));

/**
 * One look at the followed deposit, shared by the QR's polling, the QR's last look at expiry and
 * the return from the provider's page: a completed deposit ends the wizard with the wallet read
 * again; the rest differs by where it was looked at.
 */
export const watchTransaction = ({ open, closed, failed }: WatchTargets) =>
  depositSetup.createStateConfig({
    invoke: {
      id: 'checkTransaction',
      src: 'checkTransaction',
      input: ({ context }) => ({ transactionID: context.transactionID ?? 0 }),
      onDone: [
        {
          guard: { type: 'isCompleted', params: output },
          target: '#deposit.wizard.completed',
          actions: [storeTransaction, 'refreshWallet'],
        },
        ...(closed === undefined
          ? []
          : [
              {
                guard: { type: 'isClosed', params: output } as const,
                target: closed,
                actions: storeTransaction,
              },
            ]),
        { target: open, actions: storeTransaction },
      ],
      onError: failed,
    },
  });
