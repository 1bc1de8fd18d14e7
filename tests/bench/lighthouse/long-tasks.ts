/**
 * The main-thread tasks that would block a phone after first paint, read from the trace of a
 * Lighthouse run, with what each task spent its time on.
 */
import type { Trace } from 'lighthouse';
import {
  MainThreadTasks,
  type TaskNode,
} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import type { TimedEvent } from './cpu-time-trace.ts';

/** Lighthouse's mobile preset: the CPU slowdown it simulates. */
export const CPU_SLOWDOWN = 4;
/** A task longer than this, at the slowdown, is a long task. */
export const LONG_TASK_MS = 50;
const SHOWN_PER_RUN = 3;

export interface LongTask {
  /** From first contentful paint to the task's start, unthrottled wall time. */
  afterFcpMs: number;
  cpuMs: number;
  wallMs: number;
  /** What it ran (its longest event that names a file) and its time by kind. */
  what: string;
}

export interface LongTasks {
  /** Top-level tasks after FCP whose CPU time × the slowdown exceeds LONG_TASK_MS. */
  count: number;
  /** Their CPU time × the slowdown, summed. */
  sumMs: number;
  /** The same count on wall time, as Lantern counts them. */
  wallCount: number;
  /** The longest of them on CPU time, longest first. */
  longest: LongTask[];
}

export function longTasksAfterFcp(trace: Trace): LongTasks {
  const processed = TraceProcessor.processTrace(trace);
  const fcpMs = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint;
  if (fcpMs === undefined) throw new Error('the trace has no first contentful paint');
  const afterFcp = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ).filter((task) => !task.parent && task.startTime >= fcpMs);
  const cpuMs = (task: TaskNode) => ((task.event as TimedEvent).tdur ?? task.event.dur) / 1000;
  const isLong = (ms: number) => ms * CPU_SLOWDOWN > LONG_TASK_MS;
  const long = afterFcp.filter((task) => isLong(cpuMs(task)));
  return {
    count: long.length,
    sumMs: long.reduce((total, task) => total + cpuMs(task) * CPU_SLOWDOWN, 0),
    wallCount: afterFcp.filter((task) => isLong(task.duration)).length,
    longest: long
      .sort((a, b) => cpuMs(b) - cpuMs(a))
      .slice(0, SHOWN_PER_RUN)
      .map((task) => ({
        afterFcpMs: task.startTime - fcpMs,
        cpuMs: cpuMs(task),
        wallMs: task.duration,
        what: describe(task),
      })),
  };
}

/**
 * Its longest event that names a file (a function call, a script's evaluation, an image's
 * paint…) as `function` (file:line:column), the other files on the JavaScript stacks the trace
 * recorded inside it, and its time by kind.
 */
function describe(task: TaskNode): string {
  const named = longestNamedEvent(task);
  const namedFile = named && fileOf(named.event.args.data!.url!);
  // The document's own URL stands among them too: only the files tell something.
  const otherFiles = [...new Set(task.attributableURLs.map(fileOf))]
    .filter((file) => file !== namedFile && !file.startsWith('/'))
    .slice(0, 3);
  return [
    named ? eventName(named) : 'no file named',
    ...(otherFiles.length > 0 ? [`stacks also in ${otherFiles.join(', ')}`] : []),
    ...timeByKind(task),
  ].join('; ');
}

function longestNamedEvent(task: TaskNode): TaskNode | undefined {
  return [task, ...descendants(task)]
    .filter((node) => Boolean(node.event.args.data?.url))
    .sort((a, b) => b.duration - a.duration)
    .at(0);
}

function descendants(task: TaskNode): TaskNode[] {
  return task.children.flatMap((child) => [child, ...descendants(child)]);
}

/** The two kinds of work (Lighthouse's task groups) the task spent most of its time on. */
function timeByKind(task: TaskNode): string[] {
  const byKind = new Map<string, number>();
  for (const node of [task, ...descendants(task)]) {
    byKind.set(node.group.label, (byKind.get(node.group.label) ?? 0) + node.selfTime);
  }
  return [...byKind]
    .map(([kind, ms]) => ({ kind, percent: Math.round((100 * ms) / task.duration) }))
    .filter(({ percent }) => percent > 0)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, 2)
    .map(({ kind, percent }) => `${kind} ${percent} %`);
}

/** A script's or an image's file name; a document's path. */
function fileOf(url: string): string {
  const path = url.replace(/^\w+:\/\/[^/]*/, '').split(/[?#]/)[0]!;
  const last = path.split('/').at(-1)!;
  return last.includes('.') ? last : path || url;
}

function eventName({ event }: TaskNode): string {
  const data = event.args.data!;
  const { lineNumber, columnNumber } = data as { lineNumber?: number; columnNumber?: number };
  const file = fileOf(data.url!);
  const at = lineNumber === undefined ? file : `${file}:${lineNumber}:${columnNumber ?? 0}`;
  return `${data.functionName ? `\`${data.functionName}\`` : event.name} (${at})`;
}
