/**
 * Every machine is a model of the screens: its generated paths, driven through the rendered
 * views by its `*.model.test.tsx`, take every state and at least 95 % of its transitions.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMachines } from '../tools/machine-docs/find-machines.ts';
import {
  coverageLine,
  coverageOf,
  loadMachineModels,
  meetsBar,
  type MachineCoverage,
} from './machine-models.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MODEL_DIR = fileURLToPath(new URL('./', import.meta.url));

describe('generated paths of every machine', async () => {
  const machines = (await findMachines(REPO_ROOT)).map(({ machine }) => machine.id);
  const models = await loadMachineModels(MODEL_DIR);
  const measured = [...models.values()].map(coverageOf);

  it('exist for every machine and only for machines', () => {
    expect([...models.keys()].sort()).toEqual([...machines].sort());
  });

  it('take every state and at least 95 % of the transitions of each machine', () => {
    console.info(
      measured
        .map((m) => `${m.id.padEnd(18)} ${coverageLine(m)}, ${m.paths} paths, ${m.steps} steps`)
        .join('\n'),
    );
    const below = measured.filter((m) => !meetsBar(m)).map(shortfall);
    expect(below).toEqual([]);
  });
});

function shortfall(m: MachineCoverage): string {
  return [`${m.id}: ${coverageLine(m)}`, ...m.missingStates, ...m.missingTransitions].join('\n  ');
}
