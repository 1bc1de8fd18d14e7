/**
 * The transitions a machine takes on the rendered page, read from the runtime's inspection. A
 * model test holds them against what its paths planned: a page that walks a path by another
 * branch of the chart than the model did shows there, even when every view looked right.
 */
import type { AnyMachineSnapshot, AnyStateNode, InspectionEvent } from 'xstate';
import type { ModelPath } from './view-driver.ts';

type Transition = NonNullable<AnyStateNode['always']>[number];

/** A transition by its source, event and place in that event's list: the same across actors. */
export const transitionKey = (transition: Transition) => {
  const list =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  return `${transition.source.id}|${transition.eventType || 'always'}|${list.indexOf(transition)}`;
};

/** The transitions the machine of `machineId` fired on the pages a test file rendered. */
export class FiredTransitions {
  private readonly fired = new Set<string>();

  constructor(private readonly machineId: string) {}

  /** The runtime's inspector (`runtime.inspect = fired.inspect`). */
  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const { snapshot, _transitions } = event as unknown as {
      snapshot: AnyMachineSnapshot;
      _transitions: Transition[];
    };
    if (snapshot.machine?.id === this.machineId) {
      _transitions.forEach((transition) => this.fired.add(transitionKey(transition)));
    }
  };

  /** The transitions `paths` planned that no page fired. */
  missedOf(paths: readonly ModelPath[]): string[] {
    const planned = new Set(
      paths
        .flatMap((path) => [
          ...path.initialTransitions,
          ...path.steps.flatMap((step) => step.transitions),
        ])
        .map(transitionKey),
    );
    return [...planned].filter((key) => !this.fired.has(key));
  }
}
