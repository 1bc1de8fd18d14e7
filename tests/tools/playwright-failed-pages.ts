import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a page's accessibility snapshot printed: enough to see what stood in the way. */
const MOST_LINES = 200;

/**
 * Prints what a failed test's page showed when it failed (Playwright's error context: the
 * page's accessibility snapshot), so that a failure seen only in CI's log can be understood
 * without its screenshot.
 */
export default class FailedPagesReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    // The error itself is printed already: only the page's snapshot, a YAML block.
    const [, snapshot] = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context.path, 'utf8')) ?? [];
    if (!snapshot) return;
    const lines = snapshot.split('\n');
    const shown = lines.slice(0, MOST_LINES).join('\n');
    const cut = lines.length > MOST_LINES ? `\n… ${lines.length - MOST_LINES} more lines` : '';
    console.log(`\n::: what the page showed when "${test.title}" failed\n${shown}${cut}`);
  }

  printsToStdio() {
    return false;
  }
}
