import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A state node as the docs show it; paths are relative to the machine root. */
export interface StateInfo {
  id: string;
  key: string;
  path: string[];
  type: AnyStateNode['type'];
  /** The kind of a history state; false for every other state. */
  history: false | 'shallow' | 'deep';
  tags: string[];
  invokes: string[];
  /** The initial child of a compound state. */
  initial: StateInfo | null;
  children: StateInfo[];
}

export interface TransitionInfo {
  source: StateInfo;
  /** Human label: the event type, `after <delay>`, `done: <actor>`, `error: <actor>`, `always`. */
  event: string;
  guard: string | null;
  /** Empty when the transition only runs actions. */
  targets: StateInfo[];
}

export interface MachineModel {
  id: string;
  root: StateInfo;
  states: StateInfo[];
  transitions: TransitionInfo[];
}

type AnyTransition = NonNullable<AnyStateNode['always']>[number];

export function describeMachine(machine: AnyStateMachine): MachineModel {
  const states: StateInfo[] = [];
  const byId = new Map<string, StateInfo>();
  const pending: Array<{ source: StateInfo; event: string; transition: AnyTransition }> = [];

  const visit = (node: AnyStateNode): StateInfo => {
    const info: StateInfo = {
      id: node.id,
      key: node.key,
      path: [...node.path],
      type: node.type,
      // A history state without an explicit `history` is shallow.
      history: node.type === 'history' ? node.history || 'shallow' : false,
      tags: [...node.tags].sort(),
      invokes: node.invoke.map(invokeLabel),
      initial: null,
      children: [],
    };
    states.push(info);
    byId.set(info.id, info);
    for (const [eventType, candidates] of node.transitions) {
      const event = eventLabel(node, eventType);
      for (const transition of candidates) pending.push({ source: info, event, transition });
    }
    for (const transition of node.always ?? []) {
      pending.push({ source: info, event: 'always', transition });
    }
    // Object key order is the order the chart was written in.
    info.children = Object.values(node.states).map(visit);
    if (node.type === 'compound') {
      info.initial = info.children.find((c) => c.id === node.initial.target[0]?.id) ?? null;
    }
    return info;
  };

  const root = visit(machine.root);
  // Targets may lie anywhere in the chart, so they are resolved once every state is known.
  const transitions = pending.map(({ source, event, transition }) => ({
    source,
    event,
    guard: guardLabel(transition.guard),
    targets: (transition.target ?? []).map((target) => byId.get(target.id)!),
  }));
  return { id: machine.id, root, states, transitions };
}

function eventLabel(node: AnyStateNode, eventType: string): string {
  const after = 'xstate.after.';
  if (eventType.startsWith(after) && eventType.endsWith(`.${node.id}`)) {
    const delay = eventType.slice(after.length, -(node.id.length + 1));
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  const prefixes: Array<[string, string]> = [
    ['xstate.done.actor.', 'done: '],
    ['xstate.error.actor.', 'error: '],
  ];
  for (const [prefix, label] of prefixes) {
    if (eventType.startsWith(prefix)) return label + eventType.slice(prefix.length);
  }
  if (eventType === `xstate.done.state.${node.id}`) return 'done (final state reached)';
  return eventType;
}

function invokeLabel(invoke: AnyStateNode['invoke'][number]): string {
  const src = typeof invoke.src === 'string' ? invoke.src : 'inline logic';
  return invoke.id === src ? src : `${invoke.id} (${src})`;
}

/** Named guards by name; and/or/not/stateIn spelled out; anonymous functions as `inline guard`. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  if (typeof guard !== 'function') return 'inline guard';
  const higherOrder = guard as { guards?: unknown[]; stateValue?: unknown };
  if (Array.isArray(higherOrder.guards)) {
    return `${guard.name}(${higherOrder.guards.map(guardLabel).join(', ')})`;
  }
  if (higherOrder.stateValue !== undefined) {
    return `stateIn(${JSON.stringify(higherOrder.stateValue)})`;
  }
  // `guard: ({ context }) => …` gets its name from the property key.
  return guard.name && guard.name !== 'guard' ? guard.name : 'inline guard';
}
