import type { MachineModel, StateInfo } from './describe-machine.ts';

/**
 * A Mermaid stateDiagram-v2 of the chart. Node ids are the XState state ids (`app.authenticated`):
 * unique, and prefixed with the machine id so no key collides with a Mermaid keyword (`note`).
 * Each node is labelled with its own key.
 */
export function renderMermaid(model: MachineModel): string {
  const lines = ['stateDiagram-v2'];
  // Mermaid accepts the `--` between parallel regions only inside a composite state.
  if (model.root.type === 'parallel') renderState(model.root, 1, lines);
  else renderChildren(model.root, 1, lines);

  // Root transitions apply whatever the current state is, so they start from a pseudo-state.
  const anyState = `${nodeId(model.root.id)}_any_state`;
  const fromRoot = model.transitions.some((t) => t.source === model.root && t.targets.length > 0);
  if (fromRoot) lines.push(`  state "(any state)" as ${anyState}`);

  for (const t of model.transitions) {
    const source = t.source === model.root ? anyState : nodeId(t.source.id);
    const label = edgeLabel(t.guard === null ? t.event : `${t.event} [${t.guard}]`);
    for (const target of t.targets) lines.push(`  ${source} --> ${nodeId(target.id)} : ${label}`);
  }
  return lines.join('\n');
}

function renderChildren(parent: StateInfo, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  if (parent.initial !== null) lines.push(`${indent}[*] --> ${nodeId(parent.initial.id)}`);
  parent.children.forEach((child, index) => {
    // Regions of a parallel state are separated by `--`, Mermaid's concurrency marker.
    if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    renderState(child, depth, lines);
  });
}

function renderState(state: StateInfo, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  const declaration = `${indent}state "${stateLabel(state)}" as ${nodeId(state.id)}`;
  if (state.children.length === 0) {
    lines.push(declaration);
  } else {
    lines.push(`${declaration} {`);
    renderChildren(state, depth + 1, lines);
    lines.push(`${indent}}`);
  }
  if (state.type === 'final') lines.push(`${indent}${nodeId(state.id)} --> [*]`);
}

function stateLabel(state: StateInfo): string {
  const label = state.history ? `${state.key} (${state.history} history)` : state.key;
  return label.replaceAll('"', "'");
}

function nodeId(stateId: string): string {
  return stateId.replace(/[^A-Za-z0-9_.]/g, '_');
}

// Mermaid reads `#` as the start of an entity and `;` as the end of a statement.
function edgeLabel(text: string): string {
  return text.replace(/[#;]/g, (char) => `#${char.charCodeAt(0)};`);
}
