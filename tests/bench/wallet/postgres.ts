/**
 * A throwaway PostgreSQL cluster for the wallet bench, made as .ci/run makes CI's: owned by the
 * postgres user (initdb refuses root), in a temporary folder, on a free loopback port, with
 * pg_stat_statements loaded so a run can count the statements of each call. Stopped and removed
 * afterwards. BENCH_DATABASE_URL uses that server instead (a database of its own per run, dropped).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../../../server/db/driver.ts';
import { freePort } from '../platform-server.ts';

export interface Cluster {
  /** Its address (the postgres database). */
  url: string;
  /** A database of its own for one run: its address, and its drop. */
  database(name: string): Promise<{ url: string; drop(): Promise<void> }>;
  /** Whether pg_stat_statements can be created in its databases. */
  statements: boolean;
  stop(): void;
}

export const binDir = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error("PostgreSQL is not installed (Debian's postgresql)");
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
};

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the postgres user, from inside the cluster's folder. */
function pgRun(dir: string, program: string, args: string[]): void {
  const path = join(binDir(), program);
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path, ...args]]
    : [path, args];
  execFileSync(command, argv, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startCluster(): Promise<Cluster> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return onServer(given, false, () => undefined);
  const dir = mkdtempSync(join(tmpdir(), 'bench-wallet-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const port = await freePort();
  const data = join(dir, 'data');
  pgRun(dir, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-c shared_preload_libraries=pg_stat_statements -c max_connections=200',
  ].join(' ');
  pgRun(dir, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  // initdb --no-sync leaves its files to the kernel's writeback, which went on during the first
  // run (PGlite's, whose commits wait on the disk) and took a third of its speed: written now.
  execFileSync('sync');
  const stop = () => {
    try {
      pgRun(dir, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return onServer(`postgres://postgres@127.0.0.1:${port}/postgres`, true, stop);
}

function onServer(url: string, statements: boolean, stop: () => void): Cluster {
  let made = 0;
  return {
    url,
    statements,
    stop,
    async database(name) {
      const database = `bench_wallet_${name}_${process.pid}_${made++}`;
      const admin = openPostgres(url);
      await admin.query(`CREATE DATABASE ${database}`);
      const own = new URL(url);
      own.pathname = `/${database}`;
      return {
        url: own.toString(),
        async drop() {
          await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
          await admin.close();
        },
      };
    },
  };
}
