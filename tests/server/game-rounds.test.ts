import { beforeAll, describe, expect, it } from 'vitest';
import type { Pagination } from '../../machines/shared/contract.ts';
import type { GameRound } from '../../machines/shared/history.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import type { GamePlay } from '../../server/wallet/rounds.ts';
import { balanceOf, expectSoundLedger } from './cashier.ts';
import { asUser, signIn, type TestSession } from './players.ts';
import { newGambler, playRound, seamlessHarnessForFile, type Gambler } from './seamless-calls.ts';

/** finance list_game_rounds, and the demo player's seeded rounds. */
const h = seamlessHarnessForFile();

const list = (session: TestSession, data: Record<string, unknown> = {}, lang?: string) =>
  h.call<GameRound[]>('finance', 'list_game_rounds', data, asUser(session, lang));

const slot = (playerId: number): GamePlay => ({
  playerId,
  gameType: 'slot',
  gameId: 2620,
  gameName: 'İstanbul Nights',
  providerName: 'Boğaziçi Studios',
});
const live = (playerId: number): GamePlay => ({
  playerId,
  gameType: 'live',
  gameId: 5,
  gameName: 'Rulet',
  providerName: 'Live Studio',
});

describe('the demo player', () => {
  it('has past rounds on a fresh start and still the documented 1,250.00 TRY', async () => {
    const demo = await signIn(h, 'demo', DEMO_PASSWORD);
    expect(await balanceOf(h, demo)).toBe(125_000);
    const reply = await list(demo, { limit: 250 });
    expect(reply.body.result).toBe(true);
    const seeded = reply.body.data;
    expect(seeded.map((r) => [r.gameType, r.bet, r.win, r.net, r.status])).toEqual([
      ['live', 4_000, 9_000, 5_000, 'settled'],
      ['virtual', 1_000, 0, 0, 'cancelled'],
      ['virtual', 2_500, 5_500, 3_000, 'settled'],
      ['live', 10_000, 0, -10_000, 'settled'],
      ['slot', 2_000, 9_000, 7_000, 'settled'],
      ['slot', 5_000, 0, -5_000, 'settled'],
    ]);
    expect(seeded.reduce((sum, r) => sum + r.net, 0)).toBe(0);
    expect(seeded.at(-1)).toMatchObject({ gameName: 'İstanbul Nights', gameID: 2620 });
    const days = seeded.map((r) => (Date.now() - Date.parse(r.createdAt)) / 86_400_000);
    expect(Math.round(days.at(-1)!)).toBe(35);
    expect(Math.round(days[0]!)).toBe(2);
    await expectSoundLedger(h.db);
  });
});

describe('finance list_game_rounds', () => {
  let p: Gambler;
  beforeAll(async () => {
    p = await newGambler(h, 1_000_000);
    // 21:30 UTC on 1 January is already 2 January in Turkey (UTC+3).
    await playRound(h.db, slot(p.id), new Date('2026-01-01T20:59:00Z'), 1_000, 0);
    await playRound(h.db, slot(p.id), new Date('2026-01-01T21:30:00Z'), 2_000, 5_000);
    await playRound(h.db, live(p.id), new Date('2026-01-02T12:00:00Z'), 3_000, null);
    await playRound(h.db, live(p.id), new Date('2026-01-03T10:00:00Z'), 4_000, undefined);
  });

  it('answers the rounds newest first, with net and status as the history shows them', async () => {
    const reply = await list(p.session);
    expect(reply.body.result).toBe(true);
    expect(reply.body.pagination).toEqual({ limit: 10, offset: 0, total: 4 } satisfies Pagination);
    const [open, cancelled, won, lost] = reply.body.data;
    expect(open).toMatchObject({
      gameType: 'live',
      gameID: 5,
      gameName: 'Rulet',
      providerName: 'Live Studio',
      bet: 4_000,
      win: 0,
      net: -4_000,
      status: 'open',
      createdAt: '2026-01-03T10:00:00.000Z',
      settledAt: null,
    });
    expect(cancelled).toMatchObject({ bet: 3_000, win: 0, net: 0, status: 'cancelled' });
    expect(won).toMatchObject({
      gameType: 'slot',
      bet: 2_000,
      win: 5_000,
      net: 3_000,
      status: 'settled',
      settledAt: '2026-01-01T21:30:00.000Z',
    });
    expect(lost).toMatchObject({ bet: 1_000, win: 0, net: -1_000 });
    expect(typeof won!.roundID).toBe('number');
  });

  it("filters by Turkey's days, inclusive", async () => {
    const day = async (startDate: string, endDate: string) =>
      (await list(p.session, { startDate, endDate })).body.data.map((r) => r.bet);
    expect(await day('2026-01-01', '2026-01-01')).toEqual([1_000]);
    expect(await day('2026-01-02', '2026-01-02')).toEqual([3_000, 2_000]);
    expect(await day('2026-01-02', '2026-01-03')).toEqual([4_000, 3_000, 2_000]);
    expect(await day('2026-01-04', '2026-01-30')).toEqual([]);
  });

  it('filters by game type and status, and pages', async () => {
    const bets = async (data: Record<string, unknown>) =>
      (await list(p.session, data)).body.data.map((r) => r.bet);
    expect(await bets({ gameType: 'slot' })).toEqual([2_000, 1_000]);
    expect(await bets({ gameType: 'virtual' })).toEqual([]);
    expect(await bets({ status: 'cancelled' })).toEqual([3_000]);
    expect(await bets({ gameType: 'live', status: 'open' })).toEqual([4_000]);
    const page = await list(p.session, { limit: 2, offset: 2 });
    expect(page.body.data.map((r) => r.bet)).toEqual([2_000, 1_000]);
    expect(page.body.pagination).toEqual({ limit: 2, offset: 2, total: 4 });
  });

  it("answers only the caller's rounds", async () => {
    const other = await newGambler(h, 0);
    const reply = await list(other.session);
    expect(reply.body).toMatchObject({ result: true, data: [] });
    expect(reply.body.pagination).toMatchObject({ total: 0 });
  });

  it('refuses a call without a session', async () => {
    const reply = await h.call('finance', 'list_game_rounds', {});
    expect(reply.body).toMatchObject({ result: false, message: 'Oturum süresi doldu' });
  });

  it.each([
    ['limit', 0],
    ['limit', 251],
    ['limit', 'ten'],
    ['offset', -1],
    ['startDate', '2026-02-30'],
    ['endDate', '02.01.2026'],
    ['gameType', 'poker'],
    ['status', 'won'],
  ])('refuses %s %j with a translated message', async (field, value) => {
    const tr = await list(p.session, { [field]: value });
    expect(tr.body.result).toBe(false);
    expect(tr.body.message).toMatch(/\S/);
    const en = await list(p.session, { [field]: value }, 'en');
    expect(en.body.result).toBe(false);
    expect(en.body.message).not.toBe(tr.body.message);
  });
});
