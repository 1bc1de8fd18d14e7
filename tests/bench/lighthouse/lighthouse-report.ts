/** The Lighthouse measure's figures, budgets and tables, from its runs. */
import { availableParallelism } from 'node:os';
import { markdownTable, median, type Figure, type MeasureResult } from '../measure.ts';
import type { Audited, Preset, Scored } from './audit.ts';
import { CPU_SLOWDOWN, LONG_TASK_MS, type LongTasks } from './long-tasks.ts';

export const PLAIN = 'plain page';
export const FLOOR = 'floor page';
export const BUDGET = {
  /** The score on CPU time, and at least the plain page's in the same run. */
  score: 97,
  cls: 0.02,
  /** Long tasks after FCP on the routes that have a budget for them. */
  longTasks: { '/login': 0, '/deposit': 0, '/': 2, '/slot': 2 } as Record<string, number>,
  /** Routes whose Speed Index on CPU time is at most the plain page's. */
  speedIndex: ['/', '/slot'],
};

export interface Target {
  page: string;
  preset: Preset;
}

export interface Run extends Target {
  round: number;
  audited: Audited;
  /** The 1-minute load average after the run. */
  load: number;
}

interface Summary extends Target {
  /** Runs of the target: the desktop preset runs in the first round only. */
  count: number;
  raw: Scored;
  onCpuTime: Scored;
  longTasks: Omit<LongTasks, 'longest'>;
  /** The run with the median CPU-time score, for the elements Lighthouse points at. */
  typical: Run;
  /** The run with the median long-task sum, for the long tasks it lists. */
  medianLongTasks: Run;
}

const isComparison = (page: string) => page === PLAIN || page === FLOOR;

function summarize(runs: Run[], { page, preset }: Target): Summary {
  const own = runs.filter((run) => run.page === page && run.preset === preset);
  const medians = (of: (run: Run) => Scored): Scored => {
    const medianOf = (key: keyof Scored) => median(own.map((run) => of(run)[key]));
    return {
      score: medianOf('score'),
      lcpMs: medianOf('lcpMs'),
      tbtMs: medianOf('tbtMs'),
      speedIndexMs: medianOf('speedIndexMs'),
      cls: medianOf('cls'),
    };
  };
  const onCpuTime = medians((run) => run.audited.onCpuTime);
  const longTasksOf = (run: Run) => run.audited.longTasks;
  const bySum = [...own].sort((a, b) => longTasksOf(a).sumMs - longTasksOf(b).sumMs);
  return {
    page,
    preset,
    count: own.length,
    raw: medians((run) => run.audited.raw),
    onCpuTime,
    longTasks: {
      count: median(own.map((run) => longTasksOf(run).count)),
      sumMs: median(own.map((run) => longTasksOf(run).sumMs)),
      wallCount: median(own.map((run) => longTasksOf(run).wallCount)),
    },
    typical: own.find((run) => run.audited.onCpuTime.score === onCpuTime.score) ?? own[0]!,
    medianLongTasks: bySum[Math.floor((bySum.length - 1) / 2)]!,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const shift = (value: number) => value.toFixed(3);
/** Markdown table cells hold one line and no pipe. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

function figuresOf(summary: Summary, plain: Summary): Figure[] {
  const { page, preset, count, raw, onCpuTime, longTasks } = summary;
  const name = `${page}, ${preset} (${count === 1 ? 'one run' : `median of ${count}`})`;
  const within = (limit: string, met: boolean) =>
    isComparison(page) ? {} : { budget: { limit, met } };
  const cls = {
    label: `Lighthouse CLS, ${name}`,
    value: shift(raw.cls),
    ...within(`≤ ${BUDGET.cls}`, raw.cls <= BUDGET.cls),
  };
  if (preset === 'desktop') return [cls];
  const plainScore = plain.onCpuTime.score;
  const longTaskLimit = BUDGET.longTasks[page];
  const plainSpeedIndex = plain.onCpuTime.speedIndexMs;
  const showsSpeedIndex = isComparison(page) || BUDGET.speedIndex.includes(page);
  return [
    {
      label: `Lighthouse score on CPU time (raw score), ${name}`,
      value: `${onCpuTime.score} (raw ${raw.score})`,
      ...within(
        `≥ ${BUDGET.score} and ≥ the plain page (${plainScore})`,
        onCpuTime.score >= BUDGET.score && onCpuTime.score >= plainScore,
      ),
    },
    {
      label: `Tasks over ${LONG_TASK_MS} ms at ${CPU_SLOWDOWN}× after FCP, count (sum), ${name}`,
      value: `${longTasks.count} (${ms(longTasks.sumMs)})`,
      ...(longTaskLimit === undefined
        ? {}
        : within(
            longTaskLimit === 0 ? '0' : `≤ ${longTaskLimit}`,
            longTasks.count <= longTaskLimit,
          )),
    },
    ...(showsSpeedIndex
      ? [
          {
            label: `Lighthouse Speed Index on CPU time (raw), ${name}`,
            value: `${seconds(onCpuTime.speedIndexMs)} (raw ${seconds(raw.speedIndexMs)})`,
            ...within(
              `≤ the plain page (${seconds(plainSpeedIndex)})`,
              onCpuTime.speedIndexMs <= plainSpeedIndex,
            ),
          },
        ]
      : []),
    cls,
  ];
}

export function lighthouseReport(
  runs: Run[],
  targets: Target[],
  load: { before: number; after: number },
): MeasureResult {
  const summaries = targets.map((target) => summarize(runs, target));
  const plain = summaries.find((s) => s.page === PLAIN && s.preset === 'mobile')!;
  const details = [
    `Load average (1 min) ${load.before.toFixed(2)} before the first run and`,
    `${load.after.toFixed(2)} after the last, on ${availableParallelism()} cores; the per-run table`,
    'gives it after each run. Medians; “raw / CPU” is Lighthouse’s figure as gathered, then',
    're-scored on CPU time; long tasks: count, sum (count on wall time), mobile preset only.',
    '',
    summaryTable(summaries),
    '',
    'The elements of the run with the median score on CPU time:',
    '',
    elementsTable(summaries),
    '',
    `The longest tasks after FCP (CPU time × ${CPU_SLOWDOWN} over ${LONG_TASK_MS} ms) of the run`,
    'with the median sum, on the mobile preset. What: its longest event that names a file (a',
    "function call as `function` (file:line:column) as the trace gives them, a script's",
    "evaluation, an image's paint), the other files on the JavaScript stacks the trace recorded",
    "inside the task, and the task's time by kind (Lighthouse's groups). React's work shows as",
    "its scheduler's function in the react chunk; the stacks name the site's chunks it ran.",
    '',
    longTasksTable(summaries),
    '',
    runsTable(runs),
  ].join('\n');
  return { figures: summaries.flatMap((s) => figuresOf(s, plain)), details };
}

const rawAndCpu = (raw: number, cpu: number, format: (value: number) => string) =>
  `${format(raw)} / ${format(cpu)}`;

/** The desktop preset slows no CPU: its tasks are not a phone's. */
const longTasksCell = (preset: Preset, { count, sumMs, wallCount }: Omit<LongTasks, 'longest'>) =>
  preset === 'mobile' ? `${count}, ${ms(sumMs)} (${wallCount})` : '–';

function summaryTable(summaries: Summary[]): string {
  return markdownTable(
    ['Page', 'Preset', 'Score', 'LCP', 'TBT', 'Speed Index', 'CLS', 'Long tasks'],
    summaries.map(({ page, preset, raw, onCpuTime, longTasks }) => [
      page,
      preset,
      rawAndCpu(raw.score, onCpuTime.score, String),
      rawAndCpu(raw.lcpMs, onCpuTime.lcpMs, seconds),
      rawAndCpu(raw.tbtMs, onCpuTime.tbtMs, ms),
      rawAndCpu(raw.speedIndexMs, onCpuTime.speedIndexMs, seconds),
      shift(raw.cls),
      longTasksCell(preset, longTasks),
    ]),
  );
}

function elementsTable(summaries: Summary[]): string {
  return markdownTable(
    ['Page', 'Preset', 'LCP element', 'Largest layout shift'],
    summaries.map(({ page, preset, typical }) => [
      page,
      preset,
      cell(typical.audited.lcpElement),
      cell(typical.audited.largestShift),
    ]),
  );
}

function longTasksTable(summaries: Summary[]): string {
  return markdownTable(
    ['Page', 'Round', 'Starts after FCP', `CPU × ${CPU_SLOWDOWN}`, 'Wall, unthrottled', 'What'],
    summaries
      .filter(({ preset }) => preset === 'mobile')
      .flatMap(({ page, medianLongTasks: { round, audited } }) =>
        audited.longTasks.longest.map((task) => [
          page,
          round,
          ms(task.afterFcpMs),
          ms(task.cpuMs * CPU_SLOWDOWN),
          ms(task.wallMs),
          cell(task.what),
        ]),
      ),
  );
}

function runsTable(runs: Run[]): string {
  const header = ['Round', 'Page', 'Preset', 'Score', 'TBT', 'Speed Index', 'CLS', 'Long tasks'];
  return markdownTable(
    [...header, 'Load after', 'Tries'],
    runs.map(({ round, page, preset, audited: { raw, onCpuTime, ...audited }, load }) => [
      round,
      page,
      preset,
      rawAndCpu(raw.score, onCpuTime.score, String),
      rawAndCpu(raw.tbtMs, onCpuTime.tbtMs, ms),
      rawAndCpu(raw.speedIndexMs, onCpuTime.speedIndexMs, seconds),
      shift(raw.cls),
      longTasksCell(preset, audited.longTasks),
      load.toFixed(2),
      audited.tries,
    ]),
  );
}
