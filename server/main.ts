import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { operatorTokenFile, readEnv } from './config.ts';
import { buildContentApp } from './content-origin.ts';
import { openPglite, openPostgres } from './db/driver.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';

const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
const db = env.databaseUrl
  ? openPostgres(env.databaseUrl)
  : await openPglite(join(env.dataDir, 'pglite'));
const migrations = await migrate(db);
const seeded = await seed(db, { demoPlayers: env.demoPlayers });

const operatorToken = env.operatorToken ?? randomBytes(32).toString('hex');

const app = await buildApp({
  db,
  config: {
    operatorToken,
    siteDir: env.siteDir,
    datasDir: env.datasDir,
    testFaults: env.testFaults,
    dev: env.dev,
    logLevel: env.logLevel,
    siteUrl: env.siteUrl,
    gamesOrigin: env.gamesOrigin,
    trustedOrigins: env.trustedOrigins,
    seamlessSecret: env.seamlessSecret,
    trustProxy: env.trustProxy,
    warmUpPasswords: true,
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
  },
  platform: app,
});
await app.listen({ port: env.port, host: env.host });
await content.listen({ port: env.gamesPort, host: env.host });
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
    migrations,
    seeded,
    testFaults: env.testFaults,
    dev: env.dev,
    outbox: env.dev || env.testFaults ? 'outbox table' : 'off (no delivery provider)',
  },
  `platform API listening on port ${env.port}, games and payment pages on ${env.gamesPort} (${env.gamesOrigin}), database ${db.kind}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Close PGlite cleanly so the data directory opens again on the next start.
    void Promise.all([app.close(), content.close()])
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
