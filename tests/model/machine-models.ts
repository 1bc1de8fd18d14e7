/**
 * Every machine's generated paths (the default exports of tests/model's `*.paths.ts` files) and
 * what they take of their chart: the coverage test holds each machine to the bar, and
 * docs/machines shows the figures.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getStateNodes } from 'xstate/graph';
import { coverage, type MachineModel } from './view-driver.ts';

/** Every state, and at least this share of the transitions, taken through the rendered views. */
export const COVERAGE_BAR = { states: 1, transitions: 0.95 };

export interface MachineCoverage {
  id: string;
  paths: number;
  steps: number;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  missingStates: string[];
  missingTransitions: string[];
}

/** The models under `modelDir`, keyed by their machine's id. */
export async function loadMachineModels(modelDir: string): Promise<Map<string, MachineModel>> {
  const files = readdirSync(modelDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.paths.ts'))
    .sort();
  const models = new Map<string, MachineModel>();
  for (const file of files) {
    const model = (
      (await import(pathToFileURL(join(modelDir, file)).href)) as {
        default: MachineModel;
      }
    ).default;
    if (models.has(model.machine.id)) throw new Error(`two models of ${model.machine.id}`);
    models.set(model.machine.id, model);
  }
  return models;
}

export function coverageOf({ machine, paths }: MachineModel): MachineCoverage {
  const measured = coverage(machine, paths);
  const states = getStateNodes(machine.root).length;
  return {
    id: machine.id,
    paths: paths.length,
    steps: paths.reduce((sum, path) => sum + path.steps.length, 0),
    states: { covered: states - measured.missingStates.length, total: states },
    transitions: { covered: measured.transitions.covered, total: measured.transitions.total },
    missingStates: measured.missingStates,
    missingTransitions: measured.transitions.missing,
  };
}

const ratio = ({ covered, total }: { covered: number; total: number }) =>
  total === 0 ? 1 : covered / total;

export function meetsBar(measured: MachineCoverage): boolean {
  return (
    ratio(measured.states) >= COVERAGE_BAR.states &&
    ratio(measured.transitions) >= COVERAGE_BAR.transitions
  );
}

/** '9/9 states, 30/31 transitions (97 %)': one machine's figures in a line. */
export function coverageLine(measured: MachineCoverage): string {
  const percent = Math.floor(ratio(measured.transitions) * 100);
  return (
    `${measured.states.covered}/${measured.states.total} states, ` +
    `${measured.transitions.covered}/${measured.transitions.total} transitions (${percent} %)`
  );
}
