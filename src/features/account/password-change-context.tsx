import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise, sendTo } from 'xstate';
import { passwordChangeMachine } from '../../../machines/auth/passwordChange.machine.ts';
import type { PasswordChangeValues } from '../../../machines/shared/contract.ts';
import { useRuntime } from '../../app/app-context.tsx';

const PasswordChangeActor = createActorContext(passwordChangeMachine);

/**
 * Runs a password-change actor for the profile, its actor over the runtime's AuthApi; an expired
 * session is the app actor's to handle.
 */
export function PasswordChangeProvider({ children }: { children: ReactNode }) {
  const { auth, appActor, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      passwordChangeMachine.provide({
        actors: { changePassword: fromPromise(({ input }) => auth.changePassword(input)) },
        actions: { reportExpired: sendTo(appActor, { type: 'auth.expired' }) },
      }),
    [auth, appActor],
  );
  return (
    <PasswordChangeActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </PasswordChangeActor.Provider>
  );
}

export const usePasswordChangeSelector = PasswordChangeActor.useSelector;

export function usePasswordChangeEvents() {
  const actor = PasswordChangeActor.useActorRef();
  return useMemo(
    () => ({
      submit: (values: PasswordChangeValues) =>
        actor.send({ type: 'passwordChange.submit', ...values }),
      edit: () => actor.send({ type: 'passwordChange.edit' }),
    }),
    [actor],
  );
}
