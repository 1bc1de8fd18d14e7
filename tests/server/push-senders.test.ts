import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSettings } from '../../machines/shared/push.ts';
import { sendPendingPushes } from '../../server/push/deliver.ts';
import { queuePush } from '../../server/push/outbox.ts';
import { loadVapidKeys } from '../../server/push/vapid.ts';
import { playerIdOf } from './cashier.ts';
import { TEST_DATA_KEYS, harnessForFile } from './harness.ts';
import { asUser, newPlayer, userTestConfig } from './players.ts';
import { startPushService, type PushService } from './push-service.ts';

/**
 * Several senders on one database (several server processes): each queued push reaches each
 * device once, whoever claims it. On PostgreSQL the senders run on connections of their own.
 */
const h = harnessForFile({ config: userTestConfig() });
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => service.close());

describe('senders', () => {
  it('send each push once between them', { tags: ['postgres'] }, async () => {
    const player = await newPlayer(h);
    const devices = [service.newDevice(), service.newDevice()];
    for (const device of devices) {
      const reply = await h.call<PushSettings>(
        'push',
        'subscribe',
        { subscription: device.subscription, topics: ['messages'] },
        asUser(player),
      );
      service.expectKey(reply.body.data.publicKey);
    }
    const playerId = await playerIdOf(h.db, player.values.username);
    // The same key as the server's: kept in the database.
    const vapid = await loadVapidKeys(h.db, {
      dataKeys: TEST_DATA_KEYS,
      subject: 'mailto:test@example.com',
    });
    const tags = Array.from({ length: 30 }, (_, n) => `race-${n}`);
    await h.db.transaction(async (tx) => {
      for (const tag of tags) await queuePush(tx, { kind: 'mass_message', tag }, [playerId]);
    });
    await Promise.all([
      sendPendingPushes(h.db, vapid),
      sendPendingPushes(h.db, vapid),
      h.app.pushSender.drain(),
    ]);
    expect(service.errors).toEqual([]);
    for (const device of devices) {
      expect(device.received.map((push) => push.tag).sort()).toEqual([...tags].sort());
    }
    expect(await h.db.query('SELECT 1 FROM push_outbox')).toEqual([]);
  });
});
