import { fromPromise } from 'xstate';
import { quickDepositMachine } from '../../../machines/cashier/quick-deposit.machine.ts';
import type { FinanceApi, ProtectionApi } from '../../../machines/ports.ts';

/**
 * The quick deposit over FinanceApi (methods, the last credited deposit, quick amounts, the
 * deposit and its QR code's payment) and ProtectionApi (what the deposit limits leave).
 */
export function createQuickDepositImplementation({
  finance,
  protection,
}: {
  finance: FinanceApi;
  protection: ProtectionApi;
}) {
  return quickDepositMachine.provide({
    actors: {
      loadStart: fromPromise(async ({ input }) => {
        const [methods, last, session] = await Promise.all([
          finance.cashMethods(input.type),
          finance.transactions(input.last),
          protection.session(),
        ]);
        return { methods, last: last.items[0] ?? null, allowance: session.depositLeft };
      }),
      loadPresets: fromPromise(({ input }) => finance.depositAmounts(input.bankcode)),
      submitDeposit: fromPromise(({ input }) => finance.deposit(input)),
      checkTransaction: fromPromise(({ input }) => finance.transaction(input.transactionID)),
    },
  });
}
