import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { slowestFiles } from './slowest-files.ts';

/** Prints the run's ten slowest test files after vitest's own summary. */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const times = modules.map((module) => {
      const {
        environmentSetupDuration,
        prepareDuration,
        setupDuration,
        collectDuration,
        duration,
      } = module.diagnostic();
      const parts = {
        environment: environmentSetupDuration + prepareDuration,
        setup: setupDuration,
        import: collectDuration,
        tests: duration,
      };
      return {
        file: relative(process.cwd(), module.moduleId),
        ms: Object.values(parts).reduce((sum, part) => sum + part, 0),
        parts,
      };
    });
    console.log(`\n${slowestFiles('vitest', times)}`);
  }
}
