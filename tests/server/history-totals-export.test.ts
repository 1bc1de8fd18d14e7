import { beforeAll, describe, expect, it } from 'vitest';
import type { Coupon } from '../../machines/shared/games.ts';
import type {
  GameRound,
  HistoryExport,
  HistoryQuery,
  HistoryTotals,
} from '../../machines/shared/history.ts';
import type { CashTransaction } from '../../machines/shared/finance.ts';
import { addToRound, cancelRound, openRound, type GamePlay } from '../../server/wallet/rounds.ts';
import { newKey, operator, playerIdOf } from './cashier.ts';
import { harnessForFile } from './harness.ts';
import { asUser, playerForFile, signIn, userTestConfig, type TestSession } from './players.ts';

/** finance history_totals and export_history: the whole filtered range of each history tab. */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);
let playerId: number;
let demo: TestSession;
beforeAll(async () => {
  playerId = await playerIdOf(h.db, player.values.username);
  demo = await signIn(h, 'demo', 'Demo1234');
});

const DAY = 86_400_000;
/** A day in Turkey's calendar (UTC+3), `offset` days from today. */
const turkishDay = (offset = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
const TODAY = turkishDay();

const BANK = { methodID: 1002, branch: 'Nilüfer', account: '12345678', referenceNumber: 'REF2044' };

const totals = (query: HistoryQuery, session: TestSession = player) =>
  h.call<HistoryTotals>('finance', 'history_totals', { ...query }, asUser(session));
const exported = (query: HistoryQuery, session: TestSession = player, lang?: string) =>
  h.call<HistoryExport>('finance', 'export_history', { ...query }, asUser(session, lang));

async function deposit(amount: number): Promise<number> {
  const reply = await h.call<{ transactionID: number }>(
    'prepayServices',
    'processTransaction',
    { type: 'deposit', idempotencyKey: newKey(), ...BANK, amount },
    asUser(player),
  );
  if (!reply.body.result) throw new Error(reply.body.message);
  return reply.body.data.transactionID;
}

/** The CSV's rows without the BOM, split on ';' (the test data holds no quoted separators). */
const rowsOf = (file: HistoryExport) =>
  file.content
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

const sumOf = (totals: HistoryTotals, key: string) =>
  totals.sums.find((s) => s.key === key)?.amount;

describe('finance tab', () => {
  beforeAll(async () => {
    const approved = await deposit(40_000);
    const rejected = await deposit(60_000);
    await operator(h, `transactions/${approved}/approve`, {});
    await operator(h, `transactions/${rejected}/reject`, { reason: '=cmd|calc' });
    for (let i = 0; i < 11; i++) await deposit(10_000 + i);
  });

  it('sums the whole range: completed deposits only, every row counted', async () => {
    const reply = await totals({ kind: 'finance', startDate: turkishDay(-6), endDate: TODAY });
    expect(reply.body.result).toBe(true);
    expect(reply.body.data).toEqual({
      count: 13,
      sums: [
        { key: 'deposited', amount: 40_000 },
        { key: 'withdrawn', amount: 0 },
      ],
    });
  });

  it('counts what the list lists under the same filters', async () => {
    for (const filter of [{ status: 1000 }, { status: 1002 }, { searchCategory: 3 }, {}]) {
      const list = await h.call<CashTransaction[]>(
        'finance',
        'list_transactions',
        { limit: 250, offset: 0, ...filter },
        asUser(player),
      );
      const rows = list.body.result ? list.body.data : [];
      const sums = (await totals({ kind: 'finance', ...filter })).body.data;
      expect(sums.count).toBe(rows.length);
      const completed = rows.filter((r) => r.transaction_status === 1002);
      expect(sumOf(sums, 'deposited')).toBe(completed.reduce((a, r) => a + r.amount, 0));
    }
  });

  it('exports every row of the range, beyond the first page, in Turkish', async () => {
    const reply = await exported({ kind: 'finance', startDate: turkishDay(-6), endDate: TODAY });
    expect(reply.body.result).toBe(true);
    const file = reply.body.data;
    expect(file.filename).toBe(`finans-gecmisi-${turkishDay(-6)}_${TODAY}.csv`);
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    expect(file.rows).toBe(13);
    const [header, ...rows] = rowsOf(file);
    expect(header).toEqual([
      'İşlem No',
      'Tarih',
      'İşlem',
      'Yöntem',
      'Tutar (TRY)',
      'Durum',
      'Hesap',
      'Açıklama',
    ]);
    expect(rows).toHaveLength(13);
    const approved = rows.find((r) => r[4] === '400,00')!;
    expect(approved[2]).toBe('Para Yatırma');
    expect(approved[5]).toBe('Tamamlandı');
    expect(approved[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    // The operator's reason would run as a formula in a spreadsheet: it is text.
    expect(rows.find((r) => r[4] === '600,00')![7]).toBe("'=cmd|calc");
  });

  it('exports in English with English words and a dot as decimal mark', async () => {
    const file = (await exported({ kind: 'finance', status: 1002 }, player, 'en')).body.data;
    expect(file.filename).toBe('finance-history-all-time.csv');
    const [header, ...rows] = rowsOf(file);
    expect(header![0]).toBe('Transaction');
    expect(rows).toEqual([
      [
        expect.any(String),
        expect.any(String),
        'Deposit',
        expect.any(String),
        '400.00',
        'Completed',
        '',
        '',
      ],
    ]);
  });

  it('answers an empty range with a header only', async () => {
    const file = (
      await exported({ kind: 'finance', startDate: '2001-01-01', endDate: '2001-01-31' })
    ).body.data;
    expect(file.rows).toBe(0);
    expect(rowsOf(file)).toHaveLength(1);
  });
});

describe('games tab', () => {
  const slot = (gameName: string): GamePlay => ({
    playerId,
    gameType: 'slot',
    gameId: 2620,
    gameName,
    providerName: 'Boğaziçi Studios',
  });

  beforeAll(async () => {
    await h.db.transaction(async (tx) => {
      const rounds: [string, number, number, 'settled' | 'cancelled' | 'open', number][] = [
        ['İstanbul Nights', 1_000, 2_500, 'settled', 0],
        ['=1+2', 2_000, 0, 'settled', -1],
        ['Kapadokya', 5_000, 0, 'cancelled', -2],
        ['Efes', 500, 0, 'open', -40],
      ];
      for (const [name, bet, win, status, days] of rounds) {
        const at = new Date(Date.now() + days * DAY);
        const round = await openRound(tx, slot(name), `${name}-${days}`, at);
        await addToRound(tx, round.id, { bet, win, final: status !== 'open', at });
        if (status === 'cancelled') await cancelRound(tx, round.id, at);
      }
    });
  });

  it('sums stakes and wins of the range, leaving cancelled rounds out', async () => {
    const week = { kind: 'games' as const, startDate: turkishDay(-6), endDate: TODAY };
    const reply = await totals(week);
    expect(reply.body.data).toEqual({
      count: 3,
      sums: [
        { key: 'staked', amount: 3_000 },
        { key: 'won', amount: 2_500 },
        { key: 'net', amount: -500 },
      ],
    });
    const listed = await h.call<GameRound[]>(
      'finance',
      'list_game_rounds',
      { limit: 250, offset: 0, startDate: week.startDate, endDate: week.endDate },
      asUser(player),
    );
    const net = listed.body.data.reduce((a, r) => a + r.net, 0);
    expect(net).toBe(-500);
  });

  it('filters by round status like the list', async () => {
    const open = await totals({ kind: 'games', roundStatus: 'open' });
    expect(open.body.data.count).toBe(1);
    expect(sumOf(open.body.data, 'staked')).toBe(500);
  });

  it('exports rounds with signed nets, game names neutralised as text', async () => {
    const file = (await exported({ kind: 'games', startDate: turkishDay(-6), endDate: TODAY })).body
      .data;
    const [header, ...rows] = rowsOf(file);
    expect(header).toContain('Sağlayıcı');
    expect(rows.map((r) => [r[2], r[5], r[6], r[7], r[8]])).toEqual(
      expect.arrayContaining([
        ['İstanbul Nights', '10,00', '25,00', '15,00', 'Sonuçlandı'],
        ["'=1+2", '20,00', '0,00', '-20,00', 'Sonuçlandı'],
        ['Kapadokya', '50,00', '0,00', '0,00', 'İptal edildi'],
      ]),
    );
  });
});

describe('bets tab', () => {
  const quarter = { startDate: turkishDay(-89), endDate: TODAY };

  it("counts the demo player's coupons as getCoupons lists them, open and settled apart", async () => {
    const all = await h.call<Coupon[]>(
      'betframe',
      'getCoupons',
      { ...quarter, limit: 100, offset: 0 },
      asUser(demo),
    );
    const open = await h.call<Coupon[]>(
      'betframe',
      'getCoupons',
      { ...quarter, limit: 100, offset: 0, couponState: 'open' },
      asUser(demo),
    );
    expect(open.body.data.length).toBeGreaterThan(0);
    expect(open.body.data.every((c) => c.status === 'open')).toBe(true);
    const sums = {
      all: (await totals({ kind: 'bets', ...quarter }, demo)).body.data,
      open: (await totals({ kind: 'bets', ...quarter, couponState: 'open' }, demo)).body.data,
      settled: (await totals({ kind: 'bets', ...quarter, couponState: 'settled' }, demo)).body.data,
    };
    expect(sums.all.count).toBe(all.body.pagination!.total);
    expect(sums.open.count).toBe(open.body.pagination!.total);
    expect(sums.open.count + sums.settled.count).toBe(sums.all.count);
    const paid = all.body.data.filter((c) => c.status !== 'cancelled');
    expect(sumOf(sums.all, 'paidOut')).toBe(paid.reduce((a, c) => a + c.payout, 0));
  });

  it('exports every coupon of the range with its selections', async () => {
    const file = (await exported({ kind: 'bets', ...quarter }, demo, 'en')).body.data;
    const [header, ...rows] = file.content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^Coupon;Date;Status;Stake \(TRY\)/);
    expect(rows).toHaveLength(file.rows);
    expect(file.rows).toBe((await totals({ kind: 'bets', ...quarter }, demo)).body.data.count);
  });
});

describe('bad payloads', () => {
  it.each([
    ['an unknown kind', { kind: 'casino' }],
    ['no kind', {}],
    ['an impossible date', { kind: 'finance', startDate: '2026-02-30' }],
    ['a number too large', { kind: 'finance', status: 2 ** 40 }],
    ['an unknown game type', { kind: 'games', gameType: 'poker' }],
    ['an unknown coupon state', { kind: 'bets', couponState: 'won' }],
  ])('refuses %s with a message', async (_, data) => {
    for (const method of ['history_totals', 'export_history']) {
      const reply = await h.call('finance', method, data, asUser(player));
      expect(reply.body.result).toBe(false);
      expect(reply.body.message).not.toBe('');
      expect(reply.status).toBe(400);
    }
  });

  it('refuses a range that ends before it starts', async () => {
    const reply = await exported({ kind: 'finance', startDate: TODAY, endDate: turkishDay(-1) });
    expect(reply.body).toMatchObject({
      result: false,
      message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    });
  });

  it('needs a signed-in player', async () => {
    const reply = await h.call('finance', 'history_totals', { kind: 'finance' });
    expect(reply.body.result).toBe(false);
  });
});
