import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { authenticatorMachine } from '../../../machines/auth/authenticator.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const AuthenticatorActor = createActorContext(authenticatorMachine);

/** Runs the authenticator actor of the security tab, its actors over the runtime's AuthApi. */
export function AuthenticatorProvider({ children }: { children: ReactNode }) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      authenticatorMachine.provide({
        actors: {
          authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
          generateAuthenticator: fromPromise(({ input }) => auth.generateAuthenticator(input)),
          confirmAuthenticator: fromPromise(({ input }) => auth.confirmAuthenticator(input)),
          disableAuthenticator: fromPromise(({ input }) => auth.disableAuthenticator(input)),
        },
      }),
    [auth],
  );
  return (
    <AuthenticatorActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </AuthenticatorActor.Provider>
  );
}

export const useAuthenticatorSelector = AuthenticatorActor.useSelector;

export function useAuthenticatorEvents() {
  const actor = AuthenticatorActor.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'authenticator.retry' }),
      start: () => actor.send({ type: 'authenticator.start' }),
      generate: (password: string) => actor.send({ type: 'authenticator.generate', password }),
      confirm: (code: string) => actor.send({ type: 'authenticator.confirm', code }),
      cancel: () => actor.send({ type: 'authenticator.cancel' }),
      disable: () => actor.send({ type: 'authenticator.disable' }),
      confirmDisable: (code: string, password: string) =>
        actor.send({ type: 'authenticator.confirmDisable', code, password }),
    }),
    [actor],
  );
}
