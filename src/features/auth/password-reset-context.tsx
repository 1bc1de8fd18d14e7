import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../../machines/auth/passwordReset.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const PasswordResetActor = createActorContext(passwordResetMachine);

/** Runs a password-reset actor for the link's token, its actor over the runtime's AuthApi. */
export function PasswordResetProvider({
  token,
  children,
}: {
  token: string | null;
  children: ReactNode;
}) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      passwordResetMachine.provide({
        actors: { resetPassword: fromPromise(({ input }) => auth.resetPassword(input)) },
      }),
    [auth],
  );
  return (
    <PasswordResetActor.Provider logic={logic} options={{ inspect, input: { token } }}>
      {children}
    </PasswordResetActor.Provider>
  );
}

export const usePasswordResetSelector = PasswordResetActor.useSelector;
export const usePasswordResetActorRef = PasswordResetActor.useActorRef;

export function usePasswordResetEvents() {
  const actor = PasswordResetActor.useActorRef();
  return useMemo(
    () => ({
      submit: (password: string, passwordConfirm: string) =>
        actor.send({ type: 'reset.submit', password, passwordConfirm }),
    }),
    [actor],
  );
}
