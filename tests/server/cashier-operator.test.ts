import { describe, expect, it } from 'vitest';
import { runCli } from '../../server/cli.ts';
import { expectRefused, operator, operatorCredential, reportBankDeposit } from './cashier.ts';
import { harnessForFile } from './harness.ts';
import { playerForFile, userTestConfig } from './players.ts';

/** The operator's cashier desk: /operator/cashier/* and `npm run cashier`. */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);

const bankDeposit = (amount: number) => reportBankDeposit(h, player, amount, 'OPS-1');

const cashier = (...argv: string[]) => runCli(['cashier', ...argv], h.cliEnv);

describe('/operator/cashier', () => {
  it('refuses a wrong or missing token', async () => {
    for (const path of ['transactions', 'settings', 'audit']) {
      const reply = await operator(h, path, undefined, 'wrong');
      expectRefused(reply, 'Bu işlem için yetkiniz yok', 401);
    }
    const post = await fetch(`${h.operatorUrl}/operator/cashier/transactions/1/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(401);
  });

  it('lists transactions by status with who, how much and where to', async () => {
    const id = await bankDeposit(45_000);
    const reply = await operator<{ id: number }[]>(h, 'transactions?status=pending&Lang=en');
    expect(reply.body.data).toContainEqual(
      expect.objectContaining({
        id,
        player: player.values.username,
        direction: 'deposit',
        status: 1000,
        statusName: 'Pending',
        amount: 45_000,
        method: 'Yapı Kredi',
        details: { branch: 'Kadıköy', account: '998877', referenceNumber: 'OPS-1' },
      }),
    );
    const byCode = await operator<{ id: number }[]>(h, 'transactions?status=1000');
    expect(byCode.body.data.map((t) => t.id)).toContain(id);
    expect((await operator(h, 'transactions?status=soon')).status).toBe(400);
  });

  it('refuses what the status does not allow, unknown ids and unknown decisions', async () => {
    const id = await bankDeposit(20_000);
    expectRefused(
      await operator(h, `transactions/${id}/pay`, {}),
      'İşlemin şu anki durumunda bu yapılamaz',
      409,
    );
    expectRefused(await operator(h, 'transactions/999999999/approve', {}), 'Kayıt Bulunamadı', 404);
    expect((await operator(h, `transactions/${id}/refund`, {})).status).toBe(404);
    expect((await operator(h, 'methods/abc', { enabled: false })).status).toBe(404);
    expect((await operator(h, 'settings', { withdrawalCancel: 'yes' })).status).toBe(400);
  });
});

describe('npm run cashier', () => {
  it('lists, approves and rejects deposits', async () => {
    const approved = await bankDeposit(30_000);
    const rejected = await bankDeposit(31_000);
    const list = await cashier('list', '--status', 'pending');
    expect(list).toMatch(
      new RegExp(
        `#${approved} .* deposit +Pending +300,00 TRY +Yapı Kredi +${player.values.username}`,
      ),
    );
    expect(list).toContain('referenceNumber=OPS-1');
    // The audit trail names the operator from the credential that made the call.
    const ayla = { ...h.cliEnv, OPERATOR_TOKEN: await operatorCredential(h, 'ayla') };
    expect(await runCli(['cashier', 'approve', String(approved)], ayla)).toMatch(
      /Completed +300,00 TRY/,
    );
    await expect(cashier('reject', String(rejected))).rejects.toThrow(/400/);
    expect(await cashier('reject', String(rejected), '--reason', 'Dekont yok')).toContain(
      '(Dekont yok)',
    );
    const [event] = await h.db.query<{ actor_ref: string }>(
      `SELECT actor_ref FROM cash_transaction_events WHERE cash_transaction_id = $1 AND to_status = 1002`,
      [approved],
    );
    expect(event?.actor_ref).toBe('ayla');
  });

  it('switches the cancellation setting and methods, and audits the ledger', async () => {
    expect(await cashier('settings')).toBe('withdrawal cancellation by players: OFF');
    expect(await cashier('settings', '--withdrawal-cancel', 'on')).toBe(
      'withdrawal cancellation by players: ON',
    );
    expect(await cashier('settings', '--withdrawal-cancel', 'off')).toBe(
      'withdrawal cancellation by players: OFF',
    );
    expect(await cashier('methods')).toMatch(/1301 +on +papara +deposit\+withdraw +Papara/);
    expect(await cashier('method', '1401', 'off')).toBe('method 1401 is off');
    expect(await cashier('method', '1401', 'on')).toBe('method 1401 is on');
    expect(await cashier('audit')).toMatch(
      /^ledger OK: \d+ transactions, \d+ postings, sum 0, unbalanced 0/,
    );
    await expect(cashier('method', '1401', 'maybe')).rejects.toThrow(/usage/);
    await expect(cashier('refund', '1')).rejects.toThrow(/usage/);
  });
});
