/** One figure for the summary table; `budget` is set when the figure has a limit to stay under. */
export interface Figure {
  label: string;
  value: string;
  budget?: { limit: string; met: boolean };
}

export interface MeasureResult {
  figures: Figure[];
  /** Markdown shown under the measure's heading: per-run numbers, per-file tables. */
  details: string;
}

/**
 * A measure is one file in tests/bench/measures/ whose default export is a Measure:
 * run.ts finds it there, so adding a measure touches no other file.
 */
export interface Measure {
  title: string;
  /** Markdown: exactly what is run and how the figure is derived. */
  method: string;
  run(): Promise<MeasureResult>;
}

/** Something the measure needs (the site, the server) is missing; the message says what. */
export class NotReadyError extends Error {
  override name = 'NotReadyError';
}

export const formatKb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
export const formatMs = (ms: number): string => `${Math.round(ms)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
