import type { ReactNode } from 'react';
import {
  contactChangeMachine,
  type ContactField,
} from '../../../machines/account/contact-change.machine.ts';
import type { ReauthenticationValues } from '../../../machines/auth/reauthentication.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createAccountImplementations } from './account-implementations.ts';

const ContactChangeActor = createMachineContext(contactChangeMachine, {
  id: 'contactChange',
  provide: (runtime) => createAccountImplementations(runtime).contactChange,
  events: (actor) => ({
    retry: () => actor.send({ type: 'contactChange.retry' }),
    submit: (value: string, reauthentication: ReauthenticationValues) =>
      actor.send({ type: 'contactChange.submit', value, ...reauthentication }),
    edit: () => actor.send({ type: 'contactChange.edit' }),
  }),
});

/**
 * Runs a username, e-mail or phone change actor for the profile over the runtime's AuthApi. The
 * saved value and an expired session go to the app actor.
 */
export function ContactChangeProvider({
  field,
  children,
}: {
  field: ContactField;
  children: ReactNode;
}) {
  return <ContactChangeActor.Provider input={{ field }}>{children}</ContactChangeActor.Provider>;
}

export const useContactChangeSelector = ContactChangeActor.useSelector;

export const useContactChangeEvents = ContactChangeActor.useEvents;
