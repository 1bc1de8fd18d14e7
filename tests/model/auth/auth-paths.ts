import type { AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { generatePaths } from '../graph-model.ts';

type Path = ReturnType<typeof generatePaths>[number];
type AnyEvent = { type: string } & Record<string, unknown>;

/**
 * Like generatePaths, but a state is its value plus the named context fields (messages from a
 * finite set of fake answers), so the error paths (editing with an error, a prompt with a code error) get a path of their own.
 */
export function generatePathsWithFlags(
  machine: AnyStateMachine,
  options: { input?: unknown; events: AnyEvent[]; flags: string[] },
): Path[] {
  return getShortestPaths(machine, {
    input: options.input,
    events: options.events,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        options.flags.map((flag) => (snapshot.context as Record<string, unknown>)[flag] ?? null),
      ]),
  } as Parameters<typeof getShortestPaths>[1]) as Path[];
}

/** A readable test name for a path. */
export function pathName(path: Path): string {
  const context = path.state.context as Record<string, unknown>;
  const set = Object.entries(context)
    .filter(([key, value]) => /error/i.test(key) && value != null)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  const steps = path.steps.map((s) => s.event.type.replace(/^xstate\./, '')).join(' → ');
  return `${JSON.stringify(path.state.value)}${set.length ? ` [${set.join(', ')}]` : ''} via ${steps}`;
}
