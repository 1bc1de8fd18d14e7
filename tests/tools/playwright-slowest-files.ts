import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestFiles } from './slowest-files.ts';

/** Prints the run's ten slowest spec files (the time of their tests, added up). */
export default class SlowestSpecsReporter implements Reporter {
  private readonly byFile = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*tests\/e2e\//, 'tests/e2e/');
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
  }

  onEnd() {
    const times = [...this.byFile].map(([file, ms]) => ({ file, ms }));
    console.log(`\n${slowestFiles('playwright', times)}`);
  }

  printsToStdio() {
    return false;
  }
}
