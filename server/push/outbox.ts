/**
 * The pushes waiting to be sent: written in the transaction of the change they tell of, one row
 * per player with a device subscribed to the push's topic, and claimed by a sender for a lease.
 * A sender that dies mid-send leaves its rows to another once the lease runs out (a device may
 * then hear a push twice); a row claimed MAX_CLAIMS times is given up.
 */
import type { Db } from '../db/driver.ts';
import { closedAt } from '../protection/closed-at.ts';
import { PUSH_TEXTS, type PushKind } from './texts.ts';

export interface Push {
  kind: PushKind;
  /** Pushes of one tag replace each other on a device: 'cash-42', 'message-7'. */
  tag: string;
}

/**
 * Queues push for each of the players (or all) who has a device subscribed to its topic and is
 * not closed now: the transaction's time, which is also that of the change it tells of (a mass
 * message's created_at, so the rule is exactly the one its reading follows).
 */
export async function queuePush(
  tx: Db,
  push: Push,
  players: readonly number[] | 'all',
): Promise<void> {
  if (players !== 'all' && players.length === 0) return;
  await tx.query(
    `INSERT INTO push_outbox (player_id, topic, kind, tag)
     SELECT DISTINCT s.player_id, $1, $2, $3 FROM push_subscriptions s
     WHERE ($4::bigint[] IS NULL OR s.player_id = ANY($4::bigint[])) AND $1 = ANY(s.topics)
       AND NOT ${closedAt('s.player_id', 'now()')}`,
    [PUSH_TEXTS[push.kind].topic, push.kind, push.tag, players === 'all' ? null : players],
  );
}

/** How long a sender may take over its claimed rows before another may claim them. */
const LEASE_SECONDS = 120;
const MAX_CLAIMS = 3;

export interface ClaimedPush {
  id: number;
  playerId: number;
  topic: string;
  kind: string;
  tag: string;
}

/** Claims up to limit due rows, oldest first; rows another sender holds are skipped. */
export async function claimPushes(db: Db, limit: number): Promise<ClaimedPush[]> {
  const rows = await db.query<ClaimedPush>(
    `UPDATE push_outbox SET claimed_until = now() + $2 * interval '1 second', claims = claims + 1
     WHERE id IN (SELECT id FROM push_outbox
       WHERE (claimed_until IS NULL OR claimed_until < now()) AND claims < $3
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, player_id AS "playerId", topic, kind, tag`,
    [limit, LEASE_SECONDS, MAX_CLAIMS],
  );
  return rows.sort((a, b) => a.id - b.id);
}

export async function finishPush(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM push_outbox WHERE id = $1', [id]);
}

/** Rows whose senders died MAX_CLAIMS times; answers how many were given up. */
export async function dropAbandoned(db: Db): Promise<number> {
  const dropped = await db.query(
    `DELETE FROM push_outbox WHERE claims >= $1 AND claimed_until < now() RETURNING 1`,
    [MAX_CLAIMS],
  );
  return dropped.length;
}
