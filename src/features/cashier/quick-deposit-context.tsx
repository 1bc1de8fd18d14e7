import { quickDepositMachine } from '../../../machines/cashier/quick-deposit.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createQuickDepositImplementation } from './quick-deposit-implementation.ts';

const QuickDepositActor = createMachineContext(quickDepositMachine, {
  id: 'quickDeposit',
  provide: (runtime) => createQuickDepositImplementation(runtime),
  events: (actor) => ({
    retry: () => actor.send({ type: 'quickDeposit.retry' }),
    changeAmount: (text: string) => actor.send({ type: 'quickDeposit.changeAmount', text }),
    choosePreset: (amount: number) => actor.send({ type: 'quickDeposit.choosePreset', amount }),
    pay: () => actor.send({ type: 'quickDeposit.pay' }),
    openCashier: () => actor.send({ type: 'quickDeposit.openCashier' }),
    again: () => actor.send({ type: 'quickDeposit.again' }),
    close: () => actor.send({ type: 'quickDeposit.close' }),
  }),
});

/** Runs one quick deposit: it starts as the panel opens and ends as it closes. */
export const QuickDepositProvider = QuickDepositActor.Provider;
export const useQuickDepositSelector = QuickDepositActor.useSelector;

/** The events the quick deposit's views send, as named functions. */
export const useQuickDepositEvents = QuickDepositActor.useEvents;
