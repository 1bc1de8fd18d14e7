import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { accountReviewMachine } from '../../../machines/protection/account-review.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';

const AccountReviewActor = createMachineContext(accountReviewMachine, {
  id: 'accountReview',
  provide: ({ protection }) =>
    accountReviewMachine.provide({
      actors: {
        getReview: fromPromise(() => protection.review()),
        acknowledgeReview: fromPromise(() => protection.acknowledgeReview()),
      },
    }),
  events: (actor) => ({
    retry: () => actor.send({ type: 'review.retry' }),
    acknowledge: () => actor.send({ type: 'review.acknowledge' }),
  }),
});

/** Runs the account review over ProtectionApi; `returnTo` is where the player was going. */
export function AccountReviewProvider({
  returnTo,
  children,
}: {
  returnTo: string | null;
  children: ReactNode;
}) {
  return <AccountReviewActor.Provider input={{ returnTo }}>{children}</AccountReviewActor.Provider>;
}

export const useAccountReviewSelector = AccountReviewActor.useSelector;
export const useAccountReviewEvents = AccountReviewActor.useEvents;
