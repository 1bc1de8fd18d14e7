import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../server/cli.ts';
import { readEnv } from '../../server/config.ts';
import { harnessForFile } from './harness.ts';
import { userTestConfig } from './players.ts';

/** The operator's desk: a listener of its own, a credential per operator, named in the trail. */
const h = harnessForFile({ config: userTestConfig() });

const operators = (...argv: string[]) => runCli(['operators', ...argv], h.cliEnv);
const outbox = (url: string, token?: string) =>
  fetch(`${url}/operator/outbox?limit=1`, token ? { headers: { 'x-operator-token': token } } : {});

describe('the operator desk', () => {
  it('listens on loopback, on a port of its own: the public port answers none of it', async () => {
    expect(readEnv({ PORT: '9000' })).toMatchObject({
      operatorHost: '127.0.0.1',
      operatorPort: 9002,
    });
    expect(readEnv({ OPERATOR_HOST: '10.0.0.5', OPERATOR_PORT: '7000' })).toMatchObject({
      operatorHost: '10.0.0.5',
      operatorPort: 7000,
    });
    expect((await outbox(h.baseUrl, h.cliEnv.OPERATOR_TOKEN)).status).toBe(404);
    expect((await outbox(h.operatorUrl, h.cliEnv.OPERATOR_TOKEN)).status).toBe(200);
    expect((await outbox(h.operatorUrl)).status).toBe(401);
  });

  it('gives each operator a credential of their own, kept only as a hash, which the console revokes', async () => {
    const issued = await operators('add', 'selin');
    const token = /\n(op_[A-Za-z0-9_-]{43})\n/.exec(issued)![1]!;
    expect(await operators('list')).toMatch(/^selin +since \d{4}-\d\d-\d\d$/m);
    const [row] = await h.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM operators WHERE name = 'selin'`,
    );
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await h.db.query('SELECT * FROM operators'))).not.toContain(token);

    expect((await outbox(h.operatorUrl, token)).status).toBe(200);
    // Only the console issues and revokes credentials.
    const asSelin = { ...h.cliEnv, OPERATOR_TOKEN: token };
    await expect(runCli(['operators', 'add', 'mallory'], asSelin)).rejects.toThrow(/^403/);
    await expect(operators('add', 'console')).rejects.toThrow(/^400/);
    expect(await operators('revoke', 'selin')).toMatch(/^selin .* revoked \d{4}-/m);
    expect((await outbox(h.operatorUrl, token)).status).toBe(401);
    await expect(operators('revoke', 'nobody')).rejects.toThrow(/^404/);
  });
});
