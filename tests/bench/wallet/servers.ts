/**
 * The platform server as OS processes (`node --import tsx server/main.ts`, as bench:money runs
 * it), each on ports of its own, all on one database. Extra node arguments (`--cpu-prof …`) go
 * before the script, since Node refuses --cpu-prof in NODE_OPTIONS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, pingSucceeds, REPO_ROOT, stopProcess } from '../platform-server.ts';

/** A first start on a busy machine may build PGlite's template. */
const STARTUP_TIMEOUT_MS = 180_000;

export interface Servers {
  urls: string[];
  /** Each server's process id, in the order of urls. */
  pids: number[];
  /** SIGTERM (the server closes its database and exits, writing a --cpu-prof profile). */
  stop(): Promise<void>;
}

export async function startServers(
  count: number,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<Servers> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopProcess));
  };
  try {
    const started = await Promise.all(
      Array.from({ length: count }, () => launch(env, nodeArgs, children)),
    );
    return { urls: started.map((s) => s.url), pids: started.map((s) => s.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function launch(env: NodeJS.ProcessEnv, nodeArgs: string[], children: ChildProcess[]) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      GAMES_PORT: String(await freePort()),
      OPERATOR_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (!(await pingSucceeds(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`a server exited before answering:\n${output}`);
    }
    if (performance.now() - started > STARTUP_TIMEOUT_MS) {
      throw new Error(`a server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
    }
    await sleep(25);
  }
  return { url, pid: child.pid! };
}
