import { join, resolve } from 'node:path';

/** Settings read from the environment (see docs/api.md, "Configuration"). */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteDir: string;
  datasDir: string;
  operatorToken: string | undefined;
  testFaults: boolean;
  dev: boolean;
  logLevel: string | undefined;
  siteUrl: string;
  trustProxy: boolean | string;
  /** DEMO_PLAYERS=0 keeps the demo players (known password) out of the seed. */
  demoPlayers: boolean;
  /** SEAMLESS_SECRET: game providers' signing secret; unset, one is generated and kept. */
  seamlessSecret: string | undefined;
}

/** TRUST_PROXY: 'true' (any proxy), or the proxies' addresses/CIDRs separated by commas. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteDir: resolve(env.SITE_DIR || './dist'),
    datasDir: resolve('./public/datas'),
    operatorToken: env.OPERATOR_TOKEN || undefined,
    testFaults: env.PLATFORM_TEST_FAULTS === '1',
    dev: env.PLATFORM_DEV === '1',
    logLevel: env.LOG_LEVEL || undefined,
    siteUrl: env.SITE_URL || `http://localhost:${port}`,
    trustProxy: trustProxy(env.TRUST_PROXY),
    demoPlayers: env.DEMO_PLAYERS !== '0',
    seamlessSecret: env.SEAMLESS_SECRET || undefined,
  };
}

export const operatorTokenFile = (dataDir: string) => join(dataDir, 'operator-token');
