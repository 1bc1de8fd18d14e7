/**
 * Rounds a provider never finished: a game page closed between a bet and its result, a provider
 * that went down. Past OPEN_ROUND_HOURS without a call, the platform closes the round the way a
 * provider's own round closure does: a round that has paid a win is settled as it stands (no
 * money moves), and a round that paid nothing gets every stake back through the seamless
 * wallet's rollback (a ledger transaction per stake, bonus parts and wagering undone), so the
 * player's games history shows it cancelled with its stake returned. A win arriving later is
 * refused (ROUND_CLOSED), as for any closed round.
 */
import type { Db } from '../db/driver.ts';
import { lockWallet } from './ledger.ts';
import type { GamePlay } from './rounds.ts';
import { seamlessRollback } from './seamless.ts';

export const OPEN_ROUND_HOURS = 24;

/** Rounds closed per sweep at most; the next sweep takes the rest. */
const BATCH = 100;

interface IdleRound {
  id: number;
  providerRoundId: string;
  win: number;
  play: GamePlay;
}

export interface RoundSweep {
  /** Rounds whose stakes were returned. */
  cancelled: number;
  /** Rounds with a win, settled as they stood. */
  settled: number;
  /** Kuruş returned to players. */
  returned: number;
}

/** Open rounds with no call for idleSeconds (their last bet, win or rollback), oldest first. */
function idleRounds(db: Db, idleSeconds: number): Promise<IdleRound[]> {
  return db.query<IdleRound>(
    `SELECT r.id, r.provider_round_id AS "providerRoundId", r.win,
       json_build_object('playerId', r.player_id, 'launchId', r.launch_id,
         'gameType', r.game_type, 'gameId', r.game_id, 'gameName', r.game_name,
         'providerName', r.provider_name) AS play
     FROM game_rounds r
     WHERE r.status = 'open'
       AND greatest(r.created_at, (SELECT max(s.created_at) FROM seamless_transactions s
                                   WHERE s.round_id = r.id))
           < now() - $1 * interval '1 second'
     ORDER BY r.id LIMIT $2`,
    [idleSeconds, BATCH],
  );
}

/** Settles a round that paid a win, if it is still open (under the player's lock). */
async function settleAsItStands(db: Db, round: IdleRound): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, round.play.playerId);
    const settled = await tx.query(
      `UPDATE game_rounds SET status = 'settled', settled_at = now()
       WHERE id = $1 AND status = 'open' RETURNING 1`,
      [round.id],
    );
    return settled.length > 0;
  });
}

/** Returns each stake of the round still standing; answers the kuruş returned. */
async function returnStakes(db: Db, round: IdleRound): Promise<number> {
  const debits = await db.query<{ transaction_id: string; amount: number }>(
    `SELECT transaction_id, amount FROM seamless_transactions
     WHERE round_id = $1 AND action = 'debit' AND NOT rolled_back ORDER BY created_at`,
    [round.id],
  );
  let returned = 0;
  for (const debit of debits) {
    const answer = await seamlessRollback(db, round.play, 'tr', {
      roundId: round.providerRoundId,
      // The platform's own id: a sweep run twice (or on two servers) returns a stake once.
      transactionId: `platform-round-closure:${debit.transaction_id}`,
      referenceTransactionId: debit.transaction_id,
    });
    if (answer.ok) returned += debit.amount;
  }
  return returned;
}

export async function sweepOpenRounds(
  db: Db,
  { idleSeconds = OPEN_ROUND_HOURS * 3600 }: { idleSeconds?: number } = {},
): Promise<RoundSweep> {
  const sweep: RoundSweep = { cancelled: 0, settled: 0, returned: 0 };
  for (const round of await idleRounds(db, idleSeconds)) {
    if (round.win > 0) {
      if (await settleAsItStands(db, round)) sweep.settled++;
      continue;
    }
    const returned = await returnStakes(db, round);
    if (returned > 0) {
      sweep.cancelled++;
      sweep.returned += returned;
    }
  }
  return sweep;
}
