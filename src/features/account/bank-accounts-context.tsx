import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ReauthenticationValues } from '../../../machines/auth/reauthentication.ts';
import type { BankAccountFormValues } from '../../../machines/finance/bank-rules.ts';
import {
  bankAccountsMachine,
  type BankAccountsData,
} from '../../../machines/finance/bankAccounts.machine.ts';
import type { FinanceApi } from '../../../machines/ports.ts';
import { useRuntime, useSuccessNotices } from '../../app/app-context.tsx';

export type BankAccountsActorRef = ActorRefFrom<typeof bankAccountsMachine>;

/** The bank account machine with its actors over FinanceApi (the profile and the withdraw wizard). */
export function provideBankAccounts(finance: FinanceApi) {
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
    },
  });
}

const BankAccountsActor = createActorContext(bankAccountsMachine);

function Notices({ children }: { children: ReactNode }) {
  useSuccessNotices(BankAccountsActor.useActorRef());
  return children;
}

/** Runs the profile's bank account actor (manage mode), its actors over the runtime's FinanceApi. */
export function BankAccountsProvider({ children }: { children: ReactNode }) {
  const { finance, inspect } = useRuntime();
  const logic = useMemo(() => provideBankAccounts(finance), [finance]);
  return (
    <BankAccountsActor.Provider
      logic={logic}
      options={{ id: 'bankAccounts', systemId: 'profile:bankAccounts', inspect }}
    >
      <Notices>{children}</Notices>
    </BankAccountsActor.Provider>
  );
}

/** The profile's bank account actor, for views shared with the withdraw wizard. */
export const useBankAccountsActorRef = BankAccountsActor.useActorRef;

/** The events the bank account views send to `actor`, as named functions. */
export function useBankAccountEvents(actor: BankAccountsActorRef) {
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'bankAccounts.retry' }),
      add: () => actor.send({ type: 'bankAccounts.add' }),
      edit: (bankAccountID: number) => actor.send({ type: 'bankAccounts.edit', bankAccountID }),
      remove: (bankAccountID: number) => actor.send({ type: 'bankAccounts.delete', bankAccountID }),
      confirmDelete: (reauthentication: ReauthenticationValues) =>
        actor.send({ type: 'bankAccounts.confirmDelete', ...reauthentication }),
      cancel: () => actor.send({ type: 'bankAccounts.cancel' }),
      submit: (values: BankAccountFormValues) =>
        actor.send({ type: 'bankAccounts.submit', values }),
    }),
    [actor],
  );
}
