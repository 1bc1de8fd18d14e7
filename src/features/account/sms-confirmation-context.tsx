import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { smsConfirmationMachine } from '../../../machines/account/sms-confirmation.machine.ts';
import { selectCodeStep } from '../../../machines/account/sms-confirmation.selectors.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createAccountImplementations } from './account-implementations.ts';

const SmsConfirmationActor = createMachineContext(smsConfirmationMachine, {
  id: 'smsConfirmation',
  provide: (runtime) => createAccountImplementations(runtime).smsConfirmation,
  events: (actor) => ({
    send: () => actor.send({ type: 'sms.send' }),
    resend: () => actor.send({ type: 'sms.resend' }),
    validate: (code: string) =>
      selectCodeStep(actor.getSnapshot())?.send({ type: 'codeStep.submit', code }),
  }),
});

/** Runs the SMS confirmation actor of the security tab. */
export const SmsConfirmationProvider = SmsConfirmationActor.Provider;

export const useSmsConfirmationSelector = SmsConfirmationActor.useSelector;

/** A selector over the code step (undefined while no code is awaited): an actor of its own. */
export function useSmsCodeStepSelector<T>(
  selector: (step: SnapshotFrom<typeof codeStepMachine> | undefined) => T,
): T {
  return useSelector(SmsConfirmationActor.useSelector(selectCodeStep), selector);
}

/** The card's events as named functions; the code goes to the code step. */
export const useSmsConfirmationEvents = SmsConfirmationActor.useEvents;
