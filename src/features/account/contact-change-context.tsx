import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeValues,
  type ContactField,
} from '../../../machines/auth/contactChange.machine.ts';
import { useRuntime } from '../../app/app-context.tsx';

const ContactChangeActor = createActorContext(contactChangeMachine);

/**
 * Runs a username or e-mail change actor for the profile, its `changeContact` over the runtime's
 * AuthApi (change_username or change_email, by field); it answers the value the server kept.
 */
export function ContactChangeProvider({
  field,
  children,
}: {
  field: ContactField;
  children: ReactNode;
}) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      contactChangeMachine.provide({
        actors: {
          changeContact: fromPromise<string, ContactChangeValues>(
            async ({ input: { field: which, value, password } }) =>
              which === 'username'
                ? (await auth.changeUsername({ username: value, password })).username
                : (await auth.changeEmail({ email: value, password })).email,
          ),
        },
      }),
    [auth],
  );
  return (
    <ContactChangeActor.Provider logic={logic} options={{ input: { field }, inspect }}>
      {children}
    </ContactChangeActor.Provider>
  );
}

export const useContactChangeSelector = ContactChangeActor.useSelector;

export function useContactChangeEvents() {
  const actor = ContactChangeActor.useActorRef();
  return useMemo(
    () => ({
      submit: (value: string, password: string) =>
        actor.send({ type: 'contactChange.submit', value, password }),
      edit: () => actor.send({ type: 'contactChange.edit' }),
    }),
    [actor],
  );
}
