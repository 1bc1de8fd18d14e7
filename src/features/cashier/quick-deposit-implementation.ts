import { fromPromise } from 'xstate';
import { quickDepositMachine } from '../../../machines/cashier/quick-deposit.machine.ts';
import type { FinanceApi, ProtectionApi } from '../../../machines/ports.ts';
import type { AppActor } from '../../runtime/app-actors.ts';
import { depositNews } from './transaction-news.ts';

/**
 * The quick deposit over FinanceApi (methods, the last credited deposit, quick amounts, the
 * deposit and its QR code's payment), ProtectionApi (what the deposit limits leave) and the app
 * actor's news of the player's transactions.
 */
export function createQuickDepositImplementation({
  finance,
  protection,
  appActor,
}: {
  finance: FinanceApi;
  protection: ProtectionApi;
  appActor: AppActor;
}) {
  return quickDepositMachine.provide({
    actors: {
      loadStart: fromPromise(async ({ input }) => {
        const [methods, last, session] = await Promise.all([
          finance.cashMethods(input.type),
          finance.transactions(input.last),
          protection.session(),
        ]);
        return {
          methods,
          last: last.items[0] ?? null,
          allowance: session.depositLeft,
          limitChoiceDue: session.limitChoiceDue,
        };
      }),
      loadPresets: fromPromise(({ input }) => finance.depositAmounts(input.bankcode)),
      submitDeposit: fromPromise(({ input }) => finance.deposit(input)),
      checkTransaction: fromPromise(({ input }) => finance.transaction(input.transactionID)),
      transactionChanges: depositNews(appActor),
    },
  });
}
