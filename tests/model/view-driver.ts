/**
 * Model-based tests that drive the rendered views (the xstate model-based-testing idea, with the
 * machine as the model and the page as the system under test).
 *
 * 1. `explore` walks the machine's pure transition function from each input over a finite list
 *    of events (player actions, port answers as `xstate.done/error.actor.*`, timers as
 *    `xstate.after.*`) and records, per edge, which transition definitions of the chart it took.
 * 2. `transitionCover` picks paths greedily: from a start, always walk to the nearest edge that
 *    takes a transition no path has taken yet, until every reachable one is taken.
 * 3. `coverage` measures what the paths take against every transition and state of the chart.
 * 4. `drive` replays one path on the rendered page: `act` performs each event the way a player,
 *    a port or the clock would cause it, `see` asserts what the player sees in each state.
 *
 * Nothing here runs an actor: the page runs the real one, and the test only settles its ports.
 */
import {
  createEmptyActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import {
  coverKey,
  pathCacheMode,
  readPlans,
  samePlans,
  writePlans,
  type PathPlan,
} from './path-cache.ts';

type Transition = NonNullable<AnyStateNode['always']>[number];

export interface ModelOptions {
  /** Machine inputs; every path starts from one of them. */
  inputs: readonly unknown[];
  /** Every event the model may send; those a state does not take are skipped there. */
  events: readonly AnyEventObject[];
  /**
   * What makes two snapshots the same state of the model: the state value plus the context the
   * guards and the views depend on. Too coarse is caught (see `replay`); too fine only costs time.
   */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Whether the page lets a player send `event` in `snapshot`, when the machine would take it
   * but the page offers no way to (a list chosen again from the link to the list shown).
   */
  offers?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Stops a runaway exploration (a serializer that keeps counters, say). */
  maxStates?: number;
  /**
   * Try every event in every state, also those no active state handles: for models that answer
   * events the chart itself does not take (tests/e2e/answered-model.ts). Others skip them.
   */
  tryEveryEvent?: boolean;
}

/**
 * One machine's generated paths (the default export of its tests/model/ file named <machine>.paths.ts): the model
 * test drives them on the page, the coverage test and docs/machines report what they take.
 */
export interface MachineModel {
  machine: AnyStateMachine;
  paths: ModelPath[];
}

export interface ModelStep {
  event: AnyEventObject;
  snapshot: AnyMachineSnapshot;
  /** The chart's transitions this step took (eventless ones included). */
  transitions: Transition[];
}

export interface ModelPath {
  input: unknown;
  initial: AnyMachineSnapshot;
  /** Transitions taken while starting (an initial `always`). */
  initialTransitions: Transition[];
  steps: ModelStep[];
}

interface Edge {
  event: AnyEventObject;
  to: string;
  transitions: Transition[];
}

interface ModelNode {
  key: string;
  input: unknown;
  snapshot: AnyMachineSnapshot;
  edges: Edge[];
}

interface Start {
  input: unknown;
  key: string;
  transitions: Transition[];
}

export interface ModelGraph {
  nodes: Map<string, ModelNode>;
  starts: Start[];
}

/**
 * An actor scope like xstate/graph's, whose inspection tells which transitions each macrostep
 * took. Actions with effects (starting actors, timers, emitted events) are not executed.
 */
function inspectingScope(machine: AnyStateMachine) {
  const actor = createEmptyActor();
  // The app's children report to it (sendParent) and to each other (by system id): a parent and
  // the siblings stand by, as nothing is delivered. Each start spawns the children anew, so their
  // system ids are not registered.
  const standBy = createEmptyActor();
  const system = Object.assign(Object.create(actor.system) as typeof actor.system, {
    get: () => standBy,
    _set: () => undefined,
  });
  // Children take their parent's system; a parent hands its own provided actors to a child
  // (providedActor), so the actor's logic is the machine explored.
  Object.assign(actor, { _parent: standBy, system, logic: machine });
  const taken: Transition[] = [];
  // Only the machine's own transitions: its children's first steps are inspected too.
  actor.system.inspect((event) => {
    if (event.type === '@xstate.microstep' && event.actorRef === actor) {
      taken.push(...(event._transitions as Transition[]));
    }
  });
  const scope = {
    self: actor,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    defer: () => undefined,
    system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as AnyActorScope;
  return { scope, take: () => taken.splice(0) };
}

/**
 * Whether an event type has a transition in a snapshot's active state nodes: exactly, by name,
 * or by a wildcard (`*`, `feedback.*`). Events that none handle are skipped by `explore`.
 */
function handledBy(snapshot: AnyMachineSnapshot): (type: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) {
    for (const descriptor of node.transitions.keys()) {
      if (descriptor === '*') return () => true;
      if (descriptor.endsWith('.*')) prefixes.push(descriptor.slice(0, -1));
      else exact.add(descriptor);
    }
  }
  return (type) => exact.has(type) || prefixes.some((prefix) => type.startsWith(prefix));
}

/** Every state reachable over `events` from each input, with the transitions of each edge. */
export function explore(machine: AnyStateMachine, options: ModelOptions): ModelGraph {
  const { scope, take } = inspectingScope(machine);
  const nodes = new Map<string, ModelNode>();
  const starts: Start[] = [];
  const queue: ModelNode[] = [];
  // States of different inputs never merge: their contexts differ in ways `serialize` may omit.
  const visit = (snapshot: AnyMachineSnapshot, input: unknown) => {
    const key = `${options.inputs.indexOf(input)}:${options.serialize(snapshot)}`;
    if (!nodes.has(key)) {
      if (nodes.size >= (options.maxStates ?? 20_000)) {
        throw new Error(`explore: more than ${options.maxStates ?? 20_000} states`);
      }
      const node = { key, input, snapshot, edges: [] };
      nodes.set(key, node);
      queue.push(node);
    }
    return key;
  };
  for (const input of options.inputs) {
    const initial = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
    starts.push({ input, key: visit(initial, input), transitions: take() });
  }
  for (let node = queue.shift(); node; node = queue.shift()) {
    const takes = options.tryEveryEvent ? () => true : handledBy(node.snapshot);
    for (const event of options.events) {
      // An event no active state handles changes nothing: xstate would only confirm it, slowly.
      if (!takes(event.type)) continue;
      if (options.offers && !options.offers(node.snapshot, event)) continue;
      const next = machine.transition(node.snapshot, event, scope) as AnyMachineSnapshot;
      const transitions = take();
      if (transitions.length === 0) continue;
      node.edges.push({ event, to: visit(next, node.input), transitions });
    }
  }
  return { nodes, starts };
}

/** Every transition of the chart: `on`, `after`, `onDone`/`onError` and `always`. */
export function chartTransitions(machine: AnyStateMachine): Transition[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/**
 * Greedy transition cover: paths that together take every transition the graph can reach. The
 * plans are kept on disk (path-cache.ts), so each chart is explored once for every process that
 * needs its paths; the paths are replayed from the plans every time.
 */
export function transitionCover(
  machine: AnyStateMachine,
  options: ModelOptions & { maxSteps?: number },
): ModelPath[] {
  const mode = pathCacheMode();
  const key = mode === 'off' ? null : coverKey(machine, options);
  const kept = key && mode === 'on' ? readPlans(key) : null;
  const fromCache = kept && replayPlans(machine, options, kept);
  if (Array.isArray(fromCache)) return fromCache;
  const plans = explorePlans(machine, options);
  const paths = replayPlans(machine, options, plans);
  if (typeof paths === 'string') throw new Error(`serialize is too coarse: ${paths}`);
  if (key) {
    const before = mode === 'verify' ? readPlans(key) : null;
    if (before && !samePlans(before, plans)) {
      throw new Error(`the kept paths of ${machine.id} differ from the explored ones (${key})`);
    }
    writePlans(key, plans);
  }
  return paths;
}

/** The cover's plans: each path's input and events, by their places in the model's lists. */
function explorePlans(
  machine: AnyStateMachine,
  options: ModelOptions & { maxSteps?: number },
): PathPlan[] {
  const graph = explore(machine, options);
  const maxSteps = options.maxSteps ?? 40;
  const covered = new Set<Transition>();
  const gains = (transitions: Transition[]) => transitions.some((t) => !covered.has(t));

  /** The shortest walk from `from` whose last edge takes something new, or null. */
  const nearestGain = (from: string): Edge[] | null => {
    const previous = new Map<string, { key: string; edge: Edge } | null>([[from, null]]);
    const queue = [from];
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      for (const edge of graph.nodes.get(key)!.edges) {
        if (gains(edge.transitions)) {
          const walk = [edge];
          for (let back = previous.get(key); back; back = previous.get(back.key)) {
            walk.unshift(back.edge);
          }
          return walk;
        }
        if (!previous.has(edge.to)) {
          previous.set(edge.to, { key, edge });
          queue.push(edge.to);
        }
      }
    }
    return null;
  };

  const plans: Array<{ start: Start; edges: Edge[] }> = [];
  for (;;) {
    let best: { start: Start; walk: Edge[] } | null = null;
    for (const start of graph.starts) {
      const walk = gains(start.transitions) ? [] : nearestGain(start.key);
      if (walk && (!best || walk.length < best.walk.length)) best = { start, walk };
    }
    if (!best) break;
    best.start.transitions.forEach((t) => covered.add(t));
    const edges: Edge[] = [];
    // The first walk is taken whatever its length; later ones only while the path stays short.
    for (
      let walk: Edge[] | null = best.walk;
      walk;
      walk = nearestGain(edges.at(-1)?.to ?? best.start.key)
    ) {
      if (edges.length > 0 && edges.length + walk.length > maxSteps) break;
      for (const edge of walk) {
        edges.push(edge);
        edge.transitions.forEach((t) => covered.add(t));
      }
    }
    plans.push({ start: best.start, edges });
  }
  return plans.map(({ start, edges }) => ({
    input: options.inputs.indexOf(start.input),
    events: edges.map((edge) => options.events.indexOf(edge.event)),
    keys: edges.map((edge) => edge.to),
  }));
}

/**
 * The paths of a cover from their plans, through the pure transition function; or why not: a
 * step that does not reach the state key the exploration gave it (plans of another chart, or
 * `serialize` too coarse).
 */
function replayPlans(
  machine: AnyStateMachine,
  options: ModelOptions,
  plans: readonly PathPlan[],
): ModelPath[] | string {
  const paths: ModelPath[] = [];
  for (const plan of plans) {
    const input = options.inputs[plan.input];
    const events = plan.events.map((index) => options.events[index]);
    if (plan.input < 0 || plan.input >= options.inputs.length || events.some((e) => !e)) {
      return 'a plan names an input or event the model does not have';
    }
    const path = replay(machine, input, events as AnyEventObject[]);
    if (path.steps.length !== plan.keys.length) return 'a plan has a state key per step';
    for (const [index, step] of path.steps.entries()) {
      const key = `${plan.input}:${options.serialize(step.snapshot)}`;
      if (key !== plan.keys[index]) {
        return `step ${index} reached ${key}, the model said ${plan.keys[index]}`;
      }
    }
    paths.push(path);
  }
  return paths;
}

/**
 * A path's exact snapshots: its events run again through the pure transition function from the
 * input (the graph keeps one snapshot per state key; the path needs its own).
 */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly AnyEventObject[],
): ModelPath {
  const { scope, take } = inspectingScope(machine);
  const initial = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  const path: ModelPath = { input, initial, initialTransitions: take(), steps: [] };
  let snapshot = initial;
  for (const event of events) {
    snapshot = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
    path.steps.push({ event, snapshot, transitions: take() });
  }
  return path;
}

export interface Coverage {
  transitions: { covered: number; total: number; ratio: number; missing: string[] };
  /** State nodes no path rests in or passes through. */
  missingStates: string[];
}

const label = (t: Transition) =>
  `${t.source.id}: ${t.eventType || 'always'}${t.guard ? ' [guarded]' : ''} → ${
    t.target?.map((target) => target.id).join(', ') || '(stays)'
  }`;

/** What the paths take, against every transition and state of the chart. */
export function coverage(machine: AnyStateMachine, paths: readonly ModelPath[]): Coverage {
  const all = chartTransitions(machine);
  const taken = new Set(
    paths.flatMap((path) => [
      ...path.initialTransitions,
      ...path.steps.flatMap((s) => s.transitions),
    ]),
  );
  const visited = new Set<AnyStateNode>();
  for (const path of paths) {
    for (const snapshot of [path.initial, ...path.steps.map((step) => step.snapshot)]) {
      (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.forEach((n) => visited.add(n));
    }
  }
  for (const transition of taken) visited.add(transition.source);
  const covered = all.filter((t) => taken.has(t));
  return {
    transitions: {
      covered: covered.length,
      total: all.length,
      ratio: all.length === 0 ? 1 : covered.length / all.length,
      missing: all.filter((t) => !taken.has(t)).map(label),
    },
    missingStates: getStateNodes(machine.root)
      .filter((node) => !visited.has(node))
      .map((node) => node.id),
  };
}

export interface ViewDriver {
  /** Renders the page for the path's input. */
  start(input: unknown): Promise<void>;
  /** Causes `event` on the page (a click, typing, a port's answer, time passing). */
  act(event: AnyEventObject, before: AnyMachineSnapshot): Promise<void>;
  /** Asserts what the player sees in `snapshot`'s state, reached by `event` (null at the start). */
  see(snapshot: AnyMachineSnapshot, event: AnyEventObject | null): Promise<void>;
}

/** Replays a path on the rendered page: act, then see, step by step. */
export async function drive(path: ModelPath, driver: ViewDriver): Promise<void> {
  const where = (index: number, event: AnyEventObject | null, snapshot: AnyMachineSnapshot) =>
    `step ${index} (${event?.type ?? 'start'}) → ${JSON.stringify(snapshot.value)}`;
  const step = async (run: () => Promise<void>, label: string) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof Error) error.message = `${label}: ${error.message}`;
      throw error;
    }
  };
  await driver.start(path.input);
  await step(() => driver.see(path.initial, null), where(0, null, path.initial));
  let before = path.initial;
  for (const [index, { event, snapshot }] of path.steps.entries()) {
    const label = where(index + 1, event, snapshot);
    await step(() => driver.act(event, before), label);
    await step(() => driver.see(snapshot, event), label);
    before = snapshot;
  }
}

/** Short, readable event names for a test title. */
export function describePath(path: ModelPath, inputName: string): string {
  const events = path.steps.map(({ event }) => {
    const type = event.type
      .replace(/^xstate\.(done|error)\.actor\./, '$1:')
      .replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
    const detail = Object.entries(event)
      .filter(([key]) => key !== 'type')
      .map(([, value]) => (typeof value === 'object' ? '' : String(value)))
      .filter(Boolean)
      .join(',');
    return detail ? `${type}(${detail})` : type;
  });
  return `${inputName}: ${events.join(' → ') || '(start)'}`;
}
