import { useEffect, type ReactNode } from 'react';
import { depositMachine } from '../../../machines/cashier/deposit.machine.ts';
import type { DepositInput } from '../../../machines/cashier/deposit-types.ts';
import { selectDraft } from '../../../machines/cashier/deposit.selectors.ts';
import type { CashField } from '../../../machines/shared/finance.ts';
import type { DepositLimitChoice } from '../../../machines/shared/validation/limit-choice-form.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createDepositImplementation } from './deposit-implementation.ts';

const DepositActor = createMachineContext(depositMachine, {
  id: 'deposit',
  provide: (runtime) => createDepositImplementation(runtime),
  events: (actor) => ({
    retry: () => actor.send({ type: 'deposit.retry' }),
    selectMethod: (methodID: number) => actor.send({ type: 'deposit.selectMethod', methodID }),
    toggleFavorite: (methodID: number) => actor.send({ type: 'deposit.toggleFavorite', methodID }),
    changeAmount: (text: string) => actor.send({ type: 'deposit.changeAmount', text }),
    choosePreset: (amount: number) => actor.send({ type: 'deposit.choosePreset', amount }),
    submitAmount: () => actor.send({ type: 'deposit.submitAmount' }),
    changeField: (field: CashField, value: string) =>
      actor.send({ type: 'deposit.changeField', field, value }),
    submitDetails: () => actor.send({ type: 'deposit.submitDetails' }),
    chooseBonus: (offerID: number | null) => actor.send({ type: 'deposit.chooseBonus', offerID }),
    changePromoCode: (text: string) => actor.send({ type: 'deposit.changePromoCode', text }),
    redeemCode: () => actor.send({ type: 'deposit.redeemCode' }),
    submitBonus: () => actor.send({ type: 'deposit.submitBonus' }),
    back: () => actor.send({ type: 'deposit.back' }),
    confirm: () => actor.send({ type: 'deposit.confirm' }),
    restart: () => actor.send({ type: 'deposit.restart' }),
    chooseLimit: (limit: DepositLimitChoice) => actor.send({ type: 'deposit.chooseLimit', limit }),
  }),
});

/** Mirrors the wizard's validated input into local storage, the way runtime.ts mirrors the app machine. */
function DraftMirror({ children }: { children: ReactNode }) {
  const actor = DepositActor.useActorRef();
  const { storage } = useRuntime();

  useEffect(() => {
    let kept: string | undefined;
    const keep = () => {
      const draft = selectDraft(actor.getSnapshot());
      const serialized = JSON.stringify(draft);
      if (serialized === kept) return;
      kept = serialized;
      if (draft === null) storage.remove('depositDraft');
      else storage.write('depositDraft', draft);
    };
    keep();
    const subscription = actor.subscribe(keep);
    return () => subscription.unsubscribe();
  }, [actor, storage]);

  return children;
}

/** Runs the deposit wizard of the page, its actors over the runtime's FinanceApi and BonusApi. */
export function DepositProvider({ input, children }: { input: DepositInput; children: ReactNode }) {
  return (
    <DepositActor.Provider input={input}>
      <DraftMirror>{children}</DraftMirror>
    </DepositActor.Provider>
  );
}

export const useDepositSelector = DepositActor.useSelector;

/** The events the deposit views send, as named functions. */
export const useDepositEvents = DepositActor.useEvents;
