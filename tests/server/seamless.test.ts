import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectSoundLedger, fund } from './cashier.ts';
import { asUser } from './players.ts';
import { sign } from '../../server/payments/signature.ts';
import {
  SEAMLESS_SECRET,
  gamblerAtSlot,
  ledgerMoves,
  newGambler,
  roundsOf,
  seamless,
  seamlessHarnessForFile,
  slotToken,
  walletOf,
  type Gambler,
} from './seamless-calls.ts';

/** The seamless wallet over HTTP: POST /seamless/{balance,debit,credit,rollback}. */
const h = seamlessHarnessForFile();

const ids = () => ({ roundId: randomUUID(), transactionId: randomUUID() });

/** A funded player with a slot launched. */
const table = (amount = 10_000) => gamblerAtSlot(h, amount);

/** A bet of amount in a round of its own, taken: the debit sent. */
async function bet(p: Gambler & { token: string }, amount: number) {
  const debit = { token: p.token, ...ids(), amount };
  await seamless(h, 'debit', debit);
  return debit;
}

/** The rollback of a bet: a call of its own, naming the bet's transaction. */
const rollbackOf = (bet: { token: string; roundId: string; transactionId: string }) => ({
  token: bet.token,
  roundId: bet.roundId,
  transactionId: randomUUID(),
  referenceTransactionId: bet.transactionId,
});

/** The wallet holds balance and no round was kept: nothing of the calls stayed. */
async function expectNoRound(p: Gambler, balance: number) {
  expect(await walletOf(h, p.id)).toBe(balance);
  expect(await roundsOf(h, p.id)).toEqual([]);
}

describe('balance, debit, credit', () => {
  it('answers the balance, takes a bet, pays a win and settles the round', async () => {
    const p = await table(10_000);
    expect((await seamless(h, 'balance', { token: p.token })).body).toEqual({
      ok: true,
      balance: 10_000,
      currency: 'TRY',
    });
    const debit = { token: p.token, ...ids(), amount: 2_500 };
    const { roundId, transactionId } = debit;
    expect(await seamless(h, 'debit', debit)).toEqual({
      status: 200,
      body: { ok: true, balance: 7_500, currency: 'TRY', transactionId },
    });
    const [open] = await roundsOf(h, p.id);
    expect(open).toMatchObject({
      game_type: 'slot',
      game_id: 2620,
      game_name: 'İstanbul Nights',
      bet: 2_500,
      win: 0,
      status: 'open',
      settled_at: null,
    });
    expect(open!.launch_id).not.toBeNull();
    const win = await seamless(h, 'credit', {
      token: p.token,
      roundId,
      transactionId: randomUUID(),
      amount: 6_000,
      final: true,
    });
    expect(win.body).toMatchObject({ ok: true, balance: 13_500 });
    const [settled] = await roundsOf(h, p.id);
    expect(settled).toMatchObject({ bet: 2_500, win: 6_000, status: 'settled' });
    expect(settled!.settled_at).not.toBeNull();
    expect(await walletOf(h, p.id)).toBe(13_500);
    await expectSoundLedger(h.db);
  });

  it('settles a lost round with a win of 0, moving nothing', async () => {
    const p = await table(1_000);
    const { roundId, transactionId } = ids();
    await seamless(h, 'debit', { token: p.token, roundId, transactionId, amount: 400 });
    const lost = await seamless(h, 'credit', {
      token: p.token,
      roundId,
      transactionId: randomUUID(),
      amount: 0,
    });
    expect(lost.body).toMatchObject({ ok: true, balance: 600 });
    expect(await roundsOf(h, p.id)).toMatchObject([{ bet: 400, win: 0, status: 'settled' }]);
    expect(await ledgerMoves(h, p.id, 'game_win')).toBe(0);
  });

  it('adds several bets and partial wins to one round until the final win', async () => {
    const p = await table(5_000);
    const { roundId } = ids();
    const call = (action: string, extra: object) =>
      seamless(h, action, { token: p.token, roundId, transactionId: randomUUID(), ...extra });
    await call('debit', { amount: 1_000 });
    await call('debit', { amount: 500 });
    await call('credit', { amount: 300, final: false });
    expect(await roundsOf(h, p.id)).toMatchObject([{ bet: 1_500, win: 300, status: 'open' }]);
    await call('credit', { amount: 700, final: true });
    expect(await roundsOf(h, p.id)).toMatchObject([{ bet: 1_500, win: 1_000, status: 'settled' }]);
    expect(await walletOf(h, p.id)).toBe(4_500);
  });

  it('refuses a bet larger than the balance and moves nothing', async () => {
    const p = await table(1_000);
    const refused = await seamless(h, 'debit', { token: p.token, ...ids(), amount: 1_001 });
    expect(refused).toEqual({
      status: 409,
      body: {
        ok: false,
        code: 'INSUFFICIENT_FUNDS',
        message: 'Bakiyeniz bu bahis için yetersiz.',
      },
    });
    await expectNoRound(p, 1_000);
    // The whole balance may be staked.
    expect(
      (await seamless(h, 'debit', { token: p.token, ...ids(), amount: 1_000 })).body,
    ).toMatchObject({
      ok: true,
      balance: 0,
    });
  });

  it("answers in the language of the player's launch", async () => {
    const p = await newGambler(h, 0);
    const token = await slotToken(h, p.session, 'en');
    const refused = await seamless(h, 'debit', { token, ...ids(), amount: 100 });
    expect(refused.body).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Your balance is too low for this bet.',
    });
  });
});

describe('the same transaction id again', () => {
  it('answers a replayed debit and credit with the first answer, moving money once', async () => {
    const p = await table(10_000);
    const debit = { token: p.token, ...ids(), amount: 1_000 };
    const first = await seamless(h, 'debit', debit);
    expect((await seamless(h, 'debit', debit)).body).toEqual(first.body);
    const credit = {
      token: p.token,
      roundId: debit.roundId,
      transactionId: randomUUID(),
      amount: 2_000,
    };
    const paid = await seamless(h, 'credit', credit);
    expect((await seamless(h, 'credit', credit)).body).toEqual(paid.body);
    expect(await walletOf(h, p.id)).toBe(11_000);
    expect(await ledgerMoves(h, p.id, 'game_bet')).toBe(1);
    expect(await ledgerMoves(h, p.id, 'game_win')).toBe(1);
  });

  it('refuses the same id with another amount, round or action', async () => {
    const p = await table(10_000);
    const debit = await bet(p, 1_000);
    for (const [action, body] of [
      ['debit', { ...debit, amount: 1_001 }],
      ['debit', { ...debit, roundId: randomUUID() }],
      ['credit', { ...debit, amount: 1_000 }],
    ] as const) {
      const refused = await seamless(h, action, body);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ ok: false, code: 'DUPLICATE_TRANSACTION' });
    }
    expect(await walletOf(h, p.id)).toBe(9_000);
  });

  it('answers a refused id with the same refusal, even once the balance would cover it', async () => {
    const p = await table(1_000);
    const debit = { token: p.token, ...ids(), amount: 5_000 };
    const refused = await seamless(h, 'debit', debit);
    expect(refused).toMatchObject({ status: 409, body: { ok: false, code: 'INSUFFICIENT_FUNDS' } });
    await fund(h.db, p.id, 10_000);
    expect(await seamless(h, 'debit', debit)).toEqual(refused);
    await expectNoRound(p, 11_000);
    // The same id asking something else is still another request.
    const other = await seamless(h, 'debit', { ...debit, amount: 500 });
    expect(other.body).toMatchObject({ ok: false, code: 'DUPLICATE_TRANSACTION' });
    // Rolling back a refused bet gives nothing back: it took nothing.
    const rollback = await seamless(h, 'rollback', rollbackOf(debit));
    expect(rollback.body).toMatchObject({ ok: true, balance: 11_000 });
    expect(await walletOf(h, p.id)).toBe(11_000);
    await expectSoundLedger(h.db);
  });

  it('answers a refused win the same way after its round opened', async () => {
    const p = await table(5_000);
    const { roundId } = ids();
    const early = { token: p.token, roundId, transactionId: randomUUID(), amount: 3_000 };
    const unknown = await seamless(h, 'credit', early);
    expect(unknown.body).toMatchObject({ ok: false, code: 'UNKNOWN_ROUND' });
    await seamless(h, 'debit', {
      token: p.token,
      roundId,
      transactionId: randomUUID(),
      amount: 1_000,
    });
    expect(await seamless(h, 'credit', early)).toEqual(unknown);
    expect(await walletOf(h, p.id)).toBe(4_000);
  });

  it("refuses another player's transaction id", async () => {
    const a = await table(5_000);
    const b = await table(5_000);
    const debit = { ...ids(), amount: 1_000 };
    await seamless(h, 'debit', { token: a.token, ...debit });
    const refused = await seamless(h, 'debit', { token: b.token, ...debit });
    expect(refused.body).toMatchObject({ ok: false, code: 'DUPLICATE_TRANSACTION' });
    expect(await walletOf(h, b.id)).toBe(5_000);
  });
});

describe('calls out of order', () => {
  it('refuses a win for a round it never saw', async () => {
    const p = await table(1_000);
    const refused = await seamless(h, 'credit', { token: p.token, ...ids(), amount: 5_000 });
    expect(refused).toMatchObject({ status: 409, body: { ok: false, code: 'UNKNOWN_ROUND' } });
    await expectNoRound(p, 1_000);
  });

  it('rolls back a bet once: the stake returns and the round is cancelled', async () => {
    const p = await table(3_000);
    const debit = await bet(p, 1_200);
    const rollback = rollbackOf(debit);
    expect((await seamless(h, 'rollback', rollback)).body).toMatchObject({
      ok: true,
      balance: 3_000,
    });
    expect((await seamless(h, 'rollback', rollback)).body).toMatchObject({
      ok: true,
      balance: 3_000,
    });
    // Another rollback of the same bet moves nothing either.
    const again = await seamless(h, 'rollback', { ...rollback, transactionId: randomUUID() });
    expect(again.body).toMatchObject({ ok: true, balance: 3_000 });
    expect(await roundsOf(h, p.id)).toMatchObject([{ bet: 1_200, win: 0, status: 'cancelled' }]);
    expect(await ledgerMoves(h, p.id, 'game_rollback')).toBe(1);
    // The cancelled round takes no more bets or wins.
    const closed = await seamless(h, 'debit', { ...debit, transactionId: randomUUID() });
    expect(closed.body).toMatchObject({ ok: false, code: 'ROUND_CLOSED' });
    const late = await seamless(h, 'credit', { ...debit, transactionId: randomUUID() });
    expect(late.body).toMatchObject({ ok: false, code: 'ROUND_CLOSED' });
    expect(await walletOf(h, p.id)).toBe(3_000);
    await expectSoundLedger(h.db);
  });

  it('refuses a rollback after the round was settled with a win, moving nothing', async () => {
    const p = await table(3_000);
    const debit = await bet(p, 1_000);
    await seamless(h, 'credit', { ...debit, transactionId: randomUUID(), amount: 2_500 });
    const refused = await seamless(h, 'rollback', rollbackOf(debit));
    expect(refused).toMatchObject({ status: 409, body: { ok: false, code: 'ROUND_SETTLED' } });
    expect(await walletOf(h, p.id)).toBe(4_500);
    expect(await roundsOf(h, p.id)).toMatchObject([{ bet: 1_000, win: 2_500, status: 'settled' }]);
  });

  it('remembers a rollback that came before its bet, and refuses the bet', async () => {
    const p = await table(3_000);
    const debit = { token: p.token, ...ids(), amount: 500 };
    const rollback = await seamless(h, 'rollback', rollbackOf(debit));
    expect(rollback.body).toMatchObject({ ok: true, balance: 3_000 });
    const late = await seamless(h, 'debit', debit);
    expect(late).toMatchObject({
      status: 409,
      body: { ok: false, code: 'TRANSACTION_ROLLED_BACK' },
    });
    await expectNoRound(p, 3_000);
  });

  it('refuses a bet on a settled round', async () => {
    const p = await table(3_000);
    const debit = await bet(p, 500);
    await seamless(h, 'credit', { ...debit, transactionId: randomUUID(), amount: 0 });
    const refused = await seamless(h, 'debit', { ...debit, transactionId: randomUUID() });
    expect(refused.body).toMatchObject({ ok: false, code: 'ROUND_CLOSED' });
    expect(await walletOf(h, p.id)).toBe(2_500);
  });

  it('refuses to roll back a win', async () => {
    const p = await table(3_000);
    const debit = await bet(p, 500);
    const credit = { ...debit, transactionId: randomUUID(), amount: 100, final: false };
    await seamless(h, 'credit', credit);
    const refused = await seamless(h, 'rollback', {
      token: p.token,
      roundId: debit.roundId,
      transactionId: randomUUID(),
      referenceTransactionId: credit.transactionId,
    });
    expect(refused.body).toMatchObject({ ok: false, code: 'NOT_A_DEBIT' });
  });
});

describe('concurrent bets on one wallet', () => {
  it(
    'never overdraws: as many bets pass as the balance covers',
    { tags: ['postgres'] },
    async () => {
      const p = await table(10_000);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          seamless(h, 'debit', { token: p.token, ...ids(), amount: 1_000 }),
        ),
      );
      expect(answers.filter((a) => a.body.ok)).toHaveLength(10);
      expect(answers.filter((a) => !a.body.ok).map((a) => a.body)).toEqual(
        Array.from({ length: 20 }, () => expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' })),
      );
      expect(await walletOf(h, p.id)).toBe(0);
      await expectSoundLedger(h.db);
    },
  );

  it(
    'moves a replayed debit once even when the copies arrive together',
    { tags: ['postgres'] },
    async () => {
      const p = await table(10_000);
      const debit = { token: p.token, ...ids(), amount: 700 };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => seamless(h, 'debit', debit)),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(await walletOf(h, p.id)).toBe(9_300);
    },
  );
});

describe('who may call', () => {
  it('refuses a forged or missing signature, moving nothing', async () => {
    const p = await table(5_000);
    const body = { token: p.token, ...ids(), amount: 1_000 };
    const forged = await seamless(h, 'debit', body, { secret: 'not-the-secret' });
    expect(forged).toMatchObject({ status: 401, body: { ok: false, code: 'INVALID_SIGNATURE' } });
    const missing = await seamless(h, 'debit', body, { signature: '' });
    expect(missing.body).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const payload = JSON.stringify(body);
    const signedAs = (signed: { path: string; body: string }, atMs?: number) =>
      seamless(h, 'debit', payload, { signature: sign(SEAMLESS_SECRET, signed, atMs) });
    // Signed, then changed on the way.
    const tampered = await signedAs({
      path: '/seamless/debit',
      body: JSON.stringify({ ...body, amount: 1 }),
    });
    expect(tampered.status).toBe(401);
    // Signed for another route (a rollback's body sent as a debit).
    expect((await signedAs({ path: '/seamless/rollback', body: payload })).status).toBe(401);
    // Captured and replayed more than 5 minutes later, or dated ahead.
    const at = (minutes: number) => Date.now() + minutes * 60_000;
    expect((await signedAs({ path: '/seamless/debit', body: payload }, at(-6))).status).toBe(401);
    expect((await signedAs({ path: '/seamless/debit', body: payload }, at(6))).status).toBe(401);
    // The old form (body only) is not enough.
    const bodyOnly = `sha256=${createHmac('sha256', SEAMLESS_SECRET).update(payload).digest('hex')}`;
    expect((await seamless(h, 'debit', payload, { signature: bodyOnly })).status).toBe(401);
    expect(await walletOf(h, p.id)).toBe(5_000);
    // Within the tolerance it is the provider's call.
    expect((await signedAs({ path: '/seamless/debit', body: payload }, at(-4))).status).toBe(200);
  });

  it('refuses the token after the player logged out', async () => {
    const p = await table(5_000);
    expect((await seamless(h, 'balance', { token: p.token })).body.ok).toBe(true);
    const out = await h.call('user', 'logout', {}, asUser(p.session));
    expect(out.body.result).toBe(true);
    for (const [action, body] of [
      ['balance', { token: p.token }],
      ['debit', { token: p.token, ...ids(), amount: 100 }],
    ] as const) {
      const refused = await seamless(h, action, body);
      expect(refused).toMatchObject({ status: 403, body: { ok: false, code: 'INVALID_TOKEN' } });
    }
    expect(await walletOf(h, p.id)).toBe(5_000);
  });

  it('settles a round after its session ended: the win and the rollback still arrive', async () => {
    const p = await table(10_000);
    const won = { token: p.token, ...ids(), amount: 1_000 };
    const lost = { token: p.token, ...ids(), amount: 2_000 };
    expect((await seamless(h, 'debit', won)).body.ok).toBe(true);
    expect((await seamless(h, 'debit', lost)).body.ok).toBe(true);
    expect((await h.call('user', 'logout', {}, asUser(p.session))).body.result).toBe(true);
    // The session's row may be gone by the time the provider calls (pruned a day later).
    await h.db.query('DELETE FROM sessions WHERE player_id = $1', [p.id]);

    const win = await seamless(h, 'credit', {
      token: p.token,
      roundId: won.roundId,
      transactionId: randomUUID(),
      amount: 5_000,
    });
    expect(win).toMatchObject({ status: 200, body: { ok: true, balance: 12_000 } });
    const back = await seamless(h, 'rollback', rollbackOf(lost));
    expect(back).toMatchObject({ status: 200, body: { ok: true, balance: 14_000 } });
    expect(await walletOf(h, p.id)).toBe(14_000);
    const rounds = await roundsOf(h, p.id);
    expect(rounds.map((r) => [r.bet, r.win, r.status])).toEqual([
      [1_000, 5_000, 'settled'],
      [2_000, 0, 'cancelled'],
    ]);
    // A settled round takes nothing more, and no new bet opens without a session.
    const late = await seamless(h, 'credit', {
      token: p.token,
      roundId: won.roundId,
      transactionId: randomUUID(),
      amount: 9_000,
    });
    expect(late.body).toMatchObject({ ok: false, code: 'ROUND_CLOSED' });
    const bet = await seamless(h, 'debit', { token: p.token, ...ids(), amount: 100 });
    expect(bet).toMatchObject({ status: 403, body: { code: 'INVALID_TOKEN' } });
    expect(await walletOf(h, p.id)).toBe(14_000);
    await expectSoundLedger(h.db);
  });

  it('refuses an unknown or expired token', async () => {
    const p = await table(5_000);
    await h.db.query(
      `UPDATE game_launches SET expires_at = now() - interval '1 second'
       WHERE player_id = $1`,
      [p.id],
    );
    const expired = await seamless(h, 'balance', { token: p.token });
    expect(expired.body).toMatchObject({ code: 'INVALID_TOKEN' });
    const unknown = await seamless(h, 'balance', { token: 'A'.repeat(32) });
    expect(unknown.body).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it.each([
    ['not JSON', 'debit', '{"token":'],
    ['no amount', 'debit', { token: 'x', roundId: 'r1', transactionId: 't1' }],
    ['a zero bet', 'debit', { token: 'x', roundId: 'r1', transactionId: 't1', amount: 0 }],
    ['a fractional bet', 'debit', { token: 'x', roundId: 'r1', transactionId: 't1', amount: 1.5 }],
    ['a negative win', 'credit', { token: 'x', roundId: 'r1', transactionId: 't1', amount: -1 }],
    ['an amount as text', 'debit', { token: 'x', roundId: 'r1', transactionId: 't1', amount: '5' }],
    ['a bad id', 'debit', { token: 'x', roundId: 'r 1', transactionId: 't1', amount: 5 }],
    ['no reference', 'rollback', { token: 'x', roundId: 'r1', transactionId: 't1' }],
  ])('answers a payload with %s as a bad request', async (_name, action, body) => {
    const refused = await seamless(h, action, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect((refused.body as { message: string }).message).not.toBe('');
  });

  it('answers an unknown action with its code', async () => {
    const refused = await seamless(h, 'transfer', { token: 'x' });
    expect(refused).toMatchObject({ status: 404, body: { ok: false, code: 'UNKNOWN_ACTION' } });
  });
});
