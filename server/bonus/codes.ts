/**
 * Promo codes: a code unlocks its offer for the player who redeems it, once per player, at
 * most max_uses players in all. The code's row is locked while it is checked and counted, so
 * players redeeming the last use at once on several servers cannot all get it.
 */
import type { Db } from '../db/driver.ts';
import type { MessageKey } from '../messages.ts';

export interface CodeRow {
  code: string;
  offer_id: number;
}

/** Codes are kept upper case; players may type them in any case. */
export const normalCode = (code: string) => code.trim().toLocaleUpperCase('en-US');

/** Locks a code for the rest of the transaction if it may be redeemed now, or says why not. */
export async function lockCode(tx: Db, code: string): Promise<CodeRow | MessageKey> {
  const [row] = await tx.query<{
    code: string;
    offer_id: number;
    expired: boolean;
    used_up: boolean;
    offer_active: boolean;
  }>(
    `SELECT c.code, c.offer_id, COALESCE(c.valid_until <= now(), false) AS expired,
       COALESCE(c.uses >= c.max_uses, false) AS used_up, o.active AS offer_active
     FROM promo_codes c JOIN bonus_offers o ON o.id = c.offer_id
     WHERE c.code = $1 FOR UPDATE OF c`,
    [normalCode(code)],
  );
  if (!row || !row.offer_active) return 'promoCodeUnknown';
  if (row.expired) return 'promoCodeExpired';
  if (row.used_up) return 'promoCodeUsedUp';
  return { code: row.code, offer_id: row.offer_id };
}

/** Redeems a locked code for the player; false when they had already redeemed it. */
export async function redeemLocked(tx: Db, playerId: number, code: CodeRow): Promise<boolean> {
  const added = await tx.query(
    `INSERT INTO player_promo_codes (player_id, code) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [playerId, code.code],
  );
  if (added.length === 0) return false;
  await tx.query('UPDATE promo_codes SET uses = uses + 1 WHERE code = $1', [code.code]);
  return true;
}
