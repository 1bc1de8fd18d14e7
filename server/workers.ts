/**
 * WORKERS=N: N server processes sharing the ports (node:cluster hands each new connection to one
 * of them in turn), on one PostgreSQL. This primary process migrates and seeds the database
 * once, chooses the operator token and data keys they share, starts them, starts a new one in place of one
 * that dies, and on SIGTERM or SIGINT stops them all, each finishing its calls in flight
 * (serve.ts). Everything a call needs is in the database, so any process may take any call.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { pino } from 'pino';
import { operatorTokenFile, type ServerEnv } from './config.ts';
import { loadDataKeys } from './data-keys.ts';
import { openPostgres } from './db/driver.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';

/** A process that dies sooner than this after its start waits this long before the next. */
const RESTART_BACKOFF_MS = 1_000;

export async function superviseWorkers(env: ServerEnv & { databaseUrl: string }): Promise<void> {
  const log = pino({ level: env.logLevel ?? 'info' });
  const db = openPostgres(env.databaseUrl, { poolSize: 1 });
  const migrations = await migrate(db);
  const seeded = await seed(db, { demoPlayers: env.demoPlayers });
  await db.close();
  log.info({ migrations, seeded }, `starting ${env.workers} server processes`);

  const operatorToken = env.operatorToken ?? randomBytes(32).toString('hex');
  // Made here when missing, so that the processes do not each make one of their own.
  mkdirSync(env.dataDir, { recursive: true });
  loadDataKeys(env);
  let stopping = false;
  let listening = 0;

  const start = () => {
    const startedAt = Date.now();
    const worker: Worker = cluster.fork({ OPERATOR_TOKEN: operatorToken });
    worker.on('message', (message: { listening?: boolean }) => {
      if (!message.listening || ++listening !== env.workers) return;
      // Written once every process listens, as a single process writes it (serve.ts).
      if (!env.operatorToken) {
        const file = operatorTokenFile(env.dataDir);
        writeFileSync(file, operatorToken, { mode: 0o600 });
        chmodSync(file, 0o600);
      }
      log.info(`${env.workers} server processes listening on port ${env.port}`);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log.error(
        { pid: worker.process.pid, code, signal },
        'a server process died: starting another',
      );
      const soon = Date.now() - startedAt < RESTART_BACKOFF_MS;
      setTimeout(start, soon ? RESTART_BACKOFF_MS : 0);
    });
  };
  for (let n = 0; n < env.workers; n++) start();

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', () => --left === 0 && process.exit(0));
        worker.process.kill('SIGTERM');
      }
    });
  }
}
