import { useEffect, useMemo, type ReactNode } from 'react';
import {
  PROTECTION_EMITTED,
  protectionMachine,
} from '../../../machines/protection/protection.machine.ts';
import type {
  ExclusionLength,
  LimitPeriod,
  ProtectionLimit,
  TimeoutLength,
} from '../../../machines/shared/protection.ts';
import { NOTICE_DEFAULT_MS } from '../../../machines/shared/constants.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createProtectionImplementations } from './protection-implementations.ts';

const ProtectionActor = createMachineContext(protectionMachine, {
  id: 'protection',
  provide: (runtime) => createProtectionImplementations(runtime).protection,
});

/** The platform's answers as notices. */
function ProtectionOutcomes() {
  const actor = ProtectionActor.useActorRef();
  const { notify } = useRuntime();
  useEffect(() => {
    const show = ({ message }: { message: string }) =>
      notify.show(message, { variant: 'success', autoHideMs: NOTICE_DEFAULT_MS });
    const saved = actor.on(PROTECTION_EMITTED.saved, show);
    const signedOut = actor.on(PROTECTION_EMITTED.signedOut, show);
    return () => {
      saved.unsubscribe();
      signedOut.unsubscribe();
    };
  }, [actor, notify]);
  return null;
}

/**
 * Runs the responsible-gambling actor of the profile over the runtime's ProtectionApi; a
 * time-out or self-exclusion ends the app's session too (the platform has ended it already).
 */
export function ProtectionProvider({ children }: { children: ReactNode }) {
  return (
    <ProtectionActor.Provider>
      <ProtectionOutcomes />
      {children}
    </ProtectionActor.Provider>
  );
}

export const useProtectionSelector = ProtectionActor.useSelector;

type LimitKey = { kind: ProtectionLimit['kind']; period: LimitPeriod };

export function useProtectionEvents() {
  const actor = ProtectionActor.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'protection.retry' }),
      setLimit: (key: LimitKey, amount: number | null) =>
        actor.send({ type: 'protection.setLimit', ...key, amount }),
      confirmChange: (key: LimitKey) => actor.send({ type: 'protection.confirmChange', ...key }),
      withdrawChange: (key: LimitKey) => actor.send({ type: 'protection.withdrawChange', ...key }),
      setRealityCheck: (minutes: number | null) =>
        actor.send({ type: 'protection.setRealityCheck', minutes }),
      chooseTimeout: (length: TimeoutLength) =>
        actor.send({ type: 'protection.chooseTimeout', length }),
      chooseExclusion: (length: ExclusionLength) =>
        actor.send({ type: 'protection.chooseExclusion', length }),
      confirmTimeout: () => actor.send({ type: 'protection.confirmTimeout' }),
      confirmExclusion: (values: { confirmed: boolean; password: string; ga_code: string }) =>
        actor.send({ type: 'protection.confirmExclusion', ...values }),
      cancel: () => actor.send({ type: 'protection.cancel' }),
    }),
    [actor],
  );
}
