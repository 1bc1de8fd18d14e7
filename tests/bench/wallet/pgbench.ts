/**
 * The yardstick of the PostgreSQL runs, in the same bench on the same cluster: pgbench's built-in
 * TPC-B-like transaction (three updates, a select and an insert, each account row spread over
 * a scale of 10), its C client on the same cores, as many clients as the bench has game sessions,
 * prepared statements. It says what this machine's PostgreSQL does with a transaction lighter
 * than a wallet call and no HTTP, signature or generator around it.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { binDir, type Cluster } from './postgres.ts';

export interface Yardstick {
  clients: number;
  seconds: number;
  transactionsPerSecond: number;
  latencyMs: number;
}

const SCALE = 10;

const pgbench = (args: string[]) =>
  execFileSync(join(binDir(), 'pgbench'), args, { encoding: 'utf8', stdio: 'pipe' });

export async function pgbenchYardstick(
  cluster: Cluster,
  clients: number,
  seconds: number,
): Promise<Yardstick> {
  const database = await cluster.database('pgbench');
  try {
    pgbench(['-i', '-q', '-s', String(SCALE), database.url]);
    const threads = String(Math.min(clients, availableParallelism()));
    const out = pgbench([
      '-c',
      String(clients),
      '-j',
      threads,
      '-T',
      String(seconds),
      '-M',
      'prepared',
      database.url,
    ]);
    const figure = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? Number.NaN);
    return {
      clients,
      seconds,
      transactionsPerSecond: figure(/^tps = ([\d.]+)/m),
      latencyMs: figure(/^latency average = ([\d.]+) ms/m),
    };
  } finally {
    await database.drop();
  }
}
