// @module-tag postgres: row locks, one statement that checks and posts, and NOTIFY after commits.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { LIVE_CHANNEL } from '../../server/live/hub.ts';
import { parseNotice } from '../../server/live/notices.ts';
import {
  balanceNoticesAfterCommit,
  sendBalanceNoticesAfterCommit,
} from '../../server/live/balance-notices.ts';
import { findLaunchOfRounds, playOf } from '../../server/games/launches.ts';
import type { GamePlay } from '../../server/wallet/rounds.ts';
import { seamlessCredit, seamlessDebit } from '../../server/wallet/seamless.ts';
import { fastBet, fastWin } from '../../server/wallet/seamless-fast.ts';
import { expectSoundLedger } from './cashier.ts';
import { gamblerAtSlot, seamlessHarnessForFile, walletOf } from './seamless-calls.ts';

/** The common bet and win in one statement each (migrations 028, 029), beside the full path. */
const h = seamlessHarnessForFile();

/** db, counting the statements and transactions sent to it. */
function counting(db: Db) {
  const sent = { statements: 0, transactions: 0 };
  const counted: Db = {
    ...db,
    query: <T>(sql: string, params?: readonly unknown[]) => (
      sent.statements++,
      db.query<T>(sql, params)
    ),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => (sent.transactions++, db.transaction(fn)),
  };
  return { db: counted, sent };
}

const slot = (playerId: number): GamePlay => ({
  playerId,
  gameType: 'slot',
  gameId: 2620,
  gameName: 'Parity Slot',
  providerName: 'Parity Games',
});

/** A player with 10,000 kuruş at a slot, the prefix of their ids, and the launch's play. */
async function player() {
  const { id, token } = await gamblerAtSlot(h, 10_000);
  const launch = await findLaunchOfRounds(h.db, token);
  return { id, token, play: playOf(launch!), prefix: randomUUID() };
}

type Player = Awaited<ReturnType<typeof player>>;

/**
 * A provider's calls as the HTTP entry makes them: the fast statement, then the full path when
 * it answers nothing; `full` skips the fast one.
 */
function calls(db: Db, p: Player, full = false) {
  const id = (name: string) => `${p.prefix}-${name}`;
  return {
    debit: async (round: string, tx: string, amount: number) => {
      const call = { roundId: round, transactionId: id(tx), amount };
      return (
        (full ? undefined : await fastBet(db, p.token, call)) ??
        (await seamlessDebit(db, p.play, 'tr', call))
      );
    },
    credit: async (round: string, tx: string, amount: number, final: boolean) => {
      const call = { roundId: round, transactionId: id(tx), amount, final };
      return (
        (full ? undefined : await fastWin(db, p.token, call)) ??
        (await seamlessCredit(db, p.play, 'tr', call))
      );
    },
  };
}

/** Rounds played in turn: bets, a partial and a final win, a lost round. */
async function playTakenCalls(db: Db, p: Player, full = false) {
  const { debit, credit } = calls(db, p, full);
  return [
    await debit('r1', 't1', 500),
    await debit('r1', 't2', 300),
    await credit('r1', 't3', 200, false),
    await credit('r1', 't4', 900, true),
    await debit('r2', 't5', 1_000),
    await credit('r2', 't6', 0, true),
  ];
}

/** Calls refused: funds short, a closed round. */
async function playRefusedCalls(db: Db, p: Player, full = false) {
  const { debit } = calls(db, p, full);
  return [await debit('r3', 't7', 99_999), await debit('r1', 't8', 100)];
}

/** Every row the calls left for the player, their own ids written as the player's prefix. */
async function rowsOf(p: Player) {
  const rounds = await h.db.query(
    `SELECT provider_round_id, launch_id IS NOT NULL AS launched, game_type, game_id, game_name,
       provider_name, bet, win, bonus_bet, player_bonus_id, status, settled_at IS NOT NULL AS settled
     FROM game_rounds WHERE player_id = $1 ORDER BY id`,
    [p.id],
  );
  const calls = await h.db.query(
    `SELECT transaction_id, action, amount, fingerprint, reply, rolled_back,
       round_id IS NOT NULL AS in_round
     FROM seamless_transactions WHERE player_id = $1 ORDER BY transaction_id`,
    [p.id],
  );
  const ledger = await h.db.query(
    `SELECT t.kind, t.player_bonus_id, array_agg(a.code || ' ' || l.amount ORDER BY l.amount)
       AS postings
     FROM ledger_transactions t JOIN game_rounds r ON r.id = t.game_round_id
     JOIN ledger_postings l ON l.ledger_transaction_id = t.id
     JOIN ledger_accounts a ON a.id = l.account_id
     WHERE r.player_id = $1 GROUP BY t.id ORDER BY t.id`,
    [p.id],
  );
  const [wallet] = await h.db.query(
    'SELECT balance_kurus, bonus_kurus FROM wallets WHERE player_id = $1',
    [p.id],
  );
  return JSON.parse(
    JSON.stringify({ rounds, calls, ledger, wallet }).replaceAll(p.prefix, 'P'),
  ) as unknown;
}

describe('a bet and a win in one statement from the token', () => {
  it('answer and write exactly what the full path answers and writes', async () => {
    const fast = await player();
    const full = await player();
    const onFast = counting(h.db);
    const onFull = counting(h.db);

    const fastAnswers = await playTakenCalls(onFast.db, fast);
    const fullAnswers = await playTakenCalls(onFull.db, full, true);
    expect(onFast.sent).toEqual({ statements: 6, transactions: 0 });
    expect(onFull.sent.transactions).toBe(6);
    expect(fastAnswers.map((answer) => answer.ok && answer.balance)).toEqual([
      9_500, 9_200, 9_400, 10_300, 9_300, 9_300,
    ]);

    // Refusals are the full path's: the fast statement answers nothing and writes nothing.
    const refusals = [await playRefusedCalls(h.db, fast), await playRefusedCalls(h.db, full, true)];
    expect(refusals[0]!.map((answer) => !answer.ok && answer.code)).toEqual([
      'INSUFFICIENT_FUNDS',
      'ROUND_CLOSED',
    ]);

    const strip = (p: Player, answers: unknown) =>
      JSON.parse(JSON.stringify(answers).replaceAll(p.prefix, 'P')) as unknown;
    expect(strip(fast, fastAnswers)).toEqual(strip(full, fullAnswers));
    expect(strip(fast, refusals[0])).toEqual(strip(full, refusals[1]));
    expect(await rowsOf(fast)).toEqual(await rowsOf(full));
    await expectSoundLedger(h.db);
  });

  it('answers a retry again, and leaves another ask of its id and a protection rule to the full path', async () => {
    const p = await player();
    const call = { roundId: `${p.prefix}-r`, transactionId: `${p.prefix}-t`, amount: 400 };
    const answer = await fastBet(h.db, p.token, call);
    expect(answer).toMatchObject({ ok: true, balance: 9_600 });
    const again = counting(h.db);
    expect(await fastBet(again.db, p.token, call)).toEqual(answer);
    expect(again.sent).toEqual({ statements: 1, transactions: 0 });
    expect(await fastBet(h.db, p.token, { ...call, amount: 500 })).toBeUndefined();
    expect(await seamlessDebit(h.db, p.play, 'tr', { ...call, amount: 500 })).toMatchObject({
      ok: false,
      code: 'DUPLICATE_TRANSACTION',
    });

    await h.db.query(
      `INSERT INTO player_protection (player_id, timeout_from, timeout_until)
       VALUES ($1, now(), now() + interval '1 day')
       ON CONFLICT (player_id) DO UPDATE
         SET timeout_from = excluded.timeout_from, timeout_until = excluded.timeout_until`,
      [p.id],
    );
    const next = { ...call, transactionId: `${p.prefix}-t2` };
    expect(await fastBet(h.db, p.token, next)).toBeUndefined();
    expect(await seamlessDebit(h.db, p.play, 'tr', next)).toMatchObject({
      ok: false,
      code: 'PLAY_CLOSED',
    });
    expect(await walletOf(h, p.id)).toBe(9_600);
  });

  it('takes a bet only while the session lives, and the win of a staked round after it ended', async () => {
    const p = await player();
    const bet = { roundId: `${p.prefix}-r`, transactionId: `${p.prefix}-t1`, amount: 300 };
    expect(await fastBet(h.db, p.token, bet)).toMatchObject({ ok: true });
    expect(await fastBet(h.db, 'not-a-token', { ...bet, transactionId: 'x' })).toBeUndefined();

    await h.db.query('UPDATE sessions SET revoked_at = now() WHERE player_id = $1', [p.id]);
    const late = { ...bet, transactionId: `${p.prefix}-t2` };
    expect(await fastBet(h.db, p.token, late)).toBeUndefined();
    const win = { roundId: bet.roundId, transactionId: `${p.prefix}-t3`, amount: 700, final: true };
    expect(await fastWin(h.db, p.token, win)).toMatchObject({ ok: true, balance: 10_400 });
    expect(await walletOf(h, p.id)).toBe(10_400);
  });
});

describe('balance notices of seamless calls', () => {
  /**
   * The players of the balance notices for db's schema (as the live hub reads them: other test
   * files share the database) heard until `until` is heard.
   */
  async function balancesHeard(db: Db, act: () => Promise<unknown>, until: number) {
    const [{ schema }] = (await db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    )) as [{ schema: string }];
    const players: number[] = [];
    let heard!: () => void;
    const done = new Promise<void>((resolve) => (heard = resolve));
    const stop = await db.listen!(
      LIVE_CHANNEL,
      (payload) => {
        const notice = parseNotice(payload, schema);
        if (notice?.kind !== 'balance') return;
        players.push(notice.player);
        if (notice.player === until) heard();
      },
      () => {},
    );
    try {
      await act();
      await done;
    } finally {
      await stop();
    }
    return players;
  }

  it('are sent by the server after the commit, not by the commit itself', async () => {
    const quiet = await player();
    const told = await player();
    const bet = (p: Player, notifyLater: boolean) =>
      h.db.query(
        `SELECT seamless_fast_debit($1, 'TRY', NULL, 'slot', 2620, 'Parity Slot', 'Parity Games',
           $2, $3, 100, 'print', $4)`,
        [p.id, `${p.prefix}-r`, `${p.prefix}-t`, notifyLater],
      );
    const heard = await balancesHeard(
      h.db,
      async () => {
        await bet(quiet, true);
        await bet(told, false);
      },
      told.id,
    );
    expect(heard).toEqual([told.id]);

    // The app on h.db hands its seamless calls' players to the notices after the commit.
    const play = { roundId: `${quiet.prefix}-r2`, transactionId: `${quiet.prefix}-t2`, amount: 50 };
    const after = await balancesHeard(
      h.db,
      () => seamlessDebit(h.db, slot(quiet.id), 'tr', play),
      quiet.id,
    );
    expect(after).toEqual([quiet.id]);
  });

  it('go together: one transaction for the players moved meanwhile, every player told', async () => {
    const { db, sent } = counting(h.db);
    sendBalanceNoticesAfterCommit(db, (error) => {
      throw error;
    });
    const moved = balanceNoticesAfterCommit(db)!;
    const heard = await balancesHeard(
      h.db,
      async () => {
        moved(-1);
        moved(-2);
        moved(-1);
      },
      -2,
    );
    expect(heard.sort((a, b) => a - b)).toEqual([-2, -1]);
    expect(sent.statements).toBe(1);
    expect(await balancesHeard(h.db, async () => moved(-3), -3)).toEqual([-3]);
    expect(sent.statements).toBe(2);
  });
});
