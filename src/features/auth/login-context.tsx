import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { loginMachine } from '../../../machines/auth/login.machine.ts';
import { selectCodeStep } from '../../../machines/auth/login.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import type { SessionContext } from '../../../machines/shared/contract.ts';

const LoginActor = createMachineContext(loginMachine, {
  id: 'login',
  // Its code step checks the code on the pending session (the step's input).
  provide: ({ auth, passkey, passkeyDevice }) =>
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => auth.login(input)),
        codeStep: codeStepMachine.provide({
          actors: {
            checkCode: fromPromise(({ input }) =>
              auth.checkCode(input.session as SessionContext, input.code),
            ),
          },
        }),
        autofillSupported: fromPromise(() => passkeyDevice.autofillSupported()),
        passkeyAssertion: fromPromise(async ({ input, signal }) => {
          const options = await passkey.loginOptions();
          // Stopped while the challenge was on its way: no ceremony is started for it.
          signal.throwIfAborted();
          return passkeyDevice.assert(options, { autofill: input.autofill, signal });
        }),
        passkeyLogin: fromPromise(({ input }) => passkey.login(input)),
      },
    }),
  events: (actor) => {
    const codeStep = () => selectCodeStep(actor.getSnapshot());
    return {
      submit: (username: string, password: string) =>
        actor.send({ type: 'login.submit', username, password }),
      signInWithPasskey: () => actor.send({ type: 'login.passkey' }),
      submitCode: (code: string) => codeStep()?.send({ type: 'codeStep.submit', code }),
      cancelCode: () => codeStep()?.send({ type: 'codeStep.cancel' }),
    };
  },
});

/**
 * Runs a login actor for the page, told whether this browser can use passkeys; the app actor
 * takes the sign-in from there.
 */
export function LoginProvider({ children }: { children: ReactNode }) {
  const { passkeyDevice } = useRuntime();
  return (
    <LoginActor.Provider input={{ passkeys: passkeyDevice.supported() }}>
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
export const useLoginEvents = LoginActor.useEvents;
