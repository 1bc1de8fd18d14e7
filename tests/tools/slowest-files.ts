/**
 * The closing lines of a test run: its ten slowest files, so the next person sees where the time
 * of the suite grows. Shared by the vitest and Playwright reporters beside this file.
 */
export interface FileTime {
  file: string;
  /** Milliseconds the file took, its setup and imports included. */
  ms: number;
  /** What the time went to, when the runner says (import, environment, tests…). */
  parts?: Record<string, number>;
}

const SHOWN = 10;

export function slowestFiles(title: string, times: readonly FileTime[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows = [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SHOWN)
    .map(({ file, ms, parts }) => {
      const detail = Object.entries(parts ?? {})
        .filter(([, part]) => part >= 100)
        .map(([name, part]) => `${name} ${seconds(part)}`)
        .join(', ');
      return `${seconds(ms).padStart(8)}  ${file}${detail ? `  (${detail})` : ''}`;
    });
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  return [
    `${title}: the ${rows.length} slowest of ${times.length} files (${seconds(total)} in all files)`,
    ...rows,
  ].join('\n');
}
