import type { ReactNode } from 'react';
import { protectionMachine } from '../../../machines/protection/protection.machine.ts';
import type {
  ExclusionLength,
  LimitPeriod,
  ProtectionLimit,
  TimeoutLength,
} from '../../../machines/shared/protection.ts';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { createProtectionImplementations } from './protection-implementations.ts';

const ProtectionActor = createMachineContext(protectionMachine, {
  id: 'protection',
  provide: (runtime) => createProtectionImplementations(runtime).protection,
  events: (actor) => ({
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
});

/**
 * Runs the responsible-gambling actor of the profile over the runtime's ProtectionApi; a
 * time-out or self-exclusion ends the app's session too (the platform has ended it already).
 */
export function ProtectionProvider({ children }: { children: ReactNode }) {
  return <ProtectionActor.Provider>{children}</ProtectionActor.Provider>;
}

export const useProtectionSelector = ProtectionActor.useSelector;

type LimitKey = { kind: ProtectionLimit['kind']; period: LimitPeriod };

export const useProtectionEvents = ProtectionActor.useEvents;
