/**
 * How a bonus begins and ends, each with its ledger movement and its row in the bonus history
 * (bonus_events), in the caller's transaction under the player's wallet lock:
 *
 *   granted   wagering offers: bonus_grant 'bonuses' → the player's bonus account, status active;
 *             no-wagering offers and the casino discount: bonus_cash 'bonuses' → the wallet,
 *             status converted at once (one 'granted' event: the money was cash from the start)
 *   converted wagering met: what is left in the bonus account becomes cash (bonus_convert)
 *   forfeited the player cancels it, or a withdrawal forfeits it: the rest goes back to
 *             'bonuses' (bonus_forfeit)
 *   expired   its days ran out: as forfeited, status expired
 */
import type { BonusEventKind } from '../../machines/shared/bonus.ts';
import type { Db } from '../db/driver.ts';
import { queuePush } from '../push/outbox.ts';
import { lockWallet, transfer, type LockedWallet } from '../wallet/ledger.ts';
import { activeBonus, type BonusRow } from './bonuses.ts';
import type { OfferRow } from './offers.ts';

export async function recordBonusEvent(
  tx: Db,
  event: {
    playerId: number;
    bonusId: number;
    kind: BonusEventKind;
    amount: number;
    gameRoundId?: number;
    reason?: string;
    at?: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO bonus_events (player_id, player_bonus_id, kind, amount, game_round_id, reason,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()))`,
    [
      event.playerId,
      event.bonusId,
      event.kind,
      event.amount,
      event.gameRoundId ?? null,
      event.reason ?? '',
      event.at?.toISOString() ?? null,
    ],
  );
}

/**
 * Grants amount of an offer for a period; answers the bonus's id, or undefined when the player
 * already had the offer in that period (then nothing moves). The caller checked the offer. The
 * player's devices subscribed to 'rewards' hear of it.
 */
export async function grantBonus(
  tx: Db,
  wallet: LockedWallet,
  offer: OfferRow,
  grant: { amount: number; periodKey: string; cashTransactionId?: number },
): Promise<number | undefined> {
  const wagering = offer.wagering_multiplier > 0;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO player_bonuses (player_id, offer_id, status, amount, wagering_required,
       max_bet_kurus, weights, excluded_games, cash_transaction_id, period_key, expires_at,
       ended_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11 * interval '1 day',
       CASE WHEN $3 = 'active' THEN NULL ELSE now() END)
     ON CONFLICT (player_id, offer_id, period_key) DO NOTHING RETURNING id`,
    [
      wallet.playerId,
      offer.id,
      wagering ? 'active' : 'converted',
      grant.amount,
      grant.amount * offer.wagering_multiplier,
      offer.max_bet_kurus,
      JSON.stringify(offer.weights),
      JSON.stringify(offer.excluded_games),
      grant.cashTransactionId ?? null,
      grant.periodKey,
      offer.expiry_days,
    ],
  );
  if (!row) return undefined;
  await transfer(tx, wallet, {
    kind: wagering ? 'bonus_grant' : 'bonus_cash',
    from: 'bonuses',
    to: wagering ? 'bonus' : 'wallet',
    amount: grant.amount,
    playerBonusId: row.id,
  });
  await recordBonusEvent(tx, {
    playerId: wallet.playerId,
    bonusId: row.id,
    kind: 'granted',
    amount: grant.amount,
  });
  await queuePush(tx, { kind: 'bonus_granted', tag: `bonus-${row.id}` }, [wallet.playerId]);
  return row.id;
}

export type Ending = 'converted' | 'forfeited' | 'expired';

/**
 * Ends the active bonus: converted turns what is left in the bonus account into cash,
 * forfeited and expired give it back to the house. The bonus account is empty afterwards. An
 * expiry is pushed to the player's devices subscribed to 'rewards' (the other endings are the
 * player's own doing, or their wagering's, which they see as they play).
 */
export async function endBonus(
  tx: Db,
  wallet: LockedWallet,
  bonus: BonusRow,
  ending: Ending,
  reason = '',
): Promise<void> {
  const left = wallet.bonus;
  if (left > 0) {
    await transfer(tx, wallet, {
      kind: ending === 'converted' ? 'bonus_convert' : 'bonus_forfeit',
      from: 'bonus',
      to: ending === 'converted' ? 'wallet' : 'bonuses',
      amount: left,
      playerBonusId: bonus.id,
    });
  }
  await tx.query(
    `UPDATE player_bonuses SET status = $2, ended_at = now() WHERE id = $1 AND status = 'active'`,
    [bonus.id, ending],
  );
  await recordBonusEvent(tx, {
    playerId: wallet.playerId,
    bonusId: bonus.id,
    kind: ending,
    amount: left,
    reason,
  });
  if (ending === 'expired') {
    await queuePush(tx, { kind: 'bonus_expired', tag: `bonus-${bonus.id}` }, [wallet.playerId]);
  }
  bonus.status = ending;
}

/**
 * The player's active bonus, after expiring it when its days ran out (every read and every
 * money movement of the player's does this first, like the sweep).
 */
export async function liveBonus(tx: Db, wallet: LockedWallet): Promise<BonusRow | undefined> {
  const bonus = await activeBonus(tx, wallet.playerId);
  if (!bonus) return undefined;
  if (new Date(bonus.expires_at).getTime() > Date.now()) return bonus;
  await endBonus(tx, wallet, bonus, 'expired');
  return undefined;
}

/**
 * Expires the overdue bonuses (of one player, or all), each in a transaction of its own under
 * its player's lock; answers how many.
 */
export async function expireOverdueBonuses(
  db: Db,
  scope: { playerId?: number } = {},
): Promise<number> {
  const due = await db.query<{ player_id: number }>(
    `SELECT player_id FROM player_bonuses WHERE status = 'active' AND expires_at <= now()
       AND ($1::bigint IS NULL OR player_id = $1)
     ORDER BY expires_at LIMIT 500`,
    [scope.playerId ?? null],
  );
  let expired = 0;
  for (const { player_id: playerId } of due) {
    const ended = await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, playerId);
      const bonus = await activeBonus(tx, playerId);
      return bonus !== undefined && (await liveBonus(tx, wallet)) === undefined;
    });
    if (ended) expired++;
  }
  return expired;
}
