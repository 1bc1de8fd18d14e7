import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/auth/forgotPassword.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const ForgotPasswordActor = createActorContext(forgotPasswordMachine);

/** Runs a forgot-password actor for the page, its actor over the runtime's AuthApi. */
export function ForgotPasswordProvider({ children }: { children: ReactNode }) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: { forgot: fromPromise(({ input }) => auth.forgot(input)) },
      }),
    [auth],
  );
  return (
    <ForgotPasswordActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </ForgotPasswordActor.Provider>
  );
}

export const useForgotPasswordSelector = ForgotPasswordActor.useSelector;
export const useForgotPasswordActorRef = ForgotPasswordActor.useActorRef;

export function useForgotPasswordEvents() {
  const actor = ForgotPasswordActor.useActorRef();
  return useMemo(
    () => ({ submit: (email: string) => actor.send({ type: 'forgot.submit', email }) }),
    [actor],
  );
}
