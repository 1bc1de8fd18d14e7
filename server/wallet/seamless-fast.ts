/**
 * The common bet and win in one statement each, from the provider's token (migrations 028 and
 * 029): the launch of a live token, a new transaction id, a player whose protection and bonuses
 * have nothing to say, cash enough, an open round. The database answers what the full path
 * (seamless.ts) would have answered and writes the same rows; a retry of a recorded call gets its
 * first answer again. Anything else answers nothing having written nothing, and the full path
 * decides: an unknown token, a refusal, a bonus's share, a limit's count.
 */
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../accounts/sessions.ts';
import type { Db } from '../db/driver.ts';
import { launchTokenHash } from '../games/launches.ts';
import { balanceNoticesAfterCommit } from '../live/balance-notices.ts';
import { CURRENCY } from './ledger.ts';
import {
  creditPrint,
  debitPrint,
  type CreditCall,
  type DebitCall,
  type SeamlessAnswer,
} from './seamless.ts';

interface Taken {
  answer: SeamlessAnswer;
  player: number;
  /** The call moved the balance (a retry answered again did not). */
  moved: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** Another player's call took the transaction id meanwhile: the full path refuses it. */
const takenMeanwhile = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

/** Runs a fast function of the token's call; its balance notice goes after the commit. */
async function fast(
  db: Db,
  token: string,
  call: (tokenHash: string, notifyLater: boolean) => [sql: string, params: unknown[], name: string],
): Promise<SeamlessAnswer | undefined> {
  const tokenHash = launchTokenHash(token);
  if (!tokenHash) return undefined;
  const balanceMoved = balanceNoticesAfterCommit(db);
  try {
    const [row] = await db.query<{ taken: Taken | null }>(
      ...call(tokenHash, balanceMoved !== undefined),
    );
    const taken = row?.taken;
    if (!taken) return undefined;
    if (taken.moved) balanceMoved?.(taken.player);
    return taken.answer;
  } catch (error) {
    if (takenMeanwhile(error)) return undefined;
    throw error;
  }
}

export const fastBet = (db: Db, token: string, call: Omit<DebitCall, 'at'>) =>
  fast(db, token, (tokenHash, notifyLater) => [
    'SELECT seamless_fast_bet($1, $2, $3, $4, $5, $6, $7, $8, $9) AS taken',
    [
      tokenHash,
      SESSION_IDLE_SECONDS,
      SESSION_ABSOLUTE_SECONDS,
      CURRENCY,
      call.roundId,
      call.transactionId,
      call.amount,
      debitPrint(call),
      notifyLater,
    ],
    'seamless_fast_bet',
  ]);

export const fastWin = (db: Db, token: string, call: Omit<CreditCall, 'at'>) =>
  fast(db, token, (tokenHash, notifyLater) => [
    'SELECT seamless_fast_win($1, $2, $3, $4, $5, $6, $7, $8) AS taken',
    [
      tokenHash,
      CURRENCY,
      call.roundId,
      call.transactionId,
      call.amount,
      call.final,
      creditPrint(call),
      notifyLater,
    ],
    'seamless_fast_win',
  ]);
