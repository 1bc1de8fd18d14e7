/**
 * The `test` of the specs that change what every player meets (whole-site-specs.ts):
 * maintenance, faults, mass messages, bonus settings, the platform's clock. In the 'whole site'
 * project each worker runs them against a server of its own, so two of them run at once, and
 * beside the other specs, without meeting each other's changes. Elsewhere (the mobile project,
 * two-servers.config.ts) they use the server the config gives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { freePortRun, startOwnServer } from './own-server.ts';
import { SERVER_ENV } from './server-env.ts';

interface WorkerFixtures {
  /** Project option: each worker starts a server of its own. */
  ownServer: boolean;
  /** That server's address, or null on the config's server. */
  wholeSiteServer: string | null;
}

export const test = base.extend<object, WorkerFixtures>({
  ownServer: [false, { option: true, scope: 'worker' }],
  wholeSiteServer: [
    async ({ ownServer }, use) => {
      if (!ownServer) return use(null);
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-whole-site-'));
      const ports = await freePortRun(3);
      const server = await startOwnServer({ ports, dataDir, env: SERVER_ENV });
      // The harness (support.ts, players.ts, operator.ts) reaches the server under test
      // through these; this worker runs nothing else.
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_DATA_DIR = dataDir;
      await use(server.url);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ baseURL, wholeSiteServer }, use) => use(wholeSiteServer ?? baseURL),
});

export { expect } from '@playwright/test';
