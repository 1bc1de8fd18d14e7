import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectProfile } from '../../../machines/app/app.selectors.ts';
import {
  isStoredWithdrawDraft,
  type WithdrawDraft,
} from '../../../machines/cashier/withdraw-draft.ts';
import { withdrawMachine } from '../../../machines/cashier/withdraw.machine.ts';
import {
  selectAddAccountActor,
  selectDraft,
  selectWithdrawalsActor,
} from '../../../machines/cashier/withdraw.selectors.ts';
import type { withdrawalsMachine } from '../../../machines/cashier/withdrawals.machine.ts';
import type { CashTransaction } from '../../../machines/shared/finance.ts';
import { useAppSelector, useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import type { AppStorage } from '../../platform/storage.ts';
import { createWithdrawImplementation } from './withdraw-implementation.ts';

const WithdrawActor = createMachineContext(withdrawMachine, {
  id: 'withdraw',
  provide: (runtime) => createWithdrawImplementation(runtime),
  events: (actor) => ({
    retry: () => actor.send({ type: 'withdraw.retry' }),
    selectMethod: (methodID: number) => actor.send({ type: 'withdraw.selectMethod', methodID }),
    toggleFavorite: (methodID: number) => actor.send({ type: 'withdraw.toggleFavorite', methodID }),
    selectAccount: (bankAccountID: number) =>
      actor.send({ type: 'withdraw.selectAccount', bankAccountID }),
    addAccount: () => actor.send({ type: 'withdraw.addAccount' }),
    submitDestination: (value: string) => actor.send({ type: 'withdraw.submitDestination', value }),
    submitAmount: (amount: string) => actor.send({ type: 'withdraw.submitAmount', amount }),
    submitValidityDate: (date: string) => actor.send({ type: 'withdraw.submitValidityDate', date }),
    submitNote: (note: string) => actor.send({ type: 'withdraw.submitNote', note }),
    submitCode: (code: string) => actor.send({ type: 'withdraw.submitCode', code }),
    acceptBonusForfeit: (accepted: boolean) =>
      actor.send({ type: 'withdraw.acceptBonusForfeit', accepted }),
    submitBonusForfeit: () => actor.send({ type: 'withdraw.submitBonusForfeit' }),
    back: () => actor.send({ type: 'withdraw.back' }),
    confirm: () => actor.send({ type: 'withdraw.confirm' }),
    restart: () => actor.send({ type: 'withdraw.restart' }),
  }),
});

export type WithdrawalsActorRef = ActorRefFrom<typeof withdrawalsMachine>;

/** This player's stored draft, or null (another player's draft is not theirs to see). */
function readDraft(storage: AppStorage, uid: string | null): WithdrawDraft | null {
  const stored = storage.read('withdrawDraft', isStoredWithdrawDraft);
  return stored && uid !== null && stored.uid === uid ? stored.draft : null;
}

/** The draft follows the machine through one subscription (the machine never touches storage). */
function DraftMirror({ uid, children }: { uid: string | null; children: ReactNode }) {
  const actor = WithdrawActor.useActorRef();
  const { storage } = useRuntime();

  useEffect(() => {
    if (uid === null) return undefined;
    let last: string | null = null;
    const subscription = actor.subscribe((snapshot) => {
      const draft = selectDraft(snapshot);
      const serialized = JSON.stringify(draft);
      if (serialized === last) return;
      last = serialized;
      if (draft) storage.write('withdrawDraft', { uid, draft });
      else storage.remove('withdrawDraft');
    });
    return () => subscription.unsubscribe();
  }, [actor, storage, uid]);

  return children;
}

/** Runs the withdraw wizard of the page, restored from this player's draft. */
export function WithdrawProvider({ children }: { children: ReactNode }) {
  const { storage } = useRuntime();
  const uid = useAppSelector(selectProfile)?.uid ?? null;
  // The draft is read once, when the wizard starts.
  const [input] = useState(() => ({ draft: readDraft(storage, uid) }));
  return (
    <WithdrawActor.Provider input={input}>
      <DraftMirror uid={uid}>{children}</DraftMirror>
    </WithdrawActor.Provider>
  );
}

export const useWithdrawSelector = WithdrawActor.useSelector;

/** The events the withdraw views send, as named functions. */
export const useWithdrawEvents = WithdrawActor.useEvents;

/** The player's withdrawals list, a child actor of the wizard (undefined until it runs). */
export function useWithdrawalsActorRef() {
  return useSelector(WithdrawActor.useActorRef(), selectWithdrawalsActor);
}

/** The events the withdrawals list sends to its actor, as named functions. */
export function useWithdrawalsEvents(actor: WithdrawalsActorRef) {
  return useMemo(
    () => ({
      cancel: (withdrawal: CashTransaction) =>
        actor.send({ type: 'withdrawals.cancel', withdrawal }),
      confirmCancel: () => actor.send({ type: 'withdrawals.confirmCancel' }),
      keep: () => actor.send({ type: 'withdrawals.keep' }),
    }),
    [actor],
  );
}

/** The bank account form's actor while the wizard adds an account (undefined otherwise). */
export function useAddAccountActorRef() {
  return useSelector(WithdrawActor.useActorRef(), selectAddAccountActor);
}
