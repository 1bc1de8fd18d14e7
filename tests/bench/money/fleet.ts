/**
 * The platform server as OS processes (`node --import tsx server/main.ts`), each on ports of its
 * own, that the run kills with SIGKILL and starts again on the same ports. Calls go to the live
 * ones in turn; while none is live (the only one is restarting), callers wait for it.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, pingSucceeds, REPO_ROOT, stopProcess } from '../platform-server.ts';
import type { ChildProcess } from 'node:child_process';

/** A first start on a busy machine may build PGlite's template: minutes, not seconds. */
const STARTUP_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  name: string;
  url: string;
  deskUrl: string;
  env: NodeJS.ProcessEnv;
  child?: ChildProcess;
  live: boolean;
  /** Set while the process is starting again after a kill. */
  restarting?: Promise<void>;
}

export interface Fleet {
  servers: ServerProcess[];
  /** A live server, the next in turn. */
  pick(): Promise<ServerProcess>;
  /** SIGKILLs the server and starts it again; resolves once it answers. */
  killAndRestart(server: ServerProcess): Promise<void>;
  /** Milliseconds from each SIGKILL to the new process's first answer. */
  downtimes: number[];
  /** Processes that ended without being killed: what they printed last. */
  crashes: string[];
  stop(): Promise<void>;
}

/** Starts `count` server processes with env (plus ports of their own) and waits for all. */
export async function startFleet(count: number, env: NodeJS.ProcessEnv): Promise<Fleet> {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const operatorPort = await freePort();
    servers.push({
      name: String.fromCharCode(65 + i),
      url: `http://127.0.0.1:${port}`,
      deskUrl: `http://127.0.0.1:${operatorPort}`,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        GAMES_PORT: String(await freePort()),
        OPERATOR_PORT: String(operatorPort),
      },
      live: false,
    });
  }
  let turn = 0;
  const crashes: string[] = [];
  const start = (server: ServerProcess) => launch(server, (output) => crashes.push(output));
  const fleet: Fleet = {
    servers,
    downtimes: [],
    crashes,
    async pick() {
      for (;;) {
        const live = servers.filter((s) => s.live);
        if (live.length > 0) return live[turn++ % live.length]!;
        const restarting = servers.flatMap((s) => (s.restarting ? [s.restarting] : []));
        if (restarting.length === 0)
          throw new Error(`every server is down:\n${crashes.join('\n')}`);
        await Promise.race(restarting);
      }
    },
    killAndRestart(server) {
      const killed = performance.now();
      server.live = false;
      const child = server.child!;
      const exited =
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : Promise.resolve();
      child.kill('SIGKILL');
      server.restarting = exited
        .then(() => start(server))
        .then(() => {
          fleet.downtimes.push(performance.now() - killed);
          server.restarting = undefined;
        });
      // A failed restart surfaces where the run waits for it (pick, stop), not as unhandled.
      server.restarting.catch(() => undefined);
      return server.restarting;
    },
    async stop() {
      await Promise.allSettled(servers.map((s) => s.restarting));
      for (const server of servers) server.live = false;
      await Promise.all(servers.map((s) => s.child && stopProcess(s.child)));
    },
  };
  try {
    await Promise.all(servers.map(start));
  } catch (error) {
    await fleet.stop();
    throw error;
  }
  return fleet;
}

/** Spawns the server and resolves once it answers a ping; onCrash hears of an exit not asked for. */
async function launch(server: ServerProcess, onCrash: (output: string) => void): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: server.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.once('exit', (code, signal) => {
    // A kill or a stop marks the server down first.
    if (server.live) onCrash(`server ${server.name} exited (${code ?? signal}):\n${output}`);
    server.live = false;
  });
  server.child = child;
  const started = performance.now();
  while (!(await pingSucceeds(server.url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server ${server.name} exited before answering:\n${output}`);
    }
    if (performance.now() - started > STARTUP_TIMEOUT_MS) {
      throw new Error(`server ${server.name} did not answer within ${STARTUP_TIMEOUT_MS} ms`);
    }
    await sleep(25);
  }
  server.live = true;
}
