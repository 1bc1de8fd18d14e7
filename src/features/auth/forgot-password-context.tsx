import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/auth/forgot-password.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';

const ForgotPasswordActor = createMachineContext(forgotPasswordMachine, {
  id: 'forgotPassword',
  provide: ({ auth }) =>
    forgotPasswordMachine.provide({
      actors: { forgot: fromPromise(({ input }) => auth.forgot(input)) },
    }),
  events: (actor) => ({ submit: (email: string) => actor.send({ type: 'forgot.submit', email }) }),
});

/** Runs a forgot-password actor for the page, its actor over the runtime's AuthApi. */
export const ForgotPasswordProvider = ForgotPasswordActor.Provider;

export const useForgotPasswordSelector = ForgotPasswordActor.useSelector;

export const useForgotPasswordEvents = ForgotPasswordActor.useEvents;
