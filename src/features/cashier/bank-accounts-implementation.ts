import { fromPromise } from 'xstate';
import { stepUpMachine } from '../../../machines/auth/step-up.machine.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
} from '../../../machines/cashier/bank-accounts.machine.ts';
import type { AuthApi, FinanceApi } from '../../../machines/ports.ts';

/**
 * The bank account machine over FinanceApi, its step-up's SMS over AuthApi: the profile's
 * section, the withdraw wizard's child.
 */
export function provideBankAccounts({ finance, auth }: { finance: FinanceApi; auth: AuthApi }) {
  return bankAccountsMachine.provide({
    actors: {
      loadBankAccounts: fromPromise<BankAccountsData>(async () => {
        const [accounts, banks, summary] = await Promise.all([
          finance.bankAccounts(),
          finance.banks(),
          finance.summary(),
        ]);
        return {
          accounts,
          banks,
          authenticatorRequired: summary.authenticatorRequired,
          stepUpFactor: summary.stepUpFactor,
        };
      }),
      saveBankAccount: fromPromise(({ input }) => finance.saveBankAccount(input)),
      deleteBankAccount: fromPromise(({ input }) =>
        finance.deleteBankAccount(input.bankAccountID, input.reauthentication),
      ),
      stepUp: stepUpMachine.provide({
        actors: { sendCode: fromPromise(({ input }) => auth.sendStepUpSms(input.action)) },
      }),
    },
  });
}
