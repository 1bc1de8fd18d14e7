/**
 * PgBouncer in transaction mode in front of the bench's PostgreSQL, as docs/operations.md
 * describes it: the servers' calls go through it, their LISTEN goes to PostgreSQL itself.
 * Debian's pgbouncer, run as the postgres user when the bench runs as root (it refuses root).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../platform-server.ts';

const PGBOUNCER = '/usr/sbin/pgbouncer';
const asRoot = process.getuid?.() === 0;

export interface Bouncer {
  /** The address of `url`'s database through PgBouncer. */
  through(url: string): string;
  stop(): void;
}

/** Resolves once something accepts connections on port (pgbouncer -d returns before). */
async function listening(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`PgBouncer is not listening on port ${port}`);
}

export async function startPgBouncer(postgresUrl: string): Promise<Bouncer> {
  if (!existsSync(PGBOUNCER)) {
    throw new Error("A PgBouncer run needs Debian's pgbouncer: apt-get install pgbouncer");
  }
  const target = new URL(postgresUrl);
  const dir = mkdtempSync(join(tmpdir(), 'bench-wallet-pgbouncer-'));
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${target.username}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port}`,
      '[pgbouncer]',
      `listen_addr = 127.0.0.1`,
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      // Fewer server connections than the processes' pools hold together: what it is for.
      'default_pool_size = 20',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:', dir]);
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', PGBOUNCER, '-d', join(dir, 'pgbouncer.ini')]]
    : [PGBOUNCER, ['-d', join(dir, 'pgbouncer.ini')]];
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  await listening(port);
  return {
    through(url) {
      const bounced = new URL(url);
      bounced.hostname = '127.0.0.1';
      bounced.port = String(port);
      return bounced.toString();
    },
    stop() {
      const pid = Number(readFileSync(join(dir, 'pgbouncer.pid'), 'utf8'));
      process.kill(pid, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
