// Needs PostgreSQL (TEST_DATABASE_URL, as CI's PostgreSQL phase gives): WORKERS=2 as real OS
// processes on a database of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from '../../server/db/driver.ts';

const given = process.env.TEST_DATABASE_URL!;
const database = `workers_test_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'workers-test-'));
let admin: Db;
let server: ChildProcess;
let port: number;
/** The JSON lines the processes logged so far. */
const logged: { pid: number; msg: string }[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });

/** One keep-alive connection: the calls on it reach the same process. */
const connection = new Agent({ keepAlive: true, maxSockets: 1 });

function call(path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: sent ? 'POST' : 'GET',
        agent: connection,
        headers: sent ? { 'content-type': 'application/json', panel: 'frontend' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(sent);
  });
}

/** The processes that said they listen, in order. */
const listening = () =>
  logged.filter((line) => line.msg.startsWith('platform API listening')).map((line) => line.pid);

async function until(holds: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  admin = openPostgres(given);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(given);
  url.pathname = `/${database}`;
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      WORKERS: '2',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      GAMES_PORT: String(await freePort()),
      OPERATOR_PORT: String(await freePort()),
      PLATFORM_TEST_FAULTS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let partial = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logged.push(JSON.parse(line));
  });
  await until(() => listening().length === 2, 'two processes listening');
}, 90_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS=2 on one PostgreSQL', () => {
  it('starts two processes that share the ports, the operator token and the data key', async () => {
    const pids = listening();
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(server.pid);
    expect(readFileSync(join(dataDir, 'operator-token'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(await call('/readyz')).toEqual({ status: 200, body: { ok: true } });
  });

  it('starts another process in place of one that dies, and stays ready meanwhile', async () => {
    const [dead] = listening();
    process.kill(dead!, 'SIGKILL');
    await until(() => listening().length === 3, 'a process in place of the dead one');
    expect(listening()[2]).not.toBe(dead);
    expect((await call('/readyz')).status).toBe(200);
  }, 90_000);

  it('stops on SIGTERM once the call in flight is answered', async () => {
    const slow = { class: 'system', method: 'ping', delayMs: 1_500 };
    expect((await call('/__test__/faults', slow)).status).toBe(200);
    const inFlight = call('/v1', {
      api: { class: 'system', method: 'ping' },
      data: { Lang: 'tr' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = once(server, 'exit') as Promise<[number | null]>;
    server.kill('SIGTERM');
    expect(await inFlight).toMatchObject({ status: 200, body: { result: true } });
    expect((await exited)[0]).toBe(0);
  }, 30_000);
});
