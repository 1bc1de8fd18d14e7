import { useMemo, type ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/codeStep.machine.ts';
import { smsConfirmationMachine } from '../../../machines/auth/smsConfirmation.machine.ts';
import { selectCodeStep } from '../../../machines/auth/smsConfirmation.selectors.ts';
import { useRuntime } from '../../app/app-context.tsx';

const SmsConfirmationActor = createActorContext(smsConfirmationMachine);

/**
 * Runs the SMS confirmation actor of the security tab, its actors over the runtime's AuthApi:
 * the code step checks its code with validateSms.
 */
export function SmsConfirmationProvider({ children }: { children: ReactNode }) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      smsConfirmationMachine.provide({
        actors: {
          sendSms: fromPromise(() => auth.sendSms()),
          codeStep: codeStepMachine.provide({
            actors: { checkCode: fromPromise(({ input }) => auth.validateSms(input.code)) },
          }),
        },
      }),
    [auth],
  );
  return (
    <SmsConfirmationActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </SmsConfirmationActor.Provider>
  );
}

export const useSmsConfirmationSelector = SmsConfirmationActor.useSelector;

/** A selector over the code step (undefined while no code is awaited): an actor of its own. */
export function useSmsCodeStepSelector<T>(
  selector: (step: SnapshotFrom<typeof codeStepMachine> | undefined) => T,
): T {
  return useSelector(SmsConfirmationActor.useSelector(selectCodeStep), selector);
}

/** The card's events as named functions; the code goes to the code step. */
export function useSmsConfirmationEvents() {
  const actor = SmsConfirmationActor.useActorRef();
  return useMemo(
    () => ({
      send: () => actor.send({ type: 'sms.send' }),
      resend: () => actor.send({ type: 'sms.resend' }),
      validate: (code: string) =>
        selectCodeStep(actor.getSnapshot())?.send({ type: 'codeStep.submit', code }),
    }),
    [actor],
  );
}
