import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, release, totalmem, type } from 'node:os';
import type { Measure, MeasureResult } from './measure.ts';
import { markdownTable } from './measure.ts';

export interface Measured {
  measure: Measure;
  result: MeasureResult;
}

/** `loadAtStart` is the 1-minute load average when the run began: other work skews every figure. */
export function renderReport(measured: Measured[], startedAt: Date, loadAtStart: number): string {
  const summary = measured.flatMap(({ result }) =>
    result.figures.map((figure) => [
      figure.label,
      figure.value,
      figure.budget?.limit ?? '',
      figure.budget ? (figure.budget.met ? 'within budget' : '**over budget**') : '',
    ]),
  );
  return [
    '# Performance',
    '',
    'Written by `npm run bench` (tests/bench/run.ts); rerun it rather than editing by hand.',
    '',
    markdownTable(['Figure', 'Value', 'Budget', 'Status'], summary),
    '',
    '## How to reproduce',
    '',
    '```sh',
    'npm ci',
    'npm run bench',
    '```',
    '',
    `Measured ${startedAt.toISOString()} on ${machineDescription()};`,
    `load average ${loadAtStart.toFixed(2)} when the run began.`,
    'Each measure below says exactly what it runs.',
    '',
    ...measured.flatMap(({ measure, result }) => [
      `## ${measure.title}`,
      '',
      measure.method,
      '',
      result.details,
      '',
    ]),
  ].join('\n');
}

function machineDescription(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memoryGb = (totalmem() / 1024 ** 3).toFixed(1);
  const npm = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
  return (
    `${availableParallelism()} cores (nproc; ${cpu}), ${memoryGb} GiB memory, ` +
    `${type()} ${release()}, Node ${process.version}, npm ${npm}`
  );
}
