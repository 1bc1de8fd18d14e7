/**
 * `npm test`: every check of the project, phase by phase, with the time each took. The two
 * single-threaded checks (types and lint) share the machine's cores; the test runners use every
 * core themselves and run one after another. Each runner ends with its ten slowest files
 * (tests/tools/*-slowest-files.ts), and this with a table of the phases, so the cost of the suite
 * is in every run's last lines.
 */
import { spawn } from 'node:child_process';

interface Phase {
  name: string;
  /** npm scripts run side by side; the phase fails if any of them does. */
  scripts: string[];
}

const PHASES: Phase[] = [
  { name: 'typecheck and lint', scripts: ['typecheck', 'lint'] },
  { name: 'unit, machine, view, model and server tests (vitest)', scripts: ['test:unit'] },
  { name: 'build and browser tests (Playwright)', scripts: ['test:e2e'] },
];

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const timings: string[] = [];
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`.padStart(7);
let failed: string | null = null;
for (const phase of PHASES) {
  const start = Date.now();
  console.log(`\n::: ${phase.name}`);
  const passed = (await Promise.all(phase.scripts.map(run))).every(Boolean);
  timings.push(`${seconds(start)}  ${phase.name}${passed ? '' : '  (failed)'}`);
  if (!passed) {
    failed = phase.name;
    break;
  }
}
console.log(`\n::: npm test timings\n${timings.join('\n')}\n${seconds(started)}  in all`);
if (failed) {
  console.error(`npm test failed in: ${failed}`);
  process.exit(1);
}
