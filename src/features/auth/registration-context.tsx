import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../machines/auth/registration.machine.ts';
import type { Registration } from '../../../machines/shared/validation/registration-schema.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';

const RegistrationActor = createMachineContext(registrationMachine, {
  id: 'registration',
  provide: ({ auth }) =>
    registrationMachine.provide({
      actors: { register: fromPromise(({ input }) => auth.register(input)) },
    }),
  events: (actor) => ({
    submit: (values: Registration) => actor.send({ type: 'registration.submit', values }),
  }),
});

/** Runs a registration actor for the page, its actor over the runtime's AuthApi. */
export const RegistrationProvider = RegistrationActor.Provider;

export const useRegistrationSelector = RegistrationActor.useSelector;

export const useRegistrationEvents = RegistrationActor.useEvents;
