import { fromPromise } from 'xstate';
import { stepUpMachine } from '../../machines/auth/step-up.machine.ts';
import type { ShellRuntime } from '../runtime/app-context.tsx';

/**
 * The ports a step-up reaches: the player's factor and the SMS code over AuthApi, the passkey
 * over PasskeyApi and the browser.
 */
export type StepUpPorts = Pick<ShellRuntime, 'auth' | 'passkey' | 'passkeyDevice'>;

/**
 * The step-up child (machines/auth/step-up.machine.ts) over the ports, the one every flow that
 * invokes it provides: the player's strongest factor as the platform has it now, an SMS code
 * sent for the action, and the passkey's assertion for a challenge the platform issued for this
 * session and action. Cancelling the step ends the browser's ceremony too.
 */
export function provideStepUp({ auth, passkey, passkeyDevice }: StepUpPorts) {
  return stepUpMachine.provide({
    actors: {
      stepUpFactor: fromPromise(() => auth.stepUpFactor()),
      sendCode: fromPromise(({ input }) => auth.sendStepUpSms(input.action)),
      assertPasskey: fromPromise(async ({ input, signal }) =>
        passkeyDevice.assert(await passkey.stepUpOptions(input.action), { signal }),
      ),
    },
  });
}
