import { passwordChangeMachine } from '../../../machines/account/password-change.machine.ts';
import type { PasswordChangeValues } from '../../../machines/shared/contract.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createAccountImplementations } from './account-implementations.ts';

const PasswordChangeActor = createMachineContext(passwordChangeMachine, {
  id: 'passwordChange',
  provide: (runtime) => createAccountImplementations(runtime).passwordChange,
  events: (actor) => ({
    submit: (values: PasswordChangeValues) =>
      actor.send({ type: 'passwordChange.submit', ...values }),
    edit: () => actor.send({ type: 'passwordChange.edit' }),
  }),
});

/**
 * Runs a password-change actor for the profile, its actor over the runtime's AuthApi; an expired
 * session is the app actor's to handle.
 */
export const PasswordChangeProvider = PasswordChangeActor.Provider;

export const usePasswordChangeSelector = PasswordChangeActor.useSelector;

export const usePasswordChangeEvents = PasswordChangeActor.useEvents;
