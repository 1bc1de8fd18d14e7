/** Load runs: workers repeating one operation for a while, and the figures they make. */
import { latencyCells, p50p99 } from './latency.ts';
import { markdownTable, type MeasureResult } from './measure.ts';

/** What one load run measured: `count` operations, their rate and their ascending times. */
export interface LoadRun {
  engine: string;
  concurrency: number;
  count: number;
  perSecond: number;
  sorted: number[];
}

/**
 * `concurrency` workers repeating operation, each given its turn (0, 1, 2, … across workers):
 * for warmUpMs untimed, then for durationMs timed.
 */
export async function loadRun(
  engine: string,
  concurrency: number,
  { warmUpMs, durationMs }: { warmUpMs: number; durationMs: number },
  operation: (turn: number) => Promise<unknown>,
): Promise<LoadRun> {
  const times: number[] = [];
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        for (let turn = worker; performance.now() < until; turn += concurrency) {
          const started = performance.now();
          await operation(turn);
          if (record) times.push(performance.now() - started);
        }
      }),
    );
  };
  await run(performance.now() + warmUpMs, false);
  const began = performance.now();
  await run(began + durationMs, true);
  const seconds = (performance.now() - began) / 1000;
  return {
    engine,
    concurrency,
    count: times.length,
    perSecond: times.length / seconds,
    sorted: [...times].sort((a, b) => a - b),
  };
}

/**
 * The figures (rate, p50 / p99) and the table of runs, named after the operation: e.g.
 * { rate: 'Ledger transfers', one: 'Ledger transfer', column: 'Transfers' }.
 */
export function loadResult(
  runs: LoadRun[],
  names: { rate: string; one: string; column: string },
): MeasureResult {
  const name = (run: LoadRun) => `${run.engine}, ${run.concurrency} at a time`;
  return {
    figures: runs.flatMap((run) => [
      { label: `${names.rate} (${name(run)})`, value: `${Math.round(run.perSecond)}/s` },
      { label: `${names.one} p50 / p99 (${name(run)})`, value: p50p99(run.sorted) },
    ]),
    details: markdownTable(
      ['Database', 'At a time', names.column, 'Per second', 'p50', 'p99', 'max'],
      runs.map((run) => [
        run.engine,
        run.concurrency,
        run.count,
        Math.round(run.perSecond),
        ...latencyCells(run.sorted),
      ]),
    ),
  };
}
