/**
 * A machine as the model of a flow against the real platform. The platform's answers cannot be
 * chosen, only caused: each player event of the model says what the player does (which player
 * signs in, a right or a wrong code), so `answered` follows it at once with the answer the
 * platform gives to it. A path's steps are then what the player does, each snapshot where the
 * page settles, and the cover's transitions those of the chart itself.
 */
import type { AnyActorScope, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/** The platform's answer (an actor's done or error event) to `event`, once the machine asks. */
export type Platform = (event: AnyEventObject, asked: AnyMachineSnapshot) => AnyEventObject | null;

export function answered(machine: AnyStateMachine, platform: Platform): AnyStateMachine {
  return {
    ...machine,
    // A page that asks on arrival (a game launched from its address) gets its answer too.
    getInitialSnapshot(scope: AnyActorScope, input: unknown) {
      const asked = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      const answer = platform({ type: 'xstate.init', input }, asked);
      return answer ? machine.transition(asked, answer, scope) : asked;
    },
    transition(snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) {
      const asked = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      if (asked === snapshot) return asked;
      const answer = platform(event, asked);
      return answer ? machine.transition(asked, answer, scope) : asked;
    },
  } as unknown as AnyStateMachine;
}
