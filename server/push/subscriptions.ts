/**
 * The players' push subscriptions, one per device (its push service endpoint). A device that
 * subscribes for another player is taken over: it belongs to whoever signed in on it last.
 */
import type { Lang } from '../../machines/shared/contract.ts';
import type { BrowserPushSubscription, PushTopic } from '../../machines/shared/push.ts';
import type { Db } from '../db/driver.ts';
import { logPush, type PushEvent } from './log.ts';

/** Devices a player may have subscribed at once; a new one beyond replaces the least used. */
export const MAX_DEVICES = 10;

export interface DeviceSubscription {
  subscribed: boolean;
  topics: PushTopic[];
}

const NONE: DeviceSubscription = { subscribed: false, topics: [] };

/** What the player's device at endpoint is subscribed to (nothing: not theirs, or none). */
export async function deviceSubscription(
  db: Db,
  playerId: number,
  endpoint: string | undefined,
): Promise<DeviceSubscription> {
  if (!endpoint) return NONE;
  const [row] = await db.query<{ topics: PushTopic[] }>(
    'SELECT topics FROM push_subscriptions WHERE endpoint = $1 AND player_id = $2',
    [endpoint, playerId],
  );
  return row ? { subscribed: true, topics: row.topics } : NONE;
}

/** Subscribes the device, or changes its keys, topics, language and session. */
export async function saveSubscription(
  db: Db,
  device: {
    playerId: number;
    sessionId: number;
    subscription: BrowserPushSubscription;
    topics: readonly PushTopic[];
    lang: Lang;
  },
): Promise<void> {
  const { endpoint, keys } = device.subscription;
  const [row] = await db.query<{ previous: number | null }>(
    `WITH old AS (SELECT player_id FROM push_subscriptions WHERE endpoint = $1 FOR UPDATE)
     INSERT INTO push_subscriptions (player_id, session_id, endpoint, p256dh, auth, topics, lang)
     VALUES ($2, $3, $1, $4, $5, $6, $7)
     ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id,
       session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth,
       topics = excluded.topics, lang = excluded.lang
     RETURNING (SELECT player_id FROM old) AS previous`,
    [
      endpoint,
      device.playerId,
      device.sessionId,
      keys.p256dh,
      keys.auth,
      [...new Set(device.topics)],
      device.lang,
    ],
  );
  if (row!.previous !== null && row!.previous !== device.playerId) {
    await logPush(db, 'taken_over');
  }
  const replaced = await db.query(
    `DELETE FROM push_subscriptions WHERE player_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE player_id = $1
       ORDER BY COALESCE(last_success_at, created_at) DESC, id DESC LIMIT $2)
     RETURNING 1`,
    [device.playerId, MAX_DEVICES],
  );
  await logPush(db, 'replaced', { count: replaced.length });
}

async function removeWhere(db: Db, event: PushEvent, where: string, params: unknown[]) {
  const removed = await db.query(
    `DELETE FROM push_subscriptions WHERE ${where} RETURNING 1`,
    params,
  );
  await logPush(db, event, { count: removed.length });
}

/** The player's device at endpoint stops receiving pushes (another player's stays). */
export const removeDevice = (db: Db, playerId: number, endpoint: string) =>
  removeWhere(db, 'unsubscribed', 'endpoint = $1 AND player_id = $2', [endpoint, playerId]);

/** A logout: the devices that session subscribed hear nothing more. */
export const removeSessionDevices = (db: Db, sessionId: number) =>
  removeWhere(db, 'signed_out', 'session_id = $1', [sessionId]);

/** A self-exclusion: none of the player's devices hears from the platform again. */
export const removePlayerDevices = (db: Db, playerId: number) =>
  removeWhere(db, 'excluded', 'player_id = $1', [playerId]);

/** The push service says the subscription is no more (404, 410). */
export const removeGoneDevice = (db: Db, id: number, status: number) =>
  db
    .query('DELETE FROM push_subscriptions WHERE id = $1 RETURNING 1', [id])
    .then((removed) => logPush(db, 'gone', { count: removed.length, status }));
