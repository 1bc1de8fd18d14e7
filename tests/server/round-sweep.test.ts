import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../server/cli.ts';
import { sweepOpenRounds } from '../../server/wallet/round-sweep.ts';
import { expectSoundLedger } from './cashier.ts';
import {
  gamblerAtSlot,
  roundsOf,
  seamless,
  seamlessHarnessForFile,
  walletOf,
} from './seamless-calls.ts';

/** Game rounds a provider never finished, closed by the platform past OPEN_ROUND_HOURS. */
const h = seamlessHarnessForFile();

/** A player with a slot launched, and a way to bet (and win) in a round of its own. */
async function player(amount: number) {
  const gambler = await gamblerAtSlot(h, amount);
  const { token } = gambler;
  const bet = async (stake: number, win?: number) => {
    const roundId = randomUUID();
    await seamless(h, 'debit', { token, roundId, transactionId: randomUUID(), amount: stake });
    if (win !== undefined) {
      const credit = { token, roundId, transactionId: randomUUID(), amount: win, final: false };
      await seamless(h, 'credit', credit);
    }
    return roundId;
  };
  return { ...gambler, bet };
}

/** Moves a round and its calls back by hours, as if nothing had arrived since. */
async function age(playerId: number, roundId: string, hours: number) {
  const [round] = await h.db.query<{ id: number }>(
    `UPDATE game_rounds SET created_at = created_at - $3 * interval '1 hour'
     WHERE player_id = $1 AND provider_round_id = $2 RETURNING id`,
    [playerId, roundId, hours],
  );
  await h.db.query(
    `UPDATE seamless_transactions SET created_at = created_at - $2 * interval '1 hour'
     WHERE round_id = $1`,
    [round!.id, hours],
  );
}

describe('rounds left open', () => {
  it('past 24 h without a call: stakes come back if nothing was won, else settled as they stand', async () => {
    const p = await player(10_000);
    const unfinished = await p.bet(2_000);
    const halfPaid = await p.bet(1_000, 500);
    const recent = await p.bet(3_000);
    await age(p.id, unfinished, 25);
    await age(p.id, halfPaid, 25);
    await age(p.id, recent, 23);
    expect(await walletOf(h, p.id)).toBe(4_500);

    expect(await sweepOpenRounds(h.db)).toMatchObject({ cancelled: 1, settled: 1 });
    expect(await walletOf(h, p.id)).toBe(6_500);
    const rounds = await roundsOf(h, p.id);
    expect(rounds.map((r) => [r.bet, r.win, r.status])).toEqual([
      [2_000, 0, 'cancelled'],
      [1_000, 500, 'settled'],
      [3_000, 0, 'open'],
    ]);
    // Twice, or on a second server: nothing more moves.
    expect(await sweepOpenRounds(h.db)).toEqual({ cancelled: 0, settled: 0, returned: 0 });
    expect(await walletOf(h, p.id)).toBe(6_500);

    // The provider's late win finds the round closed.
    const late = await seamless(h, 'credit', {
      token: p.token,
      roundId: unfinished,
      transactionId: randomUUID(),
      amount: 9_000,
    });
    expect(late.body).toMatchObject({ ok: false, code: 'ROUND_CLOSED' });
    expect(await walletOf(h, p.id)).toBe(6_500);
    await expectSoundLedger(h.db);
  });

  it('can be closed by the operator sooner: npm run cashier -- close-rounds', async () => {
    const p = await player(5_000);
    const stuck = await p.bet(1_500);
    await age(p.id, stuck, 2);
    const env = h.cliEnv;
    const output = await runCli(['cashier', 'close-rounds', '--idle-minutes', '60'], env);
    expect(output).toMatch(
      /^[1-9]\d* rounds cancelled \([\d.,]+ TRY of stakes returned\), 0 rounds/,
    );
    expect(await walletOf(h, p.id)).toBe(5_000);
    expect((await roundsOf(h, p.id))[0]!.status).toBe('cancelled');
    await expect(
      runCli(['cashier', 'close-rounds', '--idle-minutes', 'soon'], env),
    ).rejects.toThrow('usage: npm run cashier');
  });
});
