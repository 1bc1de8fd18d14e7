/**
 * The live-updates spec again, on two server processes sharing one PostgreSQL database (the
 * PostgreSQL phase of .ci/run): the player's pages follow the first process while the operator
 * acts through the second, so every approval and maintenance switch must cross processes
 * (LISTEN/NOTIFY) to reach the pages within the spec's limits. Needs E2E_DATABASE_URL and a build.
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config.ts';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

const databaseUrl = process.env.E2E_DATABASE_URL;
if (!databaseUrl)
  throw new Error('Set E2E_DATABASE_URL: the PostgreSQL database both servers share');

const first = base.webServer as WebServer;
const otherPort = Number(new URL(process.env.E2E_BASE_URL!).port) + 10;
// support.ts sends the operator's requests to the second process's desk.
process.env.E2E_DESK_URL = `http://localhost:${otherPort + 2}`;
const env = { ...first.env, DATABASE_URL: databaseUrl };

export default defineConfig({
  ...base,
  projects: [
    {
      name: 'two servers on PostgreSQL',
      testMatch: 'live-updates.spec.ts',
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // One after the other: the first migrates, seeds and writes the shared keys the second reads.
  webServer: [
    { ...first, env },
    {
      ...first,
      url: `http://localhost:${otherPort}/v1/check-maintenance`,
      env: {
        ...env,
        PORT: String(otherPort),
        GAMES_PORT: String(otherPort + 1),
        OPERATOR_PORT: String(otherPort + 2),
      },
    },
  ],
});
