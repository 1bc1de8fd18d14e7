import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../server/config.ts';

/** How a start reads its settings, and the starts it refuses. */
describe('the payment simulator setting', () => {
  it('is off unless PAYMENT_SIMULATOR=1', () => {
    expect(readEnv({}).paymentSimulator).toBe(false);
    expect(readEnv({ PAYMENT_SIMULATOR: 'true' }).paymentSimulator).toBe(false);
    expect(readEnv({ PAYMENT_SIMULATOR: '1' }).paymentSimulator).toBe(true);
    expect(readEnv({ NODE_ENV: 'production' }).paymentSimulator).toBe(false);
  });

  it('stops a production start that turns it on, before anything listens', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'refused-start-'));
    const env = { NODE_ENV: 'production', PAYMENT_SIMULATOR: '1', PORT: '0', DATA_DIR: dataDir };
    const start = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...env, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('A production start (NODE_ENV=production) refuses it');
  });
});

describe('the demo mailbox setting', () => {
  it('is off unless DEMO_OUTBOX=1, and a production start refuses it', () => {
    expect(readEnv({}).demoOutbox).toBe(false);
    expect(readEnv({ DEMO_OUTBOX: 'true' }).demoOutbox).toBe(false);
    expect(readEnv({ DEMO_OUTBOX: '1' }).demoOutbox).toBe(true);
    expect(() => readEnv({ NODE_ENV: 'production', DEMO_OUTBOX: '1' })).toThrow(
      'A production start (NODE_ENV=production) refuses it',
    );
  });
});

describe('TRUST_PROXY', () => {
  it("takes the proxies' addresses, and stops a start that would trust every sender", () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '10.0.0.2,10.0.0.0/24' }).trustProxy).toBe(
      '10.0.0.2,10.0.0.0/24',
    );
    expect(readEnv({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow("give the proxies' addresses instead");
    expect(() => readEnv({ TRUST_PROXY: ' TRUE ' })).toThrow('TRUST_PROXY=true');
  });
});

describe('several server processes', () => {
  it('take WORKERS on PostgreSQL only, with the pool and the LISTEN address it names', () => {
    const url = 'postgres://platform@db.internal/casino';
    expect(readEnv({})).toMatchObject({ workers: 1, databasePoolSize: 10 });
    expect(readEnv({ DATABASE_URL: url, WORKERS: '4', DATABASE_POOL_SIZE: '5' })).toMatchObject({
      workers: 4,
      databasePoolSize: 5,
      databaseListenUrl: url,
    });
    const pooled = 'postgres://platform@pgbouncer.internal/casino';
    expect(readEnv({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: url }).databaseListenUrl).toBe(url);
    expect(() => readEnv({ WORKERS: '2' })).toThrow('WORKERS above 1 needs DATABASE_URL');
    expect(() => readEnv({ DATABASE_URL: url, WORKERS: 'two' })).toThrow(
      "WORKERS is a whole number from 1 up, not 'two'",
    );
    expect(() => readEnv({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
  });
});

describe('PROTECTION_PROFILE', () => {
  it("runs the site's profile unless another is named, and stops a start naming none known", () => {
    expect(readEnv({}).protectionProfile).toBe('tr');
    expect(readEnv({ PROTECTION_PROFILE: 'de' }).protectionProfile).toBe('de');
    expect(() => readEnv({ PROTECTION_PROFILE: 'uk' })).toThrow(
      "PROTECTION_PROFILE is one of tr, de (server/protection/profiles.ts), not 'uk'.",
    );
  });
});
