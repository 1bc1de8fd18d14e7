/**
 * One server process: the platform API with the site, the content origin, the operator's desk,
 * on the embedded database in DATA_DIR or on DATABASE_URL. It stops on SIGTERM or SIGINT once
 * the calls it has begun are answered (docs/operations.md).
 */
import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operatorTokenFile, type ServerEnv } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { openPostgres } from './db/driver.ts';
import { openPgliteThread } from './db/pglite-thread.ts';
import { loadDataKeys } from './data-keys.ts';
import { registerHealth } from './health.ts';
import { generateSessionKeyPair } from './session-crypto.ts';

/** How long a stop may wait for the calls in flight before the process exits anyway. */
const STOP_WAIT_MS = 30_000;

export async function serve(env: ServerEnv): Promise<void> {
  mkdirSync(env.dataDir, { recursive: true });
  const pgliteDir = join(env.dataDir, 'pglite');
  // Awaited once the rest of the server has loaded: copying the new database's files takes a
  // while, which the loading overlaps.
  const creating =
    !env.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'))
      ? createDatabase(pgliteDir)
      : undefined;
  const [{ buildApp, keepsOutbox }, { buildContentApp, OUTBOX_PAGE }, { migrate }, { seed }] =
    await Promise.all([
      import('./app.ts'),
      import('./content-origin.ts'),
      import('./db/migrate.ts'),
      import('./db/seed.ts'),
    ]);
  const template = await creating;
  // A new database has no session key pair yet: made on another core while PGlite opens and the
  // seed runs (begun earlier, it slowed the copy down).
  const newSessionKeys = template ? generateSessionKeyPair() : undefined;
  const db = env.databaseUrl
    ? openPostgres(env.databaseUrl, {
        poolSize: env.databasePoolSize,
        listenUrl: env.databaseListenUrl,
      })
    : await openPgliteThread(pgliteDir, { forStart: true });
  const migrations = await migrate(db);
  const seeded = await seed(db, { demoPlayers: env.demoPlayers });

  const operatorToken = env.operatorToken ?? randomBytes(32).toString('hex');

  const app = await buildApp({
    db,
    config: {
      operatorToken,
      siteDir: env.siteDir,
      datasDir: env.datasDir,
      siteWorkerOff: env.siteWorkerOff,
      testFaults: env.testFaults,
      dev: env.dev,
      logLevel: env.logLevel,
      siteUrl: env.siteUrl,
      gamesOrigin: env.gamesOrigin,
      trustedOrigins: env.trustedOrigins,
      seamlessSecret: env.seamlessSecret,
      trustProxy: env.trustProxy,
      paymentSimulator: env.paymentSimulator,
      demoOutbox: env.demoOutbox,
      dataKeys: loadDataKeys({ dataKey: env.dataKey, dataDir: env.dataDir }),
      vapid: env.vapid,
      protectionProfile: env.protectionProfile,
      warmUpPasswords: true,
      newSessionKeys,
    },
  });
  // The game pages and the payment simulator: an origin of their own, on the same database.
  const content = await buildContentApp({
    db,
    config: {
      siteUrl: env.siteUrl,
      trustedOrigins: env.trustedOrigins,
      seamlessSecret: env.seamlessSecret,
      logLevel: env.logLevel,
      paymentSimulator: env.paymentSimulator,
      demoOutbox: env.demoOutbox,
      protectionProfile: env.protectionProfile,
    },
    platform: app,
  });
  const health = registerHealth(app, db);
  health.closeConnectionsOnceStopping(content);
  health.closeConnectionsOnceStopping(app.operatorDesk);
  await app.listen({ port: env.port, host: env.host });
  await content.listen({ port: env.gamesPort, host: env.host });
  await app.operatorDesk.listen({ port: env.operatorPort, host: env.operatorHost });
  // Written once listening, so a second start that fails does not replace the running server's
  // token. The operator CLI reads it; only the account running the server may.
  if (!env.operatorToken) {
    const file = operatorTokenFile(env.dataDir);
    writeFileSync(file, operatorToken, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  app.log.info(
    {
      database: db.kind === 'postgres' ? 'postgresql' : `pglite (${join(env.dataDir, 'pglite')})`,
      createdFrom: template,
      migrations,
      seeded,
      testFaults: env.testFaults,
      dev: env.dev,
      paymentSimulator: env.paymentSimulator,
      protectionProfile: env.protectionProfile,
      outbox: keepsOutbox(env) ? 'outbox table' : 'off (no delivery provider)',
    },
    `platform API listening on port ${env.port}, games${env.paymentSimulator ? ' and demo payment' : ''} pages on ${env.gamesPort} (${env.gamesOrigin}), operator desk on ${env.operatorHost}:${env.operatorPort}, database ${db.kind}`,
  );
  if (env.demoOutbox) {
    app.log.info(
      `demo mailbox (e-mails and SMS the platform sent): ${env.gamesOrigin}${OUTBOX_PAGE}`,
    );
  }

  const stop = () => {
    if (!health.stop()) return;
    setTimeout(() => process.exit(1), STOP_WAIT_MS).unref();
    // Listening stops, the live streams end, and close waits for the calls in flight; then the
    // database closes (PGlite cleanly, so its data directory opens again on the next start).
    void Promise.all([app.close(), content.close()])
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (cluster.isWorker) process.send?.({ listening: true });
}
