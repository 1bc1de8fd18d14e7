/**
 * Where the machine's CPU time goes during a run, from /proc: the server processes, PostgreSQL
 * (every postgres process on the machine), the load generator (its own figure, sent with its
 * outcome) and the rest. On two shared cores this says what the ceiling is made of.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's figures (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU milliseconds, user and system, of a process so far; 0 once it is gone. */
function cpuOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

const postgresPids = () =>
  readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });

/** Busy and total CPU milliseconds of the whole machine so far (all cores). */
function machine(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = cpu!.split(/\s+/).slice(1).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: ((total - idle) * 1000) / TICKS, total: (total * 1000) / TICKS };
}

export interface CpuSnapshot {
  servers: Map<number, number>;
  postgres: Map<string, number>;
  machine: { busy: number; total: number };
}

export const cpuSnapshot = (servers: number[]): CpuSnapshot => ({
  servers: new Map(servers.map((pid) => [pid, cpuOf(pid)])),
  postgres: new Map(postgresPids().map((pid) => [pid, cpuOf(pid)])),
  machine: machine(),
});

/** CPU milliseconds by part between two snapshots, the generator's given. */
export interface CpuSplit {
  servers: number;
  postgres: number;
  generator: number;
  other: number;
  /** All cores' time in the span, busy or not. */
  capacity: number;
}

export function cpuSplit(from: CpuSnapshot, to: CpuSnapshot, generator: number): CpuSplit {
  // A process gone meanwhile (a killed server) reads 0: what it spent is left in `other`.
  const spent = <K>(before: Map<K, number>, after: Map<K, number>) =>
    [...after].reduce((sum, [key, ms]) => sum + Math.max(0, ms - (before.get(key) ?? 0)), 0);
  const servers = spent(from.servers, to.servers);
  const postgres = spent(from.postgres, to.postgres);
  const busy = to.machine.busy - from.machine.busy;
  return {
    servers,
    postgres,
    generator,
    other: Math.max(0, busy - servers - postgres - generator),
    capacity: to.machine.total - from.machine.total,
  };
}
