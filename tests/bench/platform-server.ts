import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { NotReadyError } from './measure.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PING_ENVELOPE = { api: { class: 'system', method: 'ping' }, data: { Lang: 'tr' } };
const STARTUP_TIMEOUT_MS = 60_000;

export interface PlatformServer {
  url: string;
  /** The server's process id (the node process itself, for /proc/<pid>/status). */
  pid: number;
  /** From spawn to the first ping answered with result true. */
  startupMs: number;
  stop(): Promise<void>;
}

/** build/server/main.js, built once per run of the bench from the sources as they are. */
let built: Promise<string> | undefined;
const builtServer = () =>
  (built ??= import('../../server/build.ts').then(async ({ buildServer, SERVER_MAIN }) => {
    await buildServer();
    return SERVER_MAIN;
  }));

/**
 * Starts the server as `npm start` does, `node build/server/main.js` (built first), on the
 * embedded database in a fresh DATA_DIR and a free port, and resolves once POST /v1 system ping
 * answers result true.
 */
export async function startPlatformServer(): Promise<PlatformServer> {
  if (!existsSync(join(REPO_ROOT, 'server', 'main.ts'))) {
    throw new NotReadyError('server/main.ts is missing: the platform server is not ready yet.');
  }
  const serverMain = await builtServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    // The game pages' own origin needs a free port of its own too.
    GAMES_PORT: String(await freePort()),
    DATA_DIR: dataDir,
  };
  // The figures are for the embedded database, whatever the calling shell points at.
  delete env.DATABASE_URL;

  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const stop = () =>
    stopProcess(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));

  try {
    while (!(await pingSucceeds(url))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
        );
      }
      if (performance.now() - started > STARTUP_TIMEOUT_MS) {
        throw new Error(
          `The server did not answer a ping within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`,
        );
      }
      await sleep(20);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, startupMs: performance.now() - started, stop };
}

export async function pingSucceeds(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', panel: 'frontend' },
      body: JSON.stringify(PING_ENVELOPE),
    });
    const body = (await response.json()) as { result?: unknown };
    return response.ok && body.result === true;
  } catch {
    return false; // not listening yet
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The last lines the server printed, for error messages. */
function captureOutput(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim().split('\n').slice(-20).join('\n');
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The server closes PGlite on SIGTERM; a hung close must not hang the bench.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
