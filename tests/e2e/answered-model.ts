/**
 * A machine as the model of a flow against the real platform. The platform's answers cannot be
 * chosen, only caused: each player event of the model says what the player does (which player
 * signs in, a right or a wrong code), so `answered` follows it at once with the answer the
 * platform gives to it. A path's steps are then what the player does, each snapshot where the
 * page settles, and the cover's transitions those of the chart itself.
 */
import type { AnyActorScope, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/**
 * The platform's answer (an actor's done or error event) to what the page asks in `asked`, or
 * null when it asks nothing. `event` is what led there: the player's event, or the answer before
 * when one answer leads to another question; `before` is the page before the player's event.
 */
export type Platform = (
  event: AnyEventObject,
  asked: AnyMachineSnapshot,
  before: AnyMachineSnapshot | null,
) => AnyEventObject | null;

export function answered(machine: AnyStateMachine, platform: Platform): AnyStateMachine {
  /** Every question the page asks is answered in turn, until it waits for the player. */
  const settle = (
    event: AnyEventObject,
    asked: AnyMachineSnapshot,
    before: AnyMachineSnapshot | null,
    scope: AnyActorScope,
  ) => {
    let settled = asked;
    for (let answer = platform(event, settled, before); answer;) {
      settled = machine.transition(settled, answer, scope) as AnyMachineSnapshot;
      answer = platform(answer, settled, before);
    }
    return settled;
  };
  return {
    ...machine,
    // A page that asks on arrival (a game launched from its address) gets its answer too.
    getInitialSnapshot(scope: AnyActorScope, input: unknown) {
      const asked = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
      return settle({ type: 'xstate.init', input }, asked, null, scope);
    },
    transition(snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: AnyActorScope) {
      const asked = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      if (asked === snapshot) return asked;
      return settle(event, asked, snapshot, scope);
    },
  } as unknown as AnyStateMachine;
}
