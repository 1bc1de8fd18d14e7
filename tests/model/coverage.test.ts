/**
 * Every machine is a model of the screens: its generated paths, driven through the rendered
 * views by its `*.model.test.tsx`, take every state and at least 95 % of its transitions; and
 * docs/machines, which shows those figures, matches the machines. One file for both, so that
 * every machine's paths are computed once.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMachines } from '../tools/machine-docs/find-machines.ts';
import { findDrift, generateMachineDocs } from '../tools/machine-docs/generate.ts';
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

  it('match docs/machines (regenerated in memory)', async () => {
    const drift = findDrift(await generateMachineDocs());
    const problems = [
      ...drift.missing.map((name) => `missing: ${name}`),
      ...drift.stale.map((name) => `stale: ${name}`),
      ...drift.extra.map((name) => `extra: ${name}`),
    ];
    expect(problems, 'docs/machines is out of date: run npm run docs:machines').toEqual([]);
  }, 120_000);
});

function shortfall(m: MachineCoverage): string {
  return [`${m.id}: ${coverageLine(m)}`, ...m.missingStates, ...m.missingTransitions].join('\n  ');
}
