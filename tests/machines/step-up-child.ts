import { vi } from 'vitest';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { stepUpMachine } from '../../machines/auth/step-up.machine.ts';

type StepUpActor = ActorRefFrom<typeof stepUpMachine>;

/**
 * The parent's step-up child once it has read the player's factor and asks for the proof (or
 * says that the read failed). Its own snapshots do not wake the parent's waitFor, so this polls.
 */
export async function askingStepUp(parent: AnyActorRef): Promise<StepUpActor> {
  return vi.waitFor(() => {
    const child = parent.getSnapshot().children.stepUp as StepUpActor | undefined;
    if (!child || child.getSnapshot().hasTag('reading')) throw new Error('No step-up asks yet');
    return child;
  });
}
