import { describe, expect, it } from 'vitest';
import { findDrift, generateMachineDocs } from '../tools/machine-docs/generate.ts';

describe('docs/machines', () => {
  // Long: every machine's generated paths are computed again for their figures.
  it('matches the machines (regenerated in memory)', async () => {
    const drift = findDrift(await generateMachineDocs());
    const problems = [
      ...drift.missing.map((name) => `missing: ${name}`),
      ...drift.stale.map((name) => `stale: ${name}`),
      ...drift.extra.map((name) => `extra: ${name}`),
    ];
    expect(problems, 'docs/machines is out of date: run npm run docs:machines').toEqual([]);
  }, 120_000);
});
