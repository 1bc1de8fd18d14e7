import { describe, expect, it } from 'vitest';
import { seed } from '../../server/db/seed.ts';
import { lockWallet, transfer } from '../../server/wallet/ledger.ts';
import { harnessForFile } from './harness.ts';
import { asUser, newPlayer, signIn, userTestConfig } from './players.ts';

/** Class finance: check_balance reads the calling player's wallet, which the ledger moves. */
const h = harnessForFile({ config: userTestConfig() });

const balanceOf = (username: string) =>
  h.db.query<{ balance_kurus: number }>(
    `SELECT w.balance_kurus FROM wallets w JOIN players p ON p.id = w.player_id
     WHERE p.username = $1`,
    [username],
  );

describe('finance.check_balance', () => {
  it("answers the demo player's seeded TRY balance in kuruş as the first row", async () => {
    const demo = await signIn(h, 'demo', 'Demo1234');
    const reply = await h.call('finance', 'check_balance', {}, asUser(demo));
    expect(reply.body).toEqual({
      result: true,
      data: [{ currency: 'TRY', balance: 125_000, bonus: 0 }],
      message: 'İşlem Başarılı',
    });
  });

  it('answers 0 for a new player and follows the ledger', async () => {
    const player = await newPlayer(h);
    const reply = await h.call('finance', 'check_balance', {}, asUser(player));
    expect(reply.body.data).toEqual([{ currency: 'TRY', balance: 0, bonus: 0 }]);
    const [row] = await h.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [
      player.values.username,
    ]);
    await h.db.transaction(async (tx) =>
      transfer(tx, await lockWallet(tx, row!.id), {
        kind: 'opening',
        from: 'opening_balances',
        to: 'wallet',
        amount: 4_250,
      }),
    );
    const after = await h.call('finance', 'check_balance', {}, asUser(player));
    expect(after.body.data).toEqual([{ currency: 'TRY', balance: 4_250, bonus: 0 }]);
  });

  it('refuses a caller without a session', async () => {
    const reply = await h.call('finance', 'check_balance', {}, { lang: 'en' });
    expect(reply.body).toEqual({ result: false, data: null, message: 'Session expired' });
  });

  it('gives the demo players their cashier history, and so their balance, once', async () => {
    const history = () =>
      h.db.query<{ n: number }>(
        `SELECT count(*) AS n FROM cash_transactions t JOIN players p ON p.id = t.player_id
         WHERE p.username = 'demo'`,
      );
    expect(await history()).toEqual([{ n: 5 }]);
    await seed(h.db);
    expect(await history()).toEqual([{ n: 5 }]);
    expect(await balanceOf('demo')).toEqual([{ balance_kurus: 125_000 }]);
  });
});
