import { fromPromise } from 'xstate';
import type { ReactNode } from 'react';
import { passwordResetMachine } from '../../../machines/auth/password-reset.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';

const PasswordResetActor = createMachineContext(passwordResetMachine, {
  id: 'passwordReset',
  provide: ({ auth }) =>
    passwordResetMachine.provide({
      actors: { resetPassword: fromPromise(({ input }) => auth.resetPassword(input)) },
    }),
  events: (actor) => ({
    submit: (password: string, passwordConfirm: string) =>
      actor.send({ type: 'reset.submit', password, passwordConfirm }),
  }),
});

/** Runs a password-reset actor for the link's token, its actor over the runtime's AuthApi. */
export function PasswordResetProvider({
  token,
  children,
}: {
  token: string | null;
  children: ReactNode;
}) {
  return <PasswordResetActor.Provider input={{ token }}>{children}</PasswordResetActor.Provider>;
}

export const usePasswordResetSelector = PasswordResetActor.useSelector;

export const usePasswordResetEvents = PasswordResetActor.useEvents;
