import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import type { Registration } from '../../../machines/shared/validation/account-schemas.ts';
import { useRuntime } from '../../app/app-context.tsx';

const RegistrationActor = createActorContext(registrationMachine);

/** Runs a registration actor for the page, its actor over the runtime's AuthApi. */
export function RegistrationProvider({ children }: { children: ReactNode }) {
  const { auth, inspect } = useRuntime();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: { register: fromPromise(({ input }) => auth.register(input)) },
      }),
    [auth],
  );
  return (
    <RegistrationActor.Provider logic={logic} options={{ inspect }}>
      {children}
    </RegistrationActor.Provider>
  );
}

export const useRegistrationSelector = RegistrationActor.useSelector;
export const useRegistrationActorRef = RegistrationActor.useActorRef;

export function useRegistrationEvents() {
  const actor = RegistrationActor.useActorRef();
  return useMemo(
    () => ({
      submit: (values: Registration) => actor.send({ type: 'registration.submit', values }),
    }),
    [actor],
  );
}
