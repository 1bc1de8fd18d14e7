/** Latencies as the measures report them. */

/** The value at percentile `p` of ascending `sorted` times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** 'p50 / p99' of ascending `sorted` times, for a figure. */
export const p50p99 = (sorted: number[]) =>
  `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;

/** p50, p99 and the slowest of ascending `sorted` times, as a table's cells. */
export const latencyCells = (sorted: number[]) => [
  ms(percentile(sorted, 50)),
  ms(percentile(sorted, 99)),
  ms(sorted.at(-1)!),
];
