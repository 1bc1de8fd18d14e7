import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { smsConfirmationMachine } from '../../../machines/auth/smsConfirmation.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const SmsConfirmationActor = createActorContext(smsConfirmationMachine);

/** Runs the SMS confirmation actor of the security tab, its actors over the runtime's AuthApi. */
export function SmsConfirmationProvider({ children }: { children: ReactNode }) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      smsConfirmationMachine.provide({
        actors: {
          sendSms: fromPromise(() => auth.sendSms()),
          validateSms: fromPromise(({ input }) => auth.validateSms(input)),
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

export function useSmsConfirmationEvents() {
  const actor = SmsConfirmationActor.useActorRef();
  return useMemo(
    () => ({
      send: () => actor.send({ type: 'sms.send' }),
      resend: () => actor.send({ type: 'sms.resend' }),
      validate: (code: string) => actor.send({ type: 'sms.validate', code }),
    }),
    [actor],
  );
}
