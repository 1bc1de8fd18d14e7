/**
 * A server of a spec's own, beside the one the config starts: the same built server
 * (build/server/main.js, which the config's webServer command builds) on free ports, with its
 * own database folder and settings, e.g. SITE_WORKER=off.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Ports no one listens on now, as the system hands them out. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'));
  await Promise.all(servers.map((server) => once(server, 'listening')));
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * `count` free ports one after another, as the config's server has them (games on the site's
 * port + 1, the desk on + 2), which the harness and the operator's CLI assume.
 */
export async function freePortRun(count: number): Promise<number[]> {
  for (;;) {
    const [first] = (await freePorts(1)) as [number];
    const run = Array.from({ length: count }, (_, i) => first + i);
    if (first + count <= 65_535 && (await Promise.all(run.map(isFree))).every(Boolean)) return run;
  }
}

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server on `ports` (site, games, desk) and resolves once it answers. */
export async function startOwnServer(options: {
  ports: number[];
  dataDir: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const [port, gamesPort, deskPort] = options.ports as [number, number, number];
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join(repoRoot, 'build/server/main.js')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      GAMES_PORT: String(gamesPort),
      OPERATOR_PORT: String(deskPort),
      DATA_DIR: options.dataDir,
      SITE_DIR: process.env.E2E_SITE_DIR ?? join(repoRoot, 'dist'),
      DATABASE_URL: '',
      OPERATOR_TOKEN: '',
      ...options.env,
    },
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`The server on ${url} exited (${child.exitCode})`);
    const answer = await fetch(`${url}/v1/check-maintenance`).catch(() => null);
    if (answer?.ok) return { url, stop };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await stop();
  throw new Error(`The server on ${url} did not answer within 30 s`);
}
