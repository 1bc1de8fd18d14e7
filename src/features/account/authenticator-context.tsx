import { useMemo, type ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { authenticatorMachine } from '../../../machines/auth/authenticator.machine.ts';
import { selectCodeStep } from '../../../machines/auth/authenticator.selectors.ts';
import { codeStepMachine } from '../../../machines/auth/codeStep.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const AuthenticatorActor = createActorContext(authenticatorMachine);

/**
 * Runs the authenticator actor of the security tab, its actors over the runtime's AuthApi: the
 * code step of a new key checks its code with confirmAuthenticator.
 */
export function AuthenticatorProvider({ children }: { children: ReactNode }) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      authenticatorMachine.provide({
        actors: {
          authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
          generateAuthenticator: fromPromise(({ input }) => auth.generateAuthenticator(input)),
          codeStep: codeStepMachine.provide({
            actors: {
              checkCode: fromPromise(({ input }) => auth.confirmAuthenticator(input.code)),
            },
          }),
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

/** A selector over the new key's code step (undefined while no key is shown). */
export function useAuthenticatorCodeStepSelector<T>(
  selector: (step: SnapshotFrom<typeof codeStepMachine> | undefined) => T,
): T {
  return useSelector(AuthenticatorActor.useSelector(selectCodeStep), selector);
}

/** The card's events as named functions; the new key's code and its cancel go to its code step. */
export function useAuthenticatorEvents() {
  const actor = AuthenticatorActor.useActorRef();
  return useMemo(() => {
    const codeStep = () => selectCodeStep(actor.getSnapshot());
    return {
      retry: () => actor.send({ type: 'authenticator.retry' }),
      start: () => actor.send({ type: 'authenticator.start' }),
      generate: (password: string) => actor.send({ type: 'authenticator.generate', password }),
      confirm: (code: string) => codeStep()?.send({ type: 'codeStep.submit', code }),
      cancelKey: () => codeStep()?.send({ type: 'codeStep.cancel' }),
      cancel: () => actor.send({ type: 'authenticator.cancel' }),
      disable: () => actor.send({ type: 'authenticator.disable' }),
      confirmDisable: (code: string, password: string) =>
        actor.send({ type: 'authenticator.confirmDisable', code, password }),
    };
  }, [actor]);
}
