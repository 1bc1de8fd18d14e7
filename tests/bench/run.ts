/**
 * `npm run bench`: runs every measure in tests/bench/measures/ one after another (they would
 * skew each other if run together) and writes docs/performance.md. Not part of `npm test`.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NotReadyError, type Measure } from './measure.ts';
import { REPO_ROOT } from './platform-server.ts';
import { renderReport, type Measured } from './report.ts';

const MEASURES_DIR = join(REPO_ROOT, 'tests', 'bench', 'measures');
const REPORT = join(REPO_ROOT, 'docs', 'performance.md');
/** Sections of benches run on their own (npm run bench:money) start here and are kept. */
const KEPT_FROM = '\n## Money under concurrency and faults\n';

/** The report's tail from KEPT_FROM on, as it stands now ('' when there is none). */
function keptSections(): string {
  const report = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const at = report.indexOf(KEPT_FROM);
  return at === -1 ? '' : report.slice(at);
}

const startedAt = new Date();
const loadAtStart = loadavg()[0]!;
const measured: Measured[] = [];
const failures: string[] = [];

const measureFiles = readdirSync(MEASURES_DIR).filter((file) => file.endsWith('.ts'));

for (const file of measureFiles.sort()) {
  const { default: measure } = (await import(pathToFileURL(join(MEASURES_DIR, file)).href)) as {
    default: Measure;
  };
  console.log(`▶ ${measure.title} (${file})`);
  try {
    const result = await measure.run();
    measured.push({ measure, result });
    for (const figure of result.figures) console.log(`  ${figure.label}: ${figure.value}`);
  } catch (error) {
    const reason = error instanceof NotReadyError ? `not ready: ${error.message}` : String(error);
    console.error(`  ✗ ${reason}`);
    failures.push(`${measure.title}: ${reason.split('\n')[0]}`);
  }
}

// A partial report would mix figures from different runs, so nothing is written.
if (failures.length > 0) {
  console.error(`\n${failures.length} measure(s) failed; docs/performance.md left unchanged:`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}

writeFileSync(
  REPORT,
  renderReport(measured, startedAt, loadAtStart).trimEnd() + '\n' + keptSections(),
);
console.log(`\nWrote docs/performance.md (${measured.length} measures).`);
const overBudget = measured
  .flatMap(({ result }) => result.figures)
  .filter((f) => f.budget?.met === false);
for (const figure of overBudget) {
  console.error(`✗ ${figure.label} is ${figure.value}, over its budget of ${figure.budget!.limit}`);
}
process.exitCode = overBudget.length > 0 ? 1 : 0;
