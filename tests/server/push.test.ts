import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, PushSettings, PushTopic } from '../../machines/shared/push.ts';
import { applyAction } from '../../server/cashier/transactions.ts';
import { runCli } from '../../server/cli.ts';
import { usableSubscription } from '../../server/push/device-keys.ts';
import { OFFER, deposit } from './bonus-fixtures.ts';
import {
  addBankAccount,
  fund,
  operator,
  playerIdOf,
  reportBankDeposit,
  withdraw,
} from './cashier.ts';
import { OPERATOR_TOKEN, harnessForFile, type Reply } from './harness.ts';
import {
  asUser,
  newPlayer,
  signInAgain,
  TEST_PASSWORD,
  userTestConfig,
  type TestSession,
} from './players.ts';
import { startPushService, type PushService, type TestDevice } from './push-service.ts';

/**
 * Web push end to end: players subscribe devices of a local push service through the API, the
 * platform's changes queue pushes in their own transactions, and the push service checks each
 * push's VAPID signature and decrypts it as the browser would.
 */
const h = harnessForFile({ config: userTestConfig() });
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => service.close());

const call = <T = PushSettings>(
  session: TestSession,
  method: string,
  data: Record<string, unknown>,
  lang?: string,
) => h.call<T>('push', method, data, asUser(session, lang));

/** A new device of the push service, subscribed by the player to topics in lang. */
async function subscribed(
  session: TestSession,
  topics: PushTopic[],
  lang = 'tr',
): Promise<TestDevice> {
  const device = service.newDevice();
  const reply = await call(
    session,
    'subscribe',
    { subscription: device.subscription, topics },
    lang,
  );
  expect(reply.body).toMatchObject({ result: true, data: { subscribed: true, topics } });
  service.expectKey(reply.body.data.publicKey);
  return device;
}

/** What the devices received once every push queued so far is sent. */
async function delivered(...devices: TestDevice[]): Promise<PushMessage[][]> {
  await h.app.pushSender.drain();
  expect(service.errors).toEqual([]);
  return devices.map((device) => device.received);
}

const decide = (id: number, decision: string, body: object = {}) =>
  operator(h, `transactions/${id}/${decision}`, body);

async function sendMassMessage(titleTr: string) {
  const response = await fetch(`${h.operatorUrl}/operator/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
    body: JSON.stringify({
      titleTr,
      bodyTr: '₺500 bonus sizi bekliyor',
      titleEn: `${titleTr} EN`,
      bodyEn: '₺500 bonus awaits',
    }),
  });
  const answer = (await response.json()) as Reply<{ id: number }>['body'];
  expect(answer.result).toBe(true);
  return answer.data.id;
}

const subscriptionsOf = async (username: string) =>
  h.db.query<{ endpoint: string }>(
    `SELECT endpoint FROM push_subscriptions
     WHERE player_id = (SELECT id FROM players WHERE username = $1) ORDER BY id`,
    [username],
  );

describe('pushes', () => {
  it('tells every subscribed device of a credited deposit, in its language, without the amount', async () => {
    const player = await newPlayer(h);
    const phone = await subscribed(player, ['cash']);
    const laptop = await subscribed(player, ['cash', 'messages'], 'en');
    const other = await subscribed(await newPlayer(h), ['cash']);

    const id = await reportBankDeposit(h, player, 24_500, 'PUSH-1');
    expect((await delivered(phone))[0]).toEqual([]);
    await decide(id, 'approve');

    const [onPhone, onLaptop, onOther] = await delivered(phone, laptop, other);
    expect(onPhone).toEqual([
      {
        title: 'Para yatırma işleminiz tamamlandı',
        body: 'Yatırımınız hesabınıza eklendi.',
        url: '/history/finance',
        tag: `cash-${id}`,
        lang: 'tr',
      },
    ]);
    expect(onLaptop).toEqual([
      {
        title: 'Your deposit is complete',
        body: 'Your deposit is in your account.',
        url: '/history/finance',
        tag: `cash-${id}`,
        lang: 'en',
      },
    ]);
    expect(onOther).toEqual([]);
    expect(JSON.stringify([onPhone, onLaptop])).not.toMatch(/245|₺|TRY/);
  });

  it('tells of a withdrawal approved, then paid, one push per device each', async () => {
    const player = await newPlayer(h);
    await fund(h.db, await playerIdOf(h.db, player.values.username), 500_000);
    const { bankAccountID } = await addBankAccount(h, player);
    const devices = [await subscribed(player, ['cash']), await subscribed(player, ['cash'])];
    const asked = await withdraw(h, player, { methodID: 1101, amount: 100_000, bankAccountID });
    await decide(asked.id, 'approve');
    await decide(asked.id, 'pay');

    for (const received of await delivered(...devices)) {
      expect(received.map((push) => push.title)).toEqual([
        'Çekim talebiniz onaylandı',
        'Çekiminiz ödendi',
      ]);
      expect(received[1]).toMatchObject({ url: '/history/finance', tag: `cash-${asked.id}` });
    }
  });

  it('sends a mass message to every device subscribed to messages, none of its words', async () => {
    const [first, second] = [await newPlayer(h), await newPlayer(h)];
    const devices = [
      await subscribed(first, ['messages']),
      await subscribed(first, ['cash', 'messages'], 'en'),
      await subscribed(second, ['messages', 'rewards']),
    ];
    const cashOnly = await subscribed(second, ['cash']);
    const id = await sendMassMessage('Hafta sonu turnuvası');

    const received = await delivered(...devices, cashOnly);
    const ofMessage = received.map((pushes) => pushes.filter((p) => p.tag === `message-${id}`));
    expect(ofMessage).toEqual([
      [
        {
          title: 'Yeni bir mesajınız var',
          body: 'Okumak için dokunun.',
          url: '/notifications',
          tag: `message-${id}`,
          lang: 'tr',
        },
      ],
      [
        {
          title: 'You have a new message',
          body: 'Tap to read it.',
          url: '/notifications',
          tag: `message-${id}`,
          lang: 'en',
        },
      ],
      [
        {
          title: 'Yeni bir mesajınız var',
          body: 'Okumak için dokunun.',
          url: '/notifications',
          tag: `message-${id}`,
          lang: 'tr',
        },
      ],
      [],
    ]);
  });

  it('keeps to the topics each device chose', async () => {
    const player = await newPlayer(h);
    const [cash, rewards, messages] = [
      await subscribed(player, ['cash']),
      await subscribed(player, ['rewards']),
      await subscribed(player, ['messages']),
    ];
    const id = await deposit(h, player, 20_000, OFFER.welcome);
    const tags = async () =>
      (await delivered(cash, rewards, messages)).map((pushes) => pushes.map((p) => p.tag));
    const [onCash, onRewards, onMessages] = await tags();
    expect(onCash).toEqual([`cash-${id}`]);
    expect(onRewards).toEqual([expect.stringMatching(/^bonus-\d+$/)]);
    expect(rewards.received[0]).toMatchObject({ title: 'Bonusunuz hesabınızda', url: '/bonuses' });
    expect(onMessages).toEqual([]);
  });

  it(
    'is sent by the server itself as the change commits, no one asking',
    { tags: ['postgres'] },
    async () => {
      const player = await newPlayer(h);
      const device = await subscribed(player, ['cash']);
      const id = await reportBankDeposit(h, player, 15_000, 'PUSH-NOTIFY');
      await decide(id, 'approve');
      expect(await service.arrived(device, 1)).toMatchObject([{ tag: `cash-${id}` }]);
    },
  );

  it('sends nothing when the change rolls back', async () => {
    const player = await newPlayer(h);
    const device = await subscribed(player, ['cash']);
    const id = await reportBankDeposit(h, player, 30_000, 'PUSH-ROLLBACK');
    await expect(
      h.db.transaction(async (tx) => {
        await applyAction(tx, id, 'credit', { kind: 'system', ref: 'test' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await delivered(device))[0]).toEqual([]);
    expect(await h.db.query('SELECT 1 FROM push_outbox')).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('answers the key and what a device is subscribed to; changes and removes it', async () => {
    const player = await newPlayer(h);
    const device = service.newDevice();
    const { endpoint } = device.subscription;
    const before = await call(player, 'settings', { endpoint });
    expect(before.body).toMatchObject({
      result: true,
      data: { publicKey: expect.stringMatching(/^[\w-]{87}$/), subscribed: false, topics: [] },
    });
    const on = await call(
      player,
      'subscribe',
      { subscription: device.subscription, topics: ['cash'] },
      'en',
    );
    expect(on.body).toMatchObject({ message: 'Notifications are on for this device' });
    const changed = await call(player, 'subscribe', {
      subscription: device.subscription,
      topics: ['rewards', 'messages', 'rewards'],
    });
    expect(changed.body.data).toEqual({
      publicKey: before.body.data.publicKey,
      subscribed: true,
      topics: ['rewards', 'messages'],
    });
    expect((await call(player, 'settings', {})).body.data).toMatchObject({ subscribed: false });
    const off = await call(player, 'unsubscribe', { endpoint });
    expect(off.body).toMatchObject({
      result: true,
      message: 'Bu cihazda bildirimler kapatıldı',
      data: { subscribed: false, topics: [] },
    });
    expect(await subscriptionsOf(player.values.username)).toEqual([]);
  });

  it('gives a device to the player who subscribes it last', async () => {
    const [first, second] = [await newPlayer(h), await newPlayer(h)];
    const device = await subscribed(first, ['cash']);
    await subscribed(second, ['messages']);
    await call(second, 'subscribe', { subscription: device.subscription, topics: ['cash'] });
    expect(await subscriptionsOf(first.values.username)).toEqual([]);
    // The first player's unsubscribe no longer reaches it.
    await call(first, 'unsubscribe', { endpoint: device.subscription.endpoint });
    expect(await subscriptionsOf(second.values.username)).toHaveLength(2);
  });

  it('keeps ten devices a player, and 30 subscribes an hour', async () => {
    const player = await newPlayer(h);
    const devices = [];
    for (let n = 0; n < 11; n++) devices.push(await subscribed(player, ['cash']));
    const kept = await subscriptionsOf(player.values.username);
    expect(kept.map((row) => row.endpoint)).toEqual(
      devices.slice(1).map((device) => device.subscription.endpoint),
    );
    const last = devices[10]!.subscription;
    for (let n = 11; n < 30; n++)
      await call(player, 'subscribe', { subscription: last, topics: ['cash'] });
    const refused = await call(
      player,
      'subscribe',
      { subscription: last, topics: ['rewards'] },
      'en',
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      result: false,
      message: expect.stringMatching(/^Too many attempts/),
    });
  });

  it('removes a subscription its push service says is gone (410)', async () => {
    const player = await newPlayer(h);
    const gone = await subscribed(player, ['cash']);
    const kept = await subscribed(player, ['cash']);
    gone.status = 410;
    const id = await reportBankDeposit(h, player, 12_000, 'PUSH-410');
    await decide(id, 'reject', { reason: 'Dekont okunamadı' });
    const [, onKept] = await delivered(gone, kept);
    expect(onKept).toMatchObject([
      { title: 'Para yatırma talebiniz reddedildi', tag: `cash-${id}` },
    ]);
    expect(await subscriptionsOf(player.values.username)).toEqual([
      { endpoint: kept.subscription.endpoint },
    ]);
    const settings = await call(player, 'settings', { endpoint: gone.subscription.endpoint });
    expect(settings.body.data).toMatchObject({ subscribed: false });
    const stats = await runCli(['messages', 'push-stats'], h.cliEnv);
    expect(stats).toMatch(/^removed: push service 404\/410 +[1-9]\d* +[1-9]\d*$/m);
    expect(stats).toMatch(/^pushes sent +[1-9]\d* +[1-9]\d*$/m);
  });

  it('removes the subscriptions of a session that logs out, not of the others', async () => {
    const player = await newPlayer(h);
    const other = await signInAgain(h, player);
    const signedOut = await subscribed(player, ['cash']);
    const stays = await subscribed(other, ['cash']);
    expect((await h.call('user', 'logout', {}, asUser(player))).body.result).toBe(true);
    expect(await subscriptionsOf(player.values.username)).toEqual([
      { endpoint: stays.subscription.endpoint },
    ]);
    expect(signedOut.received).toEqual([]);
  });

  it('removes every subscription at self-exclusion, and sends the player none after', async () => {
    const player = await newPlayer(h);
    const device = await subscribed(player, ['cash', 'messages']);
    const excluded = await h.call(
      'protection',
      'self_exclude',
      { length: '6m', confirmed: true, password: TEST_PASSWORD },
      asUser(player),
    );
    expect(excluded.body.result).toBe(true);
    expect(await subscriptionsOf(player.values.username)).toEqual([]);
    const back = await signInAgain(h, player);
    const again = await call(
      back,
      'subscribe',
      { subscription: device.subscription, topics: ['cash'] },
      'en',
    );
    expect(again.body).toMatchObject({
      result: false,
      message: 'No notifications are sent while your time-out or self-exclusion runs',
    });
    await sendMassMessage('Yeni oyunlar');
    expect((await delivered(device))[0]).toEqual([]);
  });

  it("keeps a timed-out player's subscriptions but sends them nothing", async () => {
    const player = await newPlayer(h);
    const device = await subscribed(player, ['messages']);
    const taken = await h.call('protection', 'take_timeout', { length: '24h' }, asUser(player));
    expect(taken.body.result).toBe(true);
    await sendMassMessage('Mola sırasında');
    expect((await delivered(device))[0]).toEqual([]);
    expect(await subscriptionsOf(player.values.username)).toHaveLength(1);
  });
});

describe('payloads', () => {
  it('refuses bad subscriptions with a message and writes nothing', async () => {
    const player = await newPlayer(h);
    const good = service.newDevice().subscription;
    const rows = () =>
      h.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM push_subscriptions) + (SELECT count(*) FROM rate_limits
           WHERE key LIKE 'push:%') AS n`,
      );
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ topics: ['cash'] }, "Zorunlu alan eksik: 'subscription.keys.auth'"],
      [{ subscription: good }, "Zorunlu alan eksik: 'topics'"],
      [{ subscription: good, topics: [] }, "'topics' alanı için geçersiz değer: en az 1 olmalıdır"],
      [
        { subscription: good, topics: ['sports'] },
        "'topics[0]' alanı için geçersiz değer; izin verilenler: cash, rewards, messages",
      ],
      [
        { subscription: { ...good, endpoint: 'not an address' }, topics: ['cash'] },
        "'subscription.endpoint' alanı için geçersiz değer: geçersiz",
      ],
      [
        { subscription: { ...good, keys: { ...good.keys, p256dh: 'short' } }, topics: ['cash'] },
        "'subscription.keys.p256dh' alanı için geçersiz değer: geçersiz",
      ],
      [
        {
          subscription: {
            ...good,
            keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, -5)}AAAAA` },
          },
          topics: ['cash'],
        },
        'Bu tarayıcının bildirim aboneliği kullanılamıyor; bildirimleri kapatıp yeniden açın',
      ],
      [
        {
          subscription: { ...good, keys: { ...good.keys, auth: 'AAAAAAAAAAAAAAAAAAAAAAAA' } },
          topics: ['cash'],
        },
        'Bu tarayıcının bildirim aboneliği kullanılamıyor; bildirimleri kapatıp yeniden açın',
      ],
      [
        { subscription: { ...good, endpoint: 'ftp://push.example/x' }, topics: ['cash'] },
        'Bu tarayıcının bildirim aboneliği kullanılamıyor; bildirimleri kapatıp yeniden açın',
      ],
    ];
    for (const [data, message] of cases) {
      const reply = await call(player, 'subscribe', data);
      expect(reply.body.result, JSON.stringify(data)).toBe(false);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await call(player, 'unsubscribe', {})).body.message).toBe(
      "Zorunlu alan eksik: 'endpoint'",
    );
    expect(await rows()).toEqual(before);
  });

  it('takes only push service addresses outside test mode', () => {
    const keys = service.newDevice().subscription.keys;
    const usable = (endpoint: string) =>
      usableSubscription({ endpoint, keys }, { httpEndpoints: false });
    expect(usable('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(usable('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://metadata/computeMetadata',
      'https://push.internal/x',
      'https://printer.local./x',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    ]) {
      expect(usable(endpoint), endpoint).toBe(false);
    }
  });

  it('needs a session', async () => {
    const reply = await h.call('push', 'settings', {});
    expect(reply.body).toMatchObject({ result: false, message: 'Oturum süresi doldu' });
  });
});
