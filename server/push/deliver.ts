/**
 * Sending what the outbox holds: each claimed row becomes one push per device of the player
 * subscribed to its topic, encrypted for that device (RFC 8291, aes128gcm) and signed with the
 * platform's VAPID key, POSTed to the device's push service. A 404 or 410 removes the
 * subscription; any other refusal, or no answer, counts as failed and is not tried again (the
 * inbox keeps the record; a push is only a nudge).
 */
import webpush from 'web-push';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { logPush } from './log.ts';
import { closedAt } from '../protection/closed-at.ts';
import { claimPushes, finishPush, type ClaimedPush } from './outbox.ts';
import { removeGoneDevice } from './subscriptions.ts';
import { isPushKind, pushMessage } from './texts.ts';
import type { VapidKeys } from './vapid.ts';

/** How long a push service keeps a push for a device that is off: the news is stale after. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
const BATCH = 100;
/** Outbox rows sent at once (each to all its devices at once). */
const PARALLEL_ROWS = 8;

interface Device {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: Lang;
}

/** The player's devices subscribed to topic, none while the player is closed. */
const devicesOf = (db: Db, row: ClaimedPush) =>
  db.query<Device>(
    `SELECT s.id, s.endpoint, s.p256dh, s.auth, s.lang FROM push_subscriptions s
     WHERE s.player_id = $1 AND $2 = ANY(s.topics) AND NOT ${closedAt('s.player_id', 'now()')}
     ORDER BY s.id`,
    [row.playerId, row.topic],
  );

async function sendToDevice(db: Db, vapid: VapidKeys, row: ClaimedPush, device: Device) {
  if (!isPushKind(row.kind)) return logPush(db, 'failed');
  let status: number;
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(pushMessage(row.kind, row.tag, device.lang)),
      { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(request.body),
      // A push service answers; it never sends the platform on elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    status = response.status;
  } catch {
    return logPush(db, 'failed');
  }
  if (status >= 200 && status < 300) {
    await db.query('UPDATE push_subscriptions SET last_success_at = now() WHERE id = $1', [
      device.id,
    ]);
    return logPush(db, 'sent', { status });
  }
  if (status === 404 || status === 410) return removeGoneDevice(db, device.id, status);
  return logPush(db, 'failed', { status });
}

async function sendRow(db: Db, vapid: VapidKeys, row: ClaimedPush) {
  const devices = await devicesOf(db, row);
  await Promise.all(devices.map((device) => sendToDevice(db, vapid, row, device)));
  await finishPush(db, row.id);
}

/**
 * Sends every push due, batch after batch, until none is left or `stopping` says so; answers how
 * many outbox rows were sent. Safe on several processes at once: each row is claimed by one.
 */
export async function sendPendingPushes(
  db: Db,
  vapid: VapidKeys,
  { stopping = () => false }: { stopping?: () => boolean } = {},
): Promise<number> {
  let sent = 0;
  while (!stopping()) {
    const rows = await claimPushes(db, BATCH);
    if (rows.length === 0) break;
    for (let start = 0; start < rows.length; start += PARALLEL_ROWS) {
      await Promise.all(
        rows.slice(start, start + PARALLEL_ROWS).map((row) => sendRow(db, vapid, row)),
      );
    }
    sent += rows.length;
  }
  return sent;
}
