import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { codeStepMachine } from '../../../machines/auth/code-step.machine.ts';
import { authenticatorMachine } from '../../../machines/account/authenticator.machine.ts';
import { selectCodeStep } from '../../../machines/account/authenticator.selectors.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createAccountImplementations } from './account-implementations.ts';

const AuthenticatorActor = createMachineContext(authenticatorMachine, {
  id: 'authenticator',
  provide: (runtime) => createAccountImplementations(runtime).authenticator,
  events: (actor) => {
    const codeStep = () => selectCodeStep(actor.getSnapshot());
    return {
      retry: () => actor.send({ type: 'authenticator.retry' }),
      start: () => actor.send({ type: 'authenticator.start' }),
      generate: (password: string) => actor.send({ type: 'authenticator.generate', password }),
      confirm: (code: string) => codeStep()?.send({ type: 'codeStep.submit', code }),
      cancelKey: () => codeStep()?.send({ type: 'codeStep.cancel' }),
      cancel: () => actor.send({ type: 'authenticator.cancel' }),
      disable: () => actor.send({ type: 'authenticator.disable' }),
    };
  },
});

/** Runs the authenticator actor of the security tab. */
export const AuthenticatorProvider = AuthenticatorActor.Provider;

export const useAuthenticatorSelector = AuthenticatorActor.useSelector;

/** A selector over the new key's code step (undefined while no key is shown). */
export function useAuthenticatorCodeStepSelector<T>(
  selector: (step: SnapshotFrom<typeof codeStepMachine> | undefined) => T,
): T {
  return useSelector(AuthenticatorActor.useSelector(selectCodeStep), selector);
}

/** The card's events as named functions; the new key's code and its cancel go to its code step. */
export const useAuthenticatorEvents = AuthenticatorActor.useEvents;
