import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ReauthenticationValues } from '../../../machines/auth/reauthentication.ts';
import type { BankAccountFormValues } from '../../../machines/cashier/bank-rules.ts';
import { bankAccountsMachine } from '../../../machines/cashier/bank-accounts.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { provideBankAccounts } from './bank-accounts-implementation.ts';

export type BankAccountsActorRef = ActorRefFrom<typeof bankAccountsMachine>;

const BankAccountsActor = createMachineContext(bankAccountsMachine, {
  id: 'bankAccounts',
  provide: provideBankAccounts,
});

/** Runs the profile's bank account actor (manage mode), its actors over the runtime's FinanceApi. */
export function BankAccountsProvider({ children }: { children: ReactNode }) {
  return <BankAccountsActor.Provider>{children}</BankAccountsActor.Provider>;
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
