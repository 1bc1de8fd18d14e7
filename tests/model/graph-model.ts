import { expect, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

type AnyEvent = { type: string } & Record<string, unknown>;
type Path = StatePath<ReturnType<AnyStateMachine['transition']>, AnyEvent>;

/** Shortest paths to every distinct state value, from each input. */
export function generatePaths(
  machine: AnyStateMachine,
  options: { inputs: unknown[]; events: AnyEvent[] },
): Path[] {
  return options.inputs.flatMap((input) =>
    getShortestPaths(machine, {
      input,
      events: options.events,
      // Only the state value matters for coverage; context holds timestamps.
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    } as Parameters<typeof getShortestPaths>[1]),
  ) as Path[];
}

/** A state with an unguarded `always` never rests, so no path can end in it. */
function isTransient(node: AnyStateNode): boolean {
  return node.always?.some((transition) => !transition.guard) ?? false;
}

function valueOf(path: string[]): unknown {
  return path.reduceRight<unknown>((inner, key) => (inner === null ? key : { [key]: inner }), null);
}

/** State node ids that no generated path rests in (transient states excepted). */
export function unreachedStates(machine: AnyStateMachine, paths: Path[]): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.path.length > 0 && !isTransient(node))
    .filter((node) => !paths.some((p) => p.state.matches(valueOf(node.path) as never)))
    .map((node) => node.id);
}

/**
 * Replays a generated path on a real actor whose invoked actors wait for the path to settle
 * them: done/error events resolve or reject the pending actor, `after` events move fake time.
 * Call with fake timers on.
 */
export async function replayPath(machine: AnyStateMachine, path: Path, input: unknown) {
  const pending = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
      ),
    ]),
  );
  const actor = createActor(machine.provide({ actors }), { input }).start();
  for (const step of path.steps) {
    await applyEvent(machine, step.event, pending, (event) => actor.send(event));
    expect(actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value);
  }
  actor.stop();
}

async function applyEvent(
  machine: AnyStateMachine,
  event: AnyEvent,
  pending: Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>,
  send: (event: AnyEvent) => void,
) {
  const [, kind, ...rest] = event.type.split('.');
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    const id = rest.slice(1).join('.');
    const waiting = pending.get(id);
    expect(waiting, `actor ${id} is running`).toBeDefined();
    if (kind === 'done') waiting!.resolve(event.output);
    else waiting!.reject(event.error);
  } else if (event.type.startsWith('xstate.after.')) {
    const delay = machine.implementations.delays[rest[0]!];
    expect(typeof delay, `delay ${rest[0]} is a number`).toBe('number');
    await vi.advanceTimersByTimeAsync(delay as number);
    return;
  } else if (event.type !== 'xstate.init') {
    send(event);
  }
  await vi.advanceTimersByTimeAsync(0);
}
