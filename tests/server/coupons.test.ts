import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '../../machines/shared/games.ts';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/db/seed.ts';
import { harnessForFile } from './harness.ts';
import { asUser, codeAt, newPlayer, signIn, userTestConfig, type TestSession } from './players.ts';

/** Class betframe: the signed-in player's sports coupons, by date range. */
const h = harnessForFile({ config: userTestConfig() });
let demo: TestSession;
beforeAll(async () => {
  demo = await signIn(h, 'demo', 'Demo1234');
});

const DAY = 86_400_000;
/** A day in Turkey's calendar (UTC+3), `offset` days from today. */
const turkishDay = (offset = 0, from = Date.now()) =>
  new Date(from + 3 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
const lastQuarter = { startDate: turkishDay(-100), endDate: turkishDay(), limit: 100, offset: 0 };

const coupons = (session: TestSession, data: Record<string, unknown>, lang?: string) =>
  h.call<Coupon[]>('betframe', 'getCoupons', { concatRequire: 1, ...data }, asUser(session, lang));

describe('betframe.getCoupons', () => {
  it("answers the demo player's 30 seeded coupons of the last 90 days, newest first", async () => {
    const reply = await coupons(demo, lastQuarter);
    expect(reply.body.result).toBe(true);
    const list = reply.body.data;
    expect(list).toHaveLength(30);
    expect(reply.body.pagination).toEqual({ limit: 100, offset: 0, total: 30 });
    const times = list.map((c) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.now() - times.at(-1)!).toBeLessThanOrEqual(91 * DAY);
    const statuses = new Set(list.map((c) => c.status));
    for (const status of ['open', 'won', 'lost']) expect(statuses).toContain(status);
  });

  it('keeps every coupon consistent: integer kuruş, odds, payouts that match the status', async () => {
    for (const coupon of (await coupons(demo, lastQuarter)).body.data) {
      for (const amount of [coupon.stake, coupon.potentialWin, coupon.payout]) {
        expect(Number.isInteger(amount)).toBe(true);
      }
      const product = coupon.selections.reduce((total, s) => total * s.odds, 1);
      expect(coupon.totalOdds).toBeCloseTo(product, 1);
      expect(coupon.potentialWin).toBe(Math.round(coupon.stake * coupon.totalOdds));
      const results = coupon.selections.map((s) => s.result);
      if (coupon.status === 'open') expect(coupon.payout).toBe(0);
      if (coupon.status === 'lost')
        expect([coupon.payout, results.includes('lost')]).toEqual([0, true]);
      if (coupon.status === 'won') expect(coupon.payout).toBe(coupon.potentialWin);
      if (coupon.status === 'cancelled') expect(coupon.payout).toBe(coupon.stake);
      expect(coupon.selections.length).toBeGreaterThan(0);
      expect(coupon.selections[0]!.event).toMatch(/ – /);
    }
  });

  it('words markets and picks in the language of the call', async () => {
    const tr = (await coupons(demo, lastQuarter)).body.data.flatMap((c) => c.selections);
    const en = (await coupons(demo, lastQuarter, 'en')).body.data.flatMap((c) => c.selections);
    expect(tr.map((s) => s.event)).toEqual(en.map((s) => s.event));
    const words = new Set([...tr.map((s) => s.market), ...tr.map((s) => s.pick)]);
    const english = new Set([...en.map((s) => s.market), ...en.map((s) => s.pick)]);
    expect([...words].some((w) => /Maç Sonucu|Kazanan|Çifte Şans|Alt\/Üst/.test(w))).toBe(true);
    expect([...english].some((w) => /Match Result|Winner|Double Chance|Over\/Under/.test(w))).toBe(
      true,
    );
  });

  it('counts both dates whole, in Turkish days, and pages through the range', async () => {
    const newest = (await coupons(demo, lastQuarter)).body.data[0]!;
    const day = turkishDay(0, Date.parse(newest.createdAt));
    const sameDay = await coupons(demo, { startDate: day, endDate: day, limit: 100, offset: 0 });
    expect(sameDay.body.data.map((c) => c.couponID)).toContain(newest.couponID);
    const before = turkishDay(-1, Date.parse(newest.createdAt));
    const earlier = await coupons(demo, {
      startDate: turkishDay(-100),
      endDate: before,
      limit: 100,
      offset: 0,
    });
    expect(earlier.body.data.map((c) => c.couponID)).not.toContain(newest.couponID);
    const all = (await coupons(demo, lastQuarter)).body.data.map((c) => c.couponID);
    const page = await coupons(demo, { ...lastQuarter, limit: 10, offset: 10 });
    expect(page.body.data.map((c) => c.couponID)).toEqual(all.slice(10, 20));
    expect(page.body.pagination).toEqual({ limit: 10, offset: 10, total: 30 });
  });

  it('answers every coupon without dates (all time), and from or until a day with one', async () => {
    const all = await coupons(demo, { limit: 100, offset: 0 });
    expect(all.body).toMatchObject({ result: true, pagination: { total: 30 } });
    const newest = all.body.data[0]!;
    const day = turkishDay(0, Date.parse(newest.createdAt));
    const since = await coupons(demo, { startDate: day, limit: 100, offset: 0 });
    expect(since.body.data.map((c) => c.couponID)).toContain(newest.couponID);
    const until = await coupons(demo, { endDate: turkishDay(-1, Date.parse(newest.createdAt)) });
    expect(until.body.data.map((c) => c.couponID)).not.toContain(newest.couponID);
    expect(since.body.pagination!.total + until.body.pagination!.total).toBe(30);
  });

  it('shows each player their own coupons only, whatever the payload says', async () => {
    const stranger = await newPlayer(h);
    const theirs = await coupons(stranger, { ...lastQuarter, player_id: 1, username: 'demo' });
    expect(theirs.body).toMatchObject({ result: true, data: [], pagination: { total: 0 } });
    const pending = await signIn(h, 'demo2fa', 'Demo1234');
    await h.call(
      'user',
      'check_ga',
      { ga_code: codeAt(DEMO_AUTHENTICATOR_SECRET, Date.now()) },
      asUser(pending),
    );
    const second = (await coupons(pending, lastQuarter)).body.data.map((c) => c.couponID);
    const first = (await coupons(demo, lastQuarter)).body.data.map((c) => c.couponID);
    expect(second).toHaveLength(26);
    expect(second.some((id) => first.includes(id))).toBe(false);
    const stored = await h.db.query<{ id: string }>(
      `SELECT c.id FROM coupons c JOIN players p ON p.id = c.player_id WHERE p.username = 'demo'`,
    );
    expect([...first].sort()).toEqual(stored.map((row) => row.id).sort());
  });

  it('refuses a caller without a session', async () => {
    const reply = await h.call('betframe', 'getCoupons', lastQuarter, { lang: 'en' });
    expect(reply.body).toEqual({ result: false, data: null, message: 'Session expired' });
  });

  it.each([
    [
      { startDate: '2025-13-01' },
      "'startDate' alanı için geçersiz değer: geçerli bir ISO tarih olmalıdır",
    ],
    [
      { startDate: '2025/01/01' },
      "'startDate' alanı için geçersiz değer: geçerli bir ISO tarih olmalıdır",
    ],
    [
      { endDate: '2025-02-30' },
      "'endDate' alanı için geçersiz değer: geçerli bir ISO tarih olmalıdır",
    ],
    [{ startDate: 20250101 }, "'startDate' alanının türü hatalı: metin olmalıdır"],
    [{ limit: 0 }, "'limit' alanı için geçersiz değer: en az 1 olmalıdır"],
    [{ limit: 101 }, "'limit' alanı için geçersiz değer: en fazla 100 olmalıdır"],
    [{ offset: -1 }, "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
  ])('refuses %j with 400', async (change, message) => {
    const reply = await coupons(demo, { ...lastQuarter, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
  });

  it('refuses an end before the start and a range over two years', async () => {
    const backwards = await coupons(demo, {
      ...lastQuarter,
      startDate: '2025-03-02',
      endDate: '2025-03-01',
    });
    expect(backwards).toEqual({
      status: 400,
      body: {
        result: false,
        data: { field: 'endDate' },
        message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
      },
    });
    const long = await coupons(
      demo,
      { ...lastQuarter, startDate: '2023-01-01', endDate: '2025-01-01' },
      'en',
    );
    expect(long.body.message).toBe('The date range can be at most 2 years');
    const twoYears = await coupons(demo, {
      ...lastQuarter,
      startDate: '2023-01-01',
      endDate: '2024-12-31',
    });
    expect(twoYears.body.result).toBe(true);
  });
});
