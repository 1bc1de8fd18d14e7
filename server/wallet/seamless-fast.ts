/**
 * The common bet and win in one statement each (migration 028): a new transaction id, a player
 * whose protection and bonuses have nothing to say, cash enough, an open round. The database
 * answers what the full path (seamless.ts) would have answered and wrote the same rows, or
 * answers nothing having written nothing, and the full path decides: a retry, a refusal, a
 * bonus's share, a limit's count.
 */
import type { Db } from '../db/driver.ts';
import { CURRENCY } from './ledger.ts';
import type { GamePlay } from './rounds.ts';

interface FastCall {
  roundId: string;
  transactionId: string;
  amount: number;
  /** sha256 of what the call asks (seamless.ts), kept for its retries. */
  print: string;
  /** The balance notice is this process's to send (server/live/balance-notices.ts). */
  notifyLater: boolean;
}

interface Taken {
  balance: number;
  currency: string;
  transactionId: string;
}

/** A SeamlessAnswer that took the call. */
type FastAnswer = Taken & { ok: true };

const UNIQUE_VIOLATION = '23505';

/** Another player's call took the transaction id meanwhile: the full path refuses it. */
const takenMeanwhile = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

async function fast(db: Db, sql: string, params: unknown[]): Promise<FastAnswer | undefined> {
  try {
    const [row] = await db.query<{ answer: Taken | null }>(sql, params);
    const stored = row?.answer;
    if (!stored) return undefined;
    const { balance, currency, transactionId } = stored;
    return { ok: true, balance, currency, transactionId };
  } catch (error) {
    if (takenMeanwhile(error)) return undefined;
    throw error;
  }
}

export const fastDebit = (db: Db, play: GamePlay, call: FastCall) =>
  fast(
    db,
    'SELECT seamless_fast_debit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS answer',
    [
      play.playerId,
      CURRENCY,
      play.launchId ?? null,
      play.gameType,
      play.gameId,
      play.gameName,
      play.providerName,
      call.roundId,
      call.transactionId,
      call.amount,
      call.print,
      call.notifyLater,
    ],
  );

export const fastCredit = (db: Db, play: GamePlay, call: FastCall & { final: boolean }) =>
  fast(db, 'SELECT seamless_fast_credit($1, $2, $3, $4, $5, $6, $7, $8) AS answer', [
    play.playerId,
    CURRENCY,
    call.roundId,
    call.transactionId,
    call.amount,
    call.final,
    call.print,
    call.notifyLater,
  ]);
