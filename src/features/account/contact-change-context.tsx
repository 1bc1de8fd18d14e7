import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise, sendTo } from 'xstate';
import {
  contactChangeMachine,
  type ContactChangeValues,
  type ContactField,
} from '../../../machines/auth/contactChange.machine.ts';
import type { ReauthenticationValues } from '../../../machines/auth/reauthentication.ts';
import { useRuntime } from '../../app/app-context.tsx';

const ContactChangeActor = createActorContext(contactChangeMachine);

/**
 * Runs a username, e-mail or phone change actor for the profile, its `changeContact` over the
 * runtime's AuthApi (change_username, change_email or change_phone, by field); it answers the
 * value the server kept. The saved value and an expired session go to the app actor.
 */
export function ContactChangeProvider({
  field,
  children,
}: {
  field: ContactField;
  children: ReactNode;
}) {
  const { auth, appActor, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      contactChangeMachine.provide({
        actors: {
          authenticatorStatus: fromPromise(() => auth.authenticatorStatus()),
          changeContact: fromPromise<string, ContactChangeValues>(
            async ({ input: { field: which, value, ...reauthentication } }) => {
              if (which === 'username') {
                return (await auth.changeUsername({ username: value, ...reauthentication }))
                  .username;
              }
              if (which === 'email') {
                return (await auth.changeEmail({ email: value, ...reauthentication })).email;
              }
              return (await auth.changePhone({ phone: value, ...reauthentication })).phone;
            },
          ),
        },
        actions: {
          reportChange: sendTo(appActor, ({ context }) => ({
            type: 'profile.changed' as const,
            field: context.field,
            value: context.value!,
          })),
          reportExpired: sendTo(appActor, { type: 'auth.expired' }),
        },
      }),
    [auth, appActor],
  );
  return (
    <ContactChangeActor.Provider logic={logic} options={{ input: { field }, inspect }}>
      {children}
    </ContactChangeActor.Provider>
  );
}

export const useContactChangeSelector = ContactChangeActor.useSelector;
export const useContactChangeActorRef = ContactChangeActor.useActorRef;

export function useContactChangeEvents() {
  const actor = ContactChangeActor.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'contactChange.retry' }),
      submit: (value: string, reauthentication: ReauthenticationValues) =>
        actor.send({ type: 'contactChange.submit', value, ...reauthentication }),
      edit: () => actor.send({ type: 'contactChange.edit' }),
    }),
    [actor],
  );
}
