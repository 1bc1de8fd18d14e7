import { fromPromise } from 'xstate';
import type { ProtectionApi } from '../../../machines/ports.ts';
import { panicMachine } from '../../../machines/protection/panic.machine.ts';

/** One panic button's machine over ProtectionApi: the profile's length, and the panic itself. */
export function providePanic(protection: ProtectionApi) {
  return panicMachine.provide({
    actors: {
      getProfile: fromPromise(() => protection.profile()),
      panic: fromPromise(() => protection.panic()),
    },
  });
}
