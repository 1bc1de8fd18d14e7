import { fromPromise } from 'xstate';
import type { ReactNode } from 'react';
import { emailConfirmationMachine } from '../../../machines/auth/email-confirmation.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';

const EmailConfirmationActor = createMachineContext(emailConfirmationMachine, {
  id: 'emailConfirmation',
  provide: ({ auth }) =>
    emailConfirmationMachine.provide({
      actors: { confirmEmail: fromPromise(({ input }) => auth.confirmEmail(input.token)) },
    }),
  events: (actor) => ({ confirm: () => actor.send({ type: 'emailConfirm.submit' }) }),
});

/** Runs an e-mail confirmation actor for the link's token over the runtime's AuthApi. */
export function EmailConfirmationProvider({
  token,
  children,
}: {
  token: string | null;
  children: ReactNode;
}) {
  return (
    <EmailConfirmationActor.Provider input={{ token }}>{children}</EmailConfirmationActor.Provider>
  );
}

export const useEmailConfirmationSelector = EmailConfirmationActor.useSelector;

export const useEmailConfirmationEvents = EmailConfirmationActor.useEvents;
