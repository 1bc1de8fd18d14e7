import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import { fromPromise, sendTo, type ActorRefFrom } from 'xstate';
import { selectProfile } from '../../../machines/app/app.selectors.ts';
import type { WithdrawDraft } from '../../../machines/finance/withdraw-draft.ts';
import { withdrawMachine, type WithdrawData } from '../../../machines/finance/withdraw.machine.ts';
import {
  selectAddAccountActor,
  selectDraft,
  selectWithdrawalsActor,
} from '../../../machines/finance/withdraw.selectors.ts';
import { withdrawalsMachine } from '../../../machines/finance/withdrawals.machine.ts';
import type { FinanceApi } from '../../../machines/ports.ts';
import {
  NOTICE_DEFAULT_MS,
  NOTICE_FINANCE_FAILURE_MS,
} from '../../../machines/shared/constants.ts';
import { CASH_TYPE } from '../../../machines/shared/finance.ts';
import { useAppSelector, useRuntime, type AppActor } from '../../app/app-context.tsx';
import type { AppStorage } from '../../platform/storage.ts';
import { useMessageText } from '../../ui/message-text.ts';
import { provideBankAccounts } from '../account/bank-accounts-context.tsx';

const WithdrawActor = createActorContext(withdrawMachine);

export type WithdrawalsActorRef = ActorRefFrom<typeof withdrawalsMachine>;

/**
 * The wizard with its actors over FinanceApi: the bank account form and the list run as
 * children; both give the balance to read again to the app actor.
 */
function provideWithdraw(finance: FinanceApi, appActor: AppActor) {
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
        },
        actions: { refreshBalance: sendTo(appActor, { type: 'wallet.refresh' }) },
      }),
      addBankAccount: provideBankAccounts(finance),
    },
    actions: { refreshBalance: sendTo(appActor, { type: 'wallet.refresh' }) },
  });
}

/** This player's stored draft, or null (another player's draft is not theirs to see). */
function readDraft(storage: AppStorage, uid: string | null): WithdrawDraft | null {
  const stored = storage.read('withdrawDraft');
  return stored && uid !== null && stored.uid === uid ? stored.draft : null;
}

/**
 * Bridges what the wizard and its withdrawals list emit: balance refreshes go to the app actor,
 * failures become the 1 s negative notice of spec §8, successes the usual notice. The draft
 * follows the machine through one subscription (the machine never touches storage).
 */
function WithdrawEffects({ uid, children }: { uid: string | null; children: ReactNode }) {
  const actor = WithdrawActor.useActorRef();
  const withdrawals = useSelector(actor, selectWithdrawalsActor);
  const { appActor, notify, storage } = useRuntime();
  const messageText = useMessageText();

  useEffect(() => {
    const show = (message: string, variant: 'error' | 'success') => {
      const text = messageText(message);
      if (!text) return;
      notify.show(text, {
        variant,
        autoHideMs: variant === 'error' ? NOTICE_FINANCE_FAILURE_MS : NOTICE_DEFAULT_MS,
      });
    };
    const subscriptions = [
      actor.on('notice.failure', ({ message }) => show(message, 'error')),
      actor.on('notice.success', ({ message }) => show(message, 'success')),
      ...(withdrawals
        ? [withdrawals.on('notice.success', ({ message }) => show(message, 'success'))]
        : []),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, withdrawals, appActor, notify, messageText]);

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
  const { finance, appActor, inspect, storage } = useRuntime();
  const uid = useAppSelector(selectProfile)?.uid ?? null;
  const logic = useMemo(() => provideWithdraw(finance, appActor), [finance, appActor]);
  // The draft is read once, when the wizard starts.
  const [input] = useState(() => ({ draft: readDraft(storage, uid) }));
  return (
    <WithdrawActor.Provider
      logic={logic}
      options={{ id: 'withdraw', systemId: 'withdraw', input, inspect }}
    >
      <WithdrawEffects uid={uid}>{children}</WithdrawEffects>
    </WithdrawActor.Provider>
  );
}

export const useWithdrawSelector = WithdrawActor.useSelector;

/** The events the withdraw views send, as named functions. */
export function useWithdrawEvents() {
  const actor = WithdrawActor.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'withdraw.retry' }),
      selectMethod: (methodID: number) => actor.send({ type: 'withdraw.selectMethod', methodID }),
      toggleFavorite: (methodID: number) =>
        actor.send({ type: 'withdraw.toggleFavorite', methodID }),
      selectAccount: (bankAccountID: number) =>
        actor.send({ type: 'withdraw.selectAccount', bankAccountID }),
      addAccount: () => actor.send({ type: 'withdraw.addAccount' }),
      submitDestination: (value: string) =>
        actor.send({ type: 'withdraw.submitDestination', value }),
      submitAmount: (amount: string) => actor.send({ type: 'withdraw.submitAmount', amount }),
      submitValidityDate: (date: string) =>
        actor.send({ type: 'withdraw.submitValidityDate', date }),
      submitNote: (note: string) => actor.send({ type: 'withdraw.submitNote', note }),
      submitCode: (code: string) => actor.send({ type: 'withdraw.submitCode', code }),
      acceptBonusForfeit: (accepted: boolean) =>
        actor.send({ type: 'withdraw.acceptBonusForfeit', accepted }),
      submitBonusForfeit: () => actor.send({ type: 'withdraw.submitBonusForfeit' }),
      back: () => actor.send({ type: 'withdraw.back' }),
      confirm: () => actor.send({ type: 'withdraw.confirm' }),
      restart: () => actor.send({ type: 'withdraw.restart' }),
    }),
    [actor],
  );
}

/** The player's withdrawals list, a child actor of the wizard (undefined until it runs). */
export function useWithdrawalsActorRef() {
  return useSelector(WithdrawActor.useActorRef(), selectWithdrawalsActor);
}

/** The events the withdrawals list sends to its actor, as named functions. */
export function useWithdrawalsEvents(actor: WithdrawalsActorRef) {
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'withdrawals.retry' }),
      showMore: () => actor.send({ type: 'withdrawals.showMore' }),
      cancel: (transactionID: number) => actor.send({ type: 'withdrawals.cancel', transactionID }),
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
