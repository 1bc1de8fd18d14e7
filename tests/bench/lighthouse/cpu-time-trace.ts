/**
 * A Lighthouse trace with the page's main-thread tasks shrunk to the CPU time they took. On a
 * shared machine a task's wall time is mostly the wait for a core; Lantern multiplies that wall
 * time by the CPU slowdown, so its scores measure the other processes as much as the page.
 */
import type { Trace, TraceEvent } from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Trace events carry the thread (CPU) time beside the wall time, in microseconds. */
export type TimedEvent = TraceEvent & { tdur?: number };

interface Span {
  start: number;
  end: number;
  /** CPU time over wall time of the top-level task, at most 1. */
  ratio: number;
}

/**
 * Rewrites `trace` in place: each top-level task on the main thread of the page's renderer
 * takes its `tdur` as its duration, and every event inside it has its offset from the task's
 * start and its duration scaled by the same ratio, so nesting stays as it was. Tasks keep their
 * start; events between tasks, on other threads and in other processes are left alone.
 */
export function shrinkTasksToCpuTime(trace: Trace): void {
  let span: Span | undefined;
  // The renderer's main-thread events, sorted so that a parent comes before its children.
  for (const event of TraceProcessor.processTrace(trace).mainThreadEvents as TimedEvent[]) {
    if (span && event.ts < span.end) {
      scale(event, span);
    } else if (event.ph === 'X' && event.dur > 0) {
      const ratio = Math.min(1, (event.tdur ?? event.dur) / event.dur);
      span = { start: event.ts, end: event.ts + event.dur, ratio };
      event.dur *= ratio;
    }
  }
}

function scale(event: TraceEvent, { start, end, ratio }: Span): void {
  if (event.dur !== undefined) {
    // A child that overruns its task by a rounding microsecond still ends inside it.
    event.dur = (Math.min(event.ts + event.dur, end) - event.ts) * ratio;
  }
  event.ts = start + (event.ts - start) * ratio;
}
