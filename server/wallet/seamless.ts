/**
 * The seamless wallet: how a game provider moves the player's real balance. A bet (debit), a win
 * (credit, possibly 0, settling the round when final) and a rollback (a bet's stake returned)
 * are each one ledger transaction between the wallet and the house account `games`, applied once
 * per provider transaction id: a retry answers the first answer again, a refusal too, the same
 * id with another request is refused. Calls that arrive out of order never break the ledger: a win for an
 * unknown round, a rollback after a win, a bet on a closed round are refused and move nothing.
 *
 * The balance a game sees is cash plus the active bonus's money (server/bonus/wagering.ts: a
 * stake takes cash first, a win is shared as its stake was).
 */
import { createHash } from 'node:crypto';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { expireOverdueBonuses, liveBonus } from '../bonus/lifecycle.ts';
import {
  countWagering,
  payWin,
  returnStake,
  stakeParts,
  uncountWagering,
} from '../bonus/wagering.ts';
import { betRefusal, spinTooSoon } from '../protection/enforce.ts';
import { balanceNoticesAfterCommit } from '../live/balance-notices.ts';
import { CURRENCY, lockWallet, transfer, type LockedWallet } from './ledger.ts';
import { addToRound, cancelRound, findRound, openRound, type GamePlay } from './rounds.ts';
import { SEAMLESS_ERRORS, type SeamlessCode } from './seamless-texts.ts';

export type SeamlessAnswer =
  | { ok: true; balance: number; currency: string; transactionId?: string }
  | { ok: false; code: SeamlessCode; message: string };

export interface DebitCall {
  roundId: string;
  transactionId: string;
  /** Kuruş, > 0. */
  amount: number;
  /** When it happened, for seeded history; now otherwise. */
  at?: Date;
}

export interface CreditCall {
  roundId: string;
  transactionId: string;
  /** Kuruş, ≥ 0: 0 settles a lost round. */
  amount: number;
  /** The round's last win: it is settled. */
  final: boolean;
  at?: Date;
}

export interface RollbackCall {
  roundId: string;
  transactionId: string;
  /** The debit it cancels. */
  referenceTransactionId: string;
  at?: Date;
}

/** The seamless code of each reason the player's protection refuses a bet. */
const BET_REFUSALS = {
  closed: 'PLAY_CLOSED',
  realityCheck: 'REALITY_CHECK_DUE',
  playTime: 'PLAY_TIME_REACHED',
  loss: 'LOSS_LIMIT_REACHED',
  wager: 'WAGER_LIMIT_REACHED',
} as const satisfies Record<string, SeamlessCode>;

/** Refuses the call: the transaction it runs in is rolled back. */
class Refused extends Error {
  constructor(readonly code: SeamlessCode) {
    super(code);
  }
}

export const seamlessError = (code: SeamlessCode, lang: Lang): SeamlessAnswer => ({
  ok: false,
  code,
  message: SEAMLESS_ERRORS[code][lang],
});

/** sha256 of what a call asks, the transaction id aside. */
const fingerprint = (fields: unknown[]) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('hex');

export const debitPrint = (call: Omit<DebitCall, 'transactionId'>) =>
  fingerprint(['debit', call.roundId, call.amount]);

export const creditPrint = (call: Omit<CreditCall, 'transactionId'>) =>
  fingerprint(['credit', call.roundId, call.amount, call.final]);

interface Recorded {
  player_id: number;
  action: string;
  fingerprint: string;
  reply: SeamlessAnswer;
  rolled_back: boolean;
  round_id: number | null;
  amount: number;
}

const findRecorded = async (tx: Db, transactionId: string) =>
  (
    await tx.query<Recorded>(
      `SELECT player_id, action, fingerprint, reply, rolled_back, round_id, amount
       FROM seamless_transactions WHERE transaction_id = $1`,
      [transactionId],
    )
  )[0];

async function record(
  tx: Db,
  row: {
    transactionId: string;
    action: 'debit' | 'credit' | 'rollback';
    playerId: number;
    roundId: number | null;
    amount: number;
    fingerprint: string;
    reply: SeamlessAnswer;
    rolledBack?: boolean;
    at?: Date;
  },
): Promise<void> {
  const [kept] = await tx.query<{ inserted: boolean }>(
    'SELECT seamless_record($1, $2, $3, $4, $5, $6, $7, $8, $9) AS inserted',
    [
      row.transactionId,
      row.action,
      row.playerId,
      row.roundId,
      row.amount,
      row.fingerprint,
      JSON.stringify(row.reply),
      row.rolledBack ?? false,
      row.at?.toISOString() ?? null,
    ],
  );
  // Another player's call took the id meanwhile (each player's calls queue on their own lock).
  if (!kept!.inserted) throw new Refused('DUPLICATE_TRANSACTION');
}

/** Whether a known transaction id answers this call: its recorded answer, or a refusal. */
function replay(known: Recorded, playerId: number, action: string, print: string): SeamlessAnswer {
  if (known.player_id !== playerId) throw new Refused('DUPLICATE_TRANSACTION');
  // A debit rolled back before it arrived.
  if (known.fingerprint === '' && action === 'debit') {
    throw new Refused('TRANSACTION_ROLLED_BACK');
  }
  if (known.fingerprint !== print) throw new Refused('DUPLICATE_TRANSACTION');
  return known.reply;
}

/** Refusals that are about the id itself, not an answer to the call: never recorded for it. */
const ABOUT_THE_ID: ReadonlySet<SeamlessCode> = new Set([
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
]);

/**
 * Runs one call under the player's lock, once per transaction id: a retry gets the recorded
 * answer, refusals included (a bet refused for funds stays refused after a deposit, as a
 * provider's retry must see the answer it missed). A refusal rolls back what the call did, then
 * is recorded in a transaction of its own.
 */
async function once(
  db: Db,
  play: GamePlay,
  lang: Lang,
  call: { transactionId: string; action: 'debit' | 'credit' | 'rollback'; print: string },
  run: (tx: Db, wallet: LockedWallet) => Promise<{ roundId: number | null; amount: number }>,
  at?: Date,
): Promise<SeamlessAnswer> {
  const balanceMoved = balanceNoticesAfterCommit(db);
  let moved = false;
  try {
    const answer = await db.transaction(async (tx) => {
      if (balanceMoved) await tx.query("SELECT set_config('live.balance_later', 'on', true)");
      const wallet = await lockWallet(tx, play.playerId);
      const known = await findRecorded(tx, call.transactionId);
      if (known) return replay(known, play.playerId, call.action, call.print);
      const done = await run(tx, wallet);
      const reply: SeamlessAnswer = {
        ok: true,
        balance: wallet.balance + wallet.bonus,
        currency: CURRENCY,
        transactionId: call.transactionId,
      };
      await record(tx, {
        transactionId: call.transactionId,
        action: call.action,
        playerId: play.playerId,
        roundId: done.roundId,
        amount: done.amount,
        fingerprint: call.print,
        reply,
        at,
      });
      moved = true;
      return reply;
    });
    if (moved) balanceMoved?.(play.playerId);
    return answer;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (ABOUT_THE_ID.has(error.code)) return seamlessError(error.code, lang);
    return recordRefusal(db, play, lang, call, error.code, at);
  }
}

/**
 * Keeps a refusal as the answer of its transaction id, unless a call with that id got there
 * first (under the same lock): then that call's answer is the id's.
 */
async function recordRefusal(
  db: Db,
  play: GamePlay,
  lang: Lang,
  call: { transactionId: string; action: 'debit' | 'credit' | 'rollback'; print: string },
  code: SeamlessCode,
  at?: Date,
): Promise<SeamlessAnswer> {
  const refusal = seamlessError(code, lang);
  try {
    return await db.transaction(async (tx) => {
      await lockWallet(tx, play.playerId);
      const known = await findRecorded(tx, call.transactionId);
      if (known) return replay(known, play.playerId, call.action, call.print);
      await record(tx, {
        transactionId: call.transactionId,
        action: call.action,
        playerId: play.playerId,
        roundId: null,
        amount: 0,
        fingerprint: call.print,
        reply: refusal,
        at,
      });
      return refusal;
    });
  } catch (error) {
    if (error instanceof Refused) return seamlessError(error.code, lang);
    throw error;
  }
}

/** The player's playable balance: cash and the money of a bonus that has not run out. */
export async function seamlessBalance(db: Db, playerId: number): Promise<SeamlessAnswer> {
  await expireOverdueBonuses(db, { playerId });
  const [wallet] = await db.query<{ playable: number }>(
    'SELECT balance_kurus + bonus_kurus AS playable FROM wallets WHERE player_id = $1 AND currency = $2',
    [playerId, CURRENCY],
  );
  return { ok: true, balance: wallet?.playable ?? 0, currency: CURRENCY };
}

/**
 * A bet: the stake leaves the wallet (cash first, then bonus money), into the round (opened by
 * its first bet), and counts toward the active bonus's wagering.
 */
export async function seamlessDebit(
  db: Db,
  play: GamePlay,
  lang: Lang,
  call: DebitCall,
  /** The platform's clock, by which the player's protection is read (default: `at` or now). */
  nowMs = call.at?.getTime() ?? Date.now(),
  /** The profile's least time between two bets of the player (0: none, nothing read). */
  minSpinSeconds = 0,
): Promise<SeamlessAnswer> {
  const print = debitPrint(call);
  return once(
    db,
    play,
    lang,
    { transactionId: call.transactionId, action: 'debit', print },
    async (tx, wallet) => {
      // After the wallet lock: bets racing each other or a limit change are counted in turn.
      const protection = await betRefusal(tx, play, call.amount, nowMs);
      if (protection) throw new Refused(BET_REFUSALS[protection]);
      if (minSpinSeconds > 0 && (await spinTooSoon(tx, play.playerId, minSpinSeconds, nowMs))) {
        throw new Refused('SPIN_TOO_SOON');
      }
      const bonus = await liveBonus(tx, wallet);
      const game = { gameType: play.gameType, gameID: play.gameId };
      const parts = stakeParts(wallet, bonus, game, call.amount);
      if (typeof parts === 'string') throw new Refused(parts);
      const round =
        (await findRound(tx, play.playerId, call.roundId)) ??
        (await openRound(tx, play, call.roundId, call.at));
      if (round.status !== 'open') throw new Refused('ROUND_CLOSED');
      for (const from of ['wallet', 'bonus'] as const) {
        const amount = from === 'wallet' ? parts.cash : parts.bonus;
        if (amount === 0) continue;
        await transfer(tx, wallet, {
          kind: 'game_bet',
          from,
          to: 'games',
          amount,
          gameRoundId: round.id,
          playerBonusId: from === 'bonus' ? bonus!.id : undefined,
          at: call.at,
        });
      }
      await addToRound(tx, round.id, {
        bet: call.amount,
        bonusBet: parts.bonus,
        playerBonusId: parts.bonus > 0 ? bonus!.id : undefined,
      });
      if (bonus) {
        await countWagering(tx, wallet, bonus, {
          game,
          stake: call.amount,
          roundId: round.id,
          transactionId: call.transactionId,
          at: call.at,
        });
      }
      return { roundId: round.id, amount: call.amount };
    },
    call.at,
  );
}

/** A win (0 when lost) for a round that had its bet; final settles it. */
export async function seamlessCredit(
  db: Db,
  play: GamePlay,
  lang: Lang,
  call: CreditCall,
): Promise<SeamlessAnswer> {
  const print = creditPrint(call);
  return once(
    db,
    play,
    lang,
    { transactionId: call.transactionId, action: 'credit', print },
    async (tx, wallet) => {
      const round = await findRound(tx, play.playerId, call.roundId);
      if (!round) throw new Refused('UNKNOWN_ROUND');
      if (round.status !== 'open') throw new Refused('ROUND_CLOSED');
      await liveBonus(tx, wallet);
      await payWin(tx, wallet, round, { amount: call.amount, at: call.at });
      await addToRound(tx, round.id, { win: call.amount, final: call.final, at: call.at });
      return { roundId: round.id, amount: call.amount };
    },
    call.at,
  );
}

/**
 * Cancels a bet: its stake comes back, once. A bet not seen yet is remembered as rolled back, so
 * it is refused when it arrives; a round that has paid a win or was settled keeps its bets.
 */
export function seamlessRollback(
  db: Db,
  play: GamePlay,
  lang: Lang,
  call: RollbackCall,
): Promise<SeamlessAnswer> {
  const print = fingerprint(['rollback', call.roundId, call.referenceTransactionId]);
  return once(
    db,
    play,
    lang,
    { transactionId: call.transactionId, action: 'rollback', print },
    async (tx, wallet) => {
      const bet = await findRecorded(tx, call.referenceTransactionId);
      if (!bet) {
        await record(tx, {
          transactionId: call.referenceTransactionId,
          action: 'debit',
          playerId: play.playerId,
          roundId: null,
          amount: 0,
          fingerprint: '',
          reply: seamlessError('TRANSACTION_ROLLED_BACK', lang),
          rolledBack: true,
          at: call.at,
        });
        return { roundId: null, amount: 0 };
      }
      if (bet.player_id !== play.playerId || bet.action !== 'debit') {
        throw new Refused('NOT_A_DEBIT');
      }
      // Rolled back already, or refused (it took nothing): nothing to give back.
      if (bet.rolled_back || !bet.reply.ok) return { roundId: bet.round_id, amount: 0 };
      const round = await findRound(tx, play.playerId, call.roundId);
      if (!round || round.id !== bet.round_id) throw new Refused('UNKNOWN_ROUND');
      if (round.status === 'settled' || round.win > 0) throw new Refused('ROUND_SETTLED');
      await liveBonus(tx, wallet);
      await tx.query(
        'UPDATE seamless_transactions SET rolled_back = true WHERE transaction_id = $1',
        [call.referenceTransactionId],
      );
      const [left] = await tx.query<{ n: number }>(
        `SELECT count(*) AS n FROM seamless_transactions
         WHERE round_id = $1 AND action = 'debit' AND NOT rolled_back`,
        [round.id],
      );
      const last = left!.n === 0;
      const bonusBack = await returnStake(tx, wallet, round, {
        amount: bet.amount,
        last,
        at: call.at,
      });
      await uncountWagering(tx, wallet, {
        transactionId: call.referenceTransactionId,
        roundId: round.id,
        at: call.at,
      });
      // The round's bet stays as staked once every stake is back; until then it counts less.
      if (last) await cancelRound(tx, round.id, call.at);
      else await addToRound(tx, round.id, { bet: -bet.amount, bonusBet: -bonusBack });
      return { roundId: round.id, amount: bet.amount };
    },
    call.at,
  );
}
