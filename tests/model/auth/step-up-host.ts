/**
 * What the model of a flow that invokes the step-up (machines/auth/step-up.machine.ts) shares:
 * the step reads the player's factor from AuthApi.stepUpFactor as it starts, so a flow's path
 * does not know it until the step ends. The driver holds that read and answers it when the path
 * says how the step ends, with the factor that lets the dialog end so.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { StepUpOutput } from '../../../machines/auth/step-up.machine.ts';
import type { LoginFactor } from '../../../machines/shared/contract.ts';
import type { StepUpFactor } from '../../../machines/shared/passkeys.ts';
import { messages } from '../../../src/i18n/messages.ts';
import type { HeldCalls } from '../held-calls.ts';

/**
 * The factor a step-up must read to end as `output` says: a passkey's assertion needs a passkey,
 * a code the flow's code factor, the password alone (or nothing more) no factor; a cancel any.
 */
export function factorFor(
  output: StepUpOutput,
  codeFactor: LoginFactor | null,
): StepUpFactor | null {
  if (output.outcome === 'cancelled') return codeFactor;
  const proof = output.reauthentication;
  if ('passkey' in proof) return 'passkey';
  return proof.ga_code === undefined ? null : codeFactor;
}

/** Answers the held read of the step-up that `event` (its `xstate.done.actor.stepUp`) ends. */
export async function answerFactorRead(
  ports: HeldCalls,
  event: AnyEventObject,
  codeFactor: LoginFactor | null,
): Promise<StepUpFactor | null> {
  const factor = factorFor(event.output as StepUpOutput, codeFactor);
  (await ports.latest('stepUpFactor')).resolve(factor);
  return factor;
}

/** While a step-up reads the factor: no dialog yet, the page waits under a spinner. */
export function expectFactorRead() {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(
    screen.getByRole('progressbar', { name: messages.tr['common.loading'] }),
  ).toBeInTheDocument();
}
