import { fromPromise } from 'xstate';
import type { WithdrawData } from '../../../machines/cashier/withdraw-types.ts';
import { withdrawMachine } from '../../../machines/cashier/withdraw.machine.ts';
import { withdrawalsMachine } from '../../../machines/cashier/withdrawals.machine.ts';
import type { FinanceApi } from '../../../machines/ports.ts';
import type { AppActor } from '../../runtime/app-actors.ts';
import { transactionNews } from './transaction-news.ts';
import { CASH_TYPE } from '../../../machines/shared/finance.ts';
import { provideBankAccounts } from './bank-accounts-implementation.ts';
import { provideStepUp, type StepUpPorts } from '../../ui/step-up-implementation.ts';

/**
 * The withdraw wizard over FinanceApi with its children, the withdrawals list (which follows
 * the app actor's news of the player's transactions) and the bank account form, and the step-up
 * of a payout to a new account (an SMS code or the passkey).
 */
export function createWithdrawImplementation({
  finance,
  appActor,
  ...stepUpPorts
}: {
  finance: FinanceApi;
  appActor: AppActor;
} & StepUpPorts) {
  return withdrawMachine.provide({
    actors: {
      loadWithdrawData: fromPromise<WithdrawData>(async () => {
        const [methods, summary, accounts] = await Promise.all([
          finance.cashMethods(CASH_TYPE.withdraw),
          finance.summary(),
          finance.bankAccounts(),
        ]);
        return { methods, summary, accounts };
      }),
      loadSummary: fromPromise(() => finance.summary()),
      setFavoriteMethod: fromPromise(({ input }) =>
        finance.setFavoriteMethod(input.methodID, input.favorite),
      ),
      submitWithdraw: fromPromise(({ input }) => finance.withdraw(input)),
      withdrawals: withdrawalsMachine.provide({
        actors: {
          loadWithdrawals: fromPromise(({ input }) => finance.transactions(input)),
          cancelWithdrawal: fromPromise(({ input }) =>
            finance.cancelWithdrawal(input.transactionID, input.idempotencyKey),
          ),
          transactionChanges: transactionNews(appActor),
        },
      }),
      addBankAccount: provideBankAccounts({ finance, ...stepUpPorts }),
      stepUp: provideStepUp(stepUpPorts),
    },
  });
}
