/** The operator's command-line tools, run against the server under test. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `tsx <script> …args` with the test server's port and data; answers what it printed. */
export async function operatorCli(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', script, ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: new URL(process.env.E2E_BASE_URL!).port,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      OPERATOR_TOKEN: '',
    },
  });
  return stdout;
}
