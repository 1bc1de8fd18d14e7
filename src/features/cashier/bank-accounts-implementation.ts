import { fromPromise } from 'xstate';
import {
  bankAccountsMachine,
  type BankAccountsData,
} from '../../../machines/cashier/bank-accounts.machine.ts';
import type { FinanceApi } from '../../../machines/ports.ts';
import { provideStepUp, type StepUpPorts } from '../../ui/step-up-implementation.ts';

/**
 * The bank account machine over FinanceApi, and its step-up (an SMS code or the passkey): the
 * profile's section, the withdraw wizard's child.
 */
export function provideBankAccounts({
  finance,
  ...stepUpPorts
}: { finance: FinanceApi } & StepUpPorts) {
  return bankAccountsMachine.provide({
    actors: {
      loadBankAccounts: fromPromise<BankAccountsData>(async () => {
        const [accounts, banks, summary] = await Promise.all([
          finance.bankAccounts(),
          finance.banks(),
          finance.summary(),
        ]);
        return { accounts, banks, authenticatorRequired: summary.authenticatorRequired };
      }),
      saveBankAccount: fromPromise(({ input }) => finance.saveBankAccount(input)),
      deleteBankAccount: fromPromise(({ input }) =>
        finance.deleteBankAccount(input.bankAccountID, input.reauthentication),
      ),
      stepUp: provideStepUp(stepUpPorts),
    },
  });
}
