import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { pingSucceeds, REPO_ROOT, stopProcess, freePort } from './platform-server.ts';

/**
 * The reference the server figures are read against: Fastify alone in a process of its own,
 * answering `POST /v1` with what a ping answers, nothing else loaded. What it measures is the
 * machine (process wake-ups, loopback, the event loop), not the platform.
 */
const SCRIPT = `
import Fastify from 'fastify';
const app = Fastify();
app.post('/v1', async () => ({ result: true, data: { pong: true, time: new Date().toISOString() } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

export async function startBareFastify() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  while (!(await pingSucceeds(url))) {
    if (child.exitCode !== null) throw new Error('the bare Fastify server exited');
    await sleep(20);
  }
  return { url, pid: child.pid!, stop: () => stopProcess(child) };
}
