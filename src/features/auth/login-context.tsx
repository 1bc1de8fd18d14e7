import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise, sendTo } from 'xstate';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const LoginActor = createActorContext(loginMachine);

/**
 * Runs a login actor for the page, its actors over the runtime's AuthApi; it hands the sign-in
 * over to the app actor, which takes it from there.
 */
export function LoginProvider({ children }: { children: ReactNode }) {
  const { auth, appActor, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          login: fromPromise(({ input }) => auth.login(input)),
          checkCode: fromPromise(({ input }) => auth.checkCode(input.session, input.code)),
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

/** The events the login views send, as named functions. */
export function useLoginEvents() {
  const actor = LoginActor.useActorRef();
  return useMemo(
    () => ({
      submit: (username: string, password: string) =>
        actor.send({ type: 'login.submit', username, password }),
      submitCode: (code: string) => actor.send({ type: 'login.submitCode', code }),
      cancelCode: () => actor.send({ type: 'login.cancelCode' }),
    }),
    [actor],
  );
}
