import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { operator, reportBankDeposit } from './cashier.ts';
import { harnessForFile, OPERATOR_TOKEN, startHarness, type Harness } from './harness.ts';
import {
  eventsUntil,
  openLive,
  openPlayerLive,
  ticketFor,
  type LiveReader,
} from './live-client.ts';
import { asUser, newPlayer, signInAgain, userTestConfig, type TestSession } from './players.ts';
import { twoServersSharingOneDatabase } from './two-servers.ts';

/** The live stream, GET /v1/live: who may open one, and what reaches whom. */
const h = harnessForFile({ config: userTestConfig() });

const readers: LiveReader[] = [];
afterEach(() => {
  readers.splice(0).forEach((reader) => reader.close());
});
const opened = (reader: LiveReader) => (readers.push(reader), reader);
const playerLive = async (server: Harness, player: TestSession) =>
  opened(await openPlayerLive(server, player));
const visitorLive = async (server: Harness) => opened(await openLive(server.baseUrl));

async function setMaintenance(server: Harness, on: boolean) {
  const response = await fetch(`${server.operatorUrl}/operator/maintenance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': OPERATOR_TOKEN },
    body: JSON.stringify({ on }),
  });
  expect(response.status).toBe(200);
}

/** A mass message typed into the database by hand: every signed-in stream hears of it. */
const massMessage = (db: Db) =>
  db.query(
    `INSERT INTO mass_messages (title_tr, body_tr, title_en, body_en, sent_by)
     VALUES ('Duyuru', 'Metin', 'News', 'Text', 'console')`,
  );

const opening = { name: 'maintenance', data: { status: false } };

describe('who may open a stream', () => {
  it('refuses a ticket unknown, used, out of time or from another browser, before streaming', async () => {
    const player = await newPlayer(h);
    const stranger = await newPlayer(h);
    const expectRefused = async (options: { ticket: string; cookie?: string }) => {
      const reader = await openLive(h.baseUrl, options);
      expect(reader.status).toBe(401);
      expect(reader.refusal).toMatchObject({ result: false, message: 'Oturum süresi doldu' });
    };

    await expectRefused({ ticket: 'made-up', cookie: player.cookie });
    const once = await ticketFor(h, player);
    opened(await openLive(h.baseUrl, { ticket: once, cookie: player.cookie }));
    await expectRefused({ ticket: once, cookie: player.cookie });
    // Without the session's binding cookie, or with another player's, a ticket opens nothing.
    await expectRefused({ ticket: await ticketFor(h, player) });
    await expectRefused({ ticket: await ticketFor(h, player), cookie: stranger.cookie });
    const late = await ticketFor(h, player);
    await h.db.query(`UPDATE live_tickets SET expires_at = now() - interval '1 second'`);
    await expectRefused({ ticket: late, cookie: player.cookie });
  });

  it('gives tickets to signed-in sessions only, and a ticket dies with its session', async () => {
    const refused = await h.call('live', 'ticket', {});
    expect(refused.body).toMatchObject({ result: false, message: 'Oturum süresi doldu' });
    const player = await newPlayer(h);
    const ticket = await ticketFor(h, player);
    await h.call('user', 'logout', {}, asUser(player));
    const reader = await openLive(h.baseUrl, { ticket, cookie: player.cookie });
    expect(reader.status).toBe(401);
  });

  it('streams unbuffered and uncompressed, starting with the maintenance switch', async () => {
    const reader = opened(
      await openLive(h.baseUrl, { headers: { 'accept-encoding': 'br, gzip' } }),
    );
    expect(reader.status).toBe(200);
    expect(reader.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers['cache-control']).toBe('no-cache, no-transform');
    expect(reader.headers['x-accel-buffering']).toBe('no');
    expect(reader.headers['content-encoding']).toBeUndefined();
    expect(await reader.next()).toEqual(opening);
  });
});

describe('what reaches whom', () => {
  it("tells a player their own money, transactions and notifications, never another's", async () => {
    const [ayse, mehmet] = [await newPlayer(h), await newPlayer(h)];
    const [ayseLive, mehmetLive, visitor] = [
      await playerLive(h, ayse),
      await playerLive(h, mehmet),
      await visitorLive(h),
    ];
    for (const reader of [ayseLive, mehmetLive, visitor])
      expect(await reader.next()).toEqual(opening);

    // The deposit is made (and its notification written), then approved.
    const id = await reportBankDeposit(h, ayse, 25_000, 'LIVE-1');
    const transaction = { name: 'transaction', data: { transactionID: id, direction: 'deposit' } };
    const made = await eventsUntil(ayseLive, ['transaction', 'inbox']);
    expect(made).toHaveLength(2);
    expect(made).toContainEqual(transaction);
    expect((await operator(h, `transactions/${id}/approve`, {})).body.result).toBe(true);
    const approved = await eventsUntil(ayseLive, ['balance', 'transaction', 'inbox']);
    expect(approved).toHaveLength(3);
    expect(approved).toContainEqual(transaction);

    // Each stream's events come in order: the mass message is the first Mehmet hears of.
    await massMessage(h.db);
    expect(await mehmetLive.next()).toEqual({ name: 'inbox', data: {} });
    expect(await ayseLive.next()).toEqual({ name: 'inbox', data: {} });

    // A visitor hears the maintenance switch only, as everyone does.
    await setMaintenance(h, true);
    await setMaintenance(h, false);
    for (const reader of [visitor, ayseLive, mehmetLive]) {
      expect([await reader.next(), await reader.next()]).toEqual([
        { name: 'maintenance', data: { status: true } },
        opening,
      ]);
    }
  });

  it("ends a session's stream when it ends, and only that session's", async () => {
    const ayse = await newPlayer(h);
    const ayseElsewhere = await signInAgain(h, ayse);
    const [here, elsewhere] = [await playerLive(h, ayse), await playerLive(h, ayseElsewhere)];
    for (const reader of [here, elsewhere]) expect(await reader.next()).toEqual(opening);

    // A password change here ends every other session.
    const changed = await h.call(
      'user',
      'pass_change',
      {
        currentPassword: ayse.values.password,
        password: 'Newer1234',
        passwordConfirm: 'Newer1234',
      },
      asUser(ayse),
    );
    expect(changed.body.result).toBe(true);
    expect(await elsewhere.next()).toEqual({
      name: 'session',
      data: { reason: 'credentialsChanged' },
    });
    await elsewhere.ended;

    // This session goes on (its player is told of the change) until its player signs out.
    await h.call('user', 'logout', {}, asUser(ayse));
    const rest = await eventsUntil(here, ['session']);
    expect(rest.filter((event) => event.name === 'session')).toEqual([
      { name: 'session', data: { reason: 'signedOut' } },
    ]);
    await here.ended;
  });
});

describe('a stream over time', () => {
  it('beats, tells a session that timed out, and ends when the server stops', async () => {
    const quick = await startHarness({ config: userTestConfig({ liveHeartbeatMs: 100 }) });
    try {
      const player = await newPlayer(quick);
      const [timingOut, visitor] = [await playerLive(quick, player), await visitorLive(quick)];
      for (const reader of [timingOut, visitor]) expect(await reader.next()).toEqual(opening);
      await expect.poll(() => visitor.heartbeats).toBeGreaterThan(1);

      await quick.db.query(`UPDATE sessions SET last_seen = now() - interval '2 hours'`);
      expect(await timingOut.next()).toEqual({ name: 'session', data: { reason: 'expired' } });
      await timingOut.ended;

      // Closing waits for no stream: each is ended, and the page connects again elsewhere.
      await quick.app.close();
      await visitor.ended;
    } finally {
      await quick.close();
    }
  });
});

describe('on two servers sharing one database', { tags: ['postgres'] }, () => {
  const servers = twoServersSharingOneDatabase(h, userTestConfig());

  it("brings one server's changes to the other's streams", async () => {
    const [first, second] = servers();
    const player = await newPlayer(first);
    const [playerOnFirst, visitorOnFirst] = [
      await playerLive(first, player),
      await visitorLive(first),
    ];
    for (const reader of [playerOnFirst, visitorOnFirst]) {
      expect(await reader.next()).toEqual(opening);
    }

    const id = await reportBankDeposit(second, player, 40_000, 'LIVE-2');
    expect(await eventsUntil(playerOnFirst, ['transaction', 'inbox'])).toContainEqual({
      name: 'transaction',
      data: { transactionID: id, direction: 'deposit' },
    });
    expect((await operator(second, `transactions/${id}/approve`, {})).body.result).toBe(true);
    const approved = await eventsUntil(playerOnFirst, ['balance', 'transaction', 'inbox']);
    expect(approved.map((event) => event.name).sort()).toEqual(['balance', 'inbox', 'transaction']);

    await setMaintenance(second, true);
    await setMaintenance(second, false);
    for (const reader of [visitorOnFirst, playerOnFirst]) {
      expect([await reader.next(), await reader.next()]).toEqual([
        { name: 'maintenance', data: { status: true } },
        opening,
      ]);
    }
  });
});
