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
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteDir: resolve(env.SITE_DIR || './dist'),
    datasDir: resolve('./public/datas'),
    operatorToken: env.OPERATOR_TOKEN || undefined,
    testFaults: env.PLATFORM_TEST_FAULTS === '1',
    dev: env.PLATFORM_DEV === '1',
    logLevel: env.LOG_LEVEL || undefined,
  };
}

export const operatorTokenFile = (dataDir: string) => join(dataDir, 'operator-token');
