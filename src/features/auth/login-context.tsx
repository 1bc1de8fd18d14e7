import { useMemo, type ReactNode } from 'react';
import { createActorContext, useSelector } from '@xstate/react';
import { fromPromise, sendTo, type SnapshotFrom } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/codeStep.machine.ts';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import { selectCodeStep } from '../../../machines/auth/login.selectors.ts';
import type { SessionContext } from '../../../machines/shared/contract.ts';
import { useRuntime } from '../../app/app-context.tsx';

const LoginActor = createActorContext(loginMachine);

/**
 * Runs a login actor for the page, its actors over the runtime's AuthApi: the code step checks
 * its code on the pending session; the sign-in is handed over to the app actor, which takes it
 * from there.
 */
export function LoginProvider({ children }: { children: ReactNode }) {
  const { auth, appActor, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          login: fromPromise(({ input }) => auth.login(input)),
          codeStep: codeStepMachine.provide({
            actors: {
              // The login's step always carries the pending session (its input).
              checkCode: fromPromise(({ input }) =>
                auth.checkCode(input.session as SessionContext, input.code),
              ),
            },
          }),
        },
        actions: {
          // sendTo, not appActor.send: the app takes the event after the login's step, never
          // inside it (a nested step would run the app's actions within this one's).
          handOver: sendTo(appActor, ({ context }) => ({
            type: 'auth.signedIn' as const,
            signedIn: context.signedIn!,
          })),
        },
      }),
    [auth, appActor],
  );
  return (
    <LoginActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </LoginActor.Provider>
  );
}

export const useLoginSelector = LoginActor.useSelector;

/**
 * A selector over the code step (undefined while the prompt is closed): the step is an actor of
 * its own, so the prompt follows it, not the login.
 */
export function useLoginCodeStepSelector<T>(
  selector: (step: SnapshotFrom<typeof codeStepMachine> | undefined) => T,
): T {
  return useSelector(LoginActor.useSelector(selectCodeStep), selector);
}

/** The events the login views send, as named functions; the prompt's go to the code step. */
export function useLoginEvents() {
  const actor = LoginActor.useActorRef();
  return useMemo(() => {
    const codeStep = () => selectCodeStep(actor.getSnapshot());
    return {
      submit: (username: string, password: string) =>
        actor.send({ type: 'login.submit', username, password }),
      submitCode: (code: string) => codeStep()?.send({ type: 'codeStep.submit', code }),
      cancelCode: () => codeStep()?.send({ type: 'codeStep.cancel' }),
    };
  }, [actor]);
}
