import type { ReauthenticationValues } from '../../../machines/auth/reauthentication.ts';
import { passkeysMachine } from '../../../machines/account/passkeys.machine.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { providePasskeys } from './passkey-implementations.ts';

const PasskeysActor = createMachineContext(passkeysMachine, {
  id: 'passkeys',
  provide: providePasskeys,
  events: (actor) => ({
    retry: () => actor.send({ type: 'passkeys.retry' }),
    add: () => actor.send({ type: 'passkeys.add' }),
    reauthenticate: (values: ReauthenticationValues) =>
      actor.send({ type: 'passkeys.reauthenticate', ...values }),
    name: (name: string) => actor.send({ type: 'passkeys.name', name }),
    rename: (id: string) => actor.send({ type: 'passkeys.rename', id }),
    saveName: (name: string) => actor.send({ type: 'passkeys.saveName', name }),
    remove: (id: string) => actor.send({ type: 'passkeys.remove', id }),
    sendCode: () => actor.send({ type: 'passkeys.sendCode' }),
    confirmRemoval: (values: ReauthenticationValues) =>
      actor.send({ type: 'passkeys.confirmRemoval', ...values }),
    cancel: () => actor.send({ type: 'passkeys.cancel' }),
  }),
});

/** Runs the security tab's passkey actor (its list, its dialogs and the security events). */
export const PasskeysProvider = PasskeysActor.Provider;
export const usePasskeysSelector = PasskeysActor.useSelector;
export const usePasskeysEvents = PasskeysActor.useEvents;
