import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BonusEventKind, BonusOffer, ClaimOutcome } from '../../machines/shared/bonus.ts';
import type { CashTransaction } from '../../machines/shared/finance.ts';
import type { HistoryExport, HistoryQuery, HistoryTotals } from '../../machines/shared/history.ts';
import { newKey, playerIdOf } from './cashier.ts';
import { asUser, newPlayer, playerForFile, type TestSession } from './players.ts';
import { seamless, seamlessHarnessForFile, slotToken } from './seamless-calls.ts';

/**
 * The bonus history: bonus_events served by finance list_transactions (category 4),
 * history_totals, export_history and the bonus event types of list_sub_categories. Events on
 * chosen days (the range filters) are written by SQL into player_bonuses and bonus_events as the
 * engine records them; the last part makes them through the bonus engine's own calls.
 */
const h = seamlessHarnessForFile();
const player = playerForFile(h);
const other = playerForFile(h);
let playerId: number;

const OFFER = 9_101;
const DAY = 86_400_000;
/** A day in Turkey's calendar (UTC+3), `offset` days from today. */
const turkishDay = (offset = 0) =>
  new Date(Date.now() + 3 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
/** Noon of that day in Turkey. */
const noonOf = (offset: number) => `${turkishDay(offset)}T12:00:00+03:00`;

async function bonusOf(id: number, period: string): Promise<number> {
  const [row] = await h.db.query<{ id: number }>(
    `INSERT INTO player_bonuses (player_id, offer_id, status, amount, wagering_required, weights,
       excluded_games, period_key, expires_at)
     VALUES ($1, $2, 'converted', 50000, 1000000, '{"slot": 100, "live": 10, "virtual": 50}',
       '[]', $3, now() + interval '30 days') RETURNING id`,
    [id, OFFER, period],
  );
  return row!.id;
}

async function event(
  id: number,
  bonusId: number,
  kind: BonusEventKind,
  amount: number,
  at: string,
) {
  await h.db.query(
    `INSERT INTO bonus_events (player_id, player_bonus_id, kind, amount, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, bonusId, kind, amount, at],
  );
}

let welcome: number;
let later: number;
beforeAll(async () => {
  playerId = await playerIdOf(h.db, player.values.username);
  await h.db.query(
    `INSERT INTO bonus_offers (id, slug, trigger, title_tr, title_en, summary_tr, summary_en,
       percent, max_kurus, wagering_multiplier, repeat)
     VALUES ($1, 'history-test', 'claim', 'Hoş Geldin Bonusu', 'Welcome Bonus', '', '', 50,
       99900, 20, 'daily')`,
    [OFFER],
  );
  welcome = await bonusOf(playerId, 'first');
  later = await bonusOf(playerId, 'second');
  // Ten days ago: the welcome bonus granted, played (a bet rolled back), converted.
  await event(playerId, welcome, 'granted', 50_000, noonOf(-10));
  await event(playerId, welcome, 'wagered', 2_000, noonOf(-10));
  await event(playerId, welcome, 'wagered', 300, noonOf(-10));
  await event(playerId, welcome, 'wagered', -300, noonOf(-10));
  await event(playerId, welcome, 'converted', 41_500, noonOf(-9));
  // Yesterday and today: another granted, then lost.
  await event(playerId, later, 'granted', 20_000, noonOf(-1));
  await event(playerId, later, 'forfeited', 12_345, noonOf(0));
  const otherId = await playerIdOf(h.db, other.values.username);
  await event(otherId, await bonusOf(otherId, 'first'), 'granted', 77_700, noonOf(0));
});

const history = (data: Record<string, unknown>, session: TestSession = player, lang?: string) =>
  h.call<CashTransaction[]>(
    'finance',
    'list_transactions',
    { searchCategory: 4, ...data },
    asUser(session, lang),
  );
const totals = (query: Omit<HistoryQuery, 'kind'>) =>
  h.call<HistoryTotals>('finance', 'history_totals', { kind: 'bonus', ...query }, asUser(player));
const exported = (query: Omit<HistoryQuery, 'kind'>, lang?: string) =>
  h.call<HistoryExport>(
    'finance',
    'export_history',
    { kind: 'bonus', ...query },
    asUser(player, lang),
  );

const NOT_FOUND = { result: false, data: null, message: 'Kayıt Bulunamadı' };

describe('list_transactions, category 4', () => {
  it('lists every event of the player, newest first, as completed category 4 rows', async () => {
    const reply = await history({ limit: 20 });
    expect(reply.body.result).toBe(true);
    expect(reply.body.pagination).toEqual({ limit: 20, offset: 0, total: 7 });
    const rows = reply.body.data;
    expect(rows.map((row) => [row.bonusEvent, row.amount])).toEqual([
      ['forfeited', 12_345],
      ['granted', 20_000],
      ['converted', 41_500],
      ['wagered', -300],
      ['wagered', 300],
      ['wagered', 2_000],
      ['granted', 50_000],
    ]);
    expect(rows[0]).toEqual({
      id: rows[0]!.id,
      transaction_category_id: 4,
      transaction_status: 1002,
      amount: 12_345,
      methodID: 0,
      methodName: 'Hoş Geldin Bonusu',
      createdAt: new Date(noonOf(0)).toISOString(),
      updatedAt: new Date(noonOf(0)).toISOString(),
      reason: '',
      bonusEvent: 'forfeited',
      bonusID: later,
    });
    expect(rows.at(-1)!.bonusID).toBe(welcome);
  });

  it("names the bonus in the caller's language and pages by limit and offset", async () => {
    const reply = await history({ limit: 3, offset: 3 }, player, 'en');
    expect(reply.body.pagination).toEqual({ limit: 3, offset: 3, total: 7 });
    expect(reply.body.data.map((row) => [row.methodName, row.bonusEvent, row.amount])).toEqual([
      ['Welcome Bonus', 'wagered', -300],
      ['Welcome Bonus', 'wagered', 300],
      ['Welcome Bonus', 'wagered', 2_000],
    ]);
  });

  it('filters by event kind (sub categories 401–405) and by Turkey days', async () => {
    const granted = await history({ searchType: 401 });
    expect(granted.body.data.map((row) => row.amount)).toEqual([20_000, 50_000]);
    const wagered = await history({ searchType: 402 });
    expect(wagered.body.data.map((row) => row.amount)).toEqual([-300, 300, 2_000]);
    const forfeited = await history({ searchType: 404 });
    expect(forfeited.body.data.map((row) => row.bonusEvent)).toEqual(['forfeited']);
    const lastWeek = await history({ startDate: turkishDay(-6), endDate: turkishDay(0) });
    expect(lastWeek.body.data.map((row) => row.bonusEvent)).toEqual(['forfeited', 'granted']);
    const yesterday = await history({ startDate: turkishDay(-1), endDate: turkishDay(-1) });
    expect(yesterday.body.data.map((row) => row.amount)).toEqual([20_000]);
  });

  it("answers 'Kayıt Bulunamadı' when nothing matches, and never another player's", async () => {
    expect((await history({ searchType: 405 })).body).toEqual(NOT_FOUND);
    expect((await history({ searchType: 101 })).body).toEqual(NOT_FOUND);
    expect((await history({ status: 1004 })).body).toEqual(NOT_FOUND);
    expect((await history({ startDate: turkishDay(-30), endDate: turkishDay(-20) })).body).toEqual(
      NOT_FOUND,
    );
    const theirs = await history({}, other);
    expect(theirs.body.data.map((row) => row.amount)).toEqual([77_700]);
  });

  it('keeps bonus events out of the finance history', async () => {
    expect((await h.call('finance', 'list_transactions', {}, asUser(player))).body).toEqual(
      NOT_FOUND,
    );
    expect(
      (await h.call('finance', 'list_transactions', { searchType: 401 }, asUser(player))).body,
    ).toEqual(NOT_FOUND);
  });
});

describe('list_sub_categories', () => {
  it('lists the bonus event kinds under category 4, translated', async () => {
    const tr = await h.call('finance', 'list_sub_categories', { categoryID: 4 }, asUser(player));
    expect(tr.body.data).toEqual([
      { id: 401, categoryID: 4, name: 'Bonus verildi' },
      { id: 402, categoryID: 4, name: 'Çevrim' },
      { id: 403, categoryID: 4, name: 'Nakde çevrildi' },
      { id: 404, categoryID: 4, name: 'Bonus iptal edildi' },
      { id: 405, categoryID: 4, name: 'Süresi doldu' },
    ]);
    const en = await h.call(
      'finance',
      'list_sub_categories',
      { categoryID: 4 },
      asUser(player, 'en'),
    );
    expect((en.body.data as { name: string }[]).map((row) => row.name)).toEqual([
      'Bonus granted',
      'Wagering',
      'Converted to cash',
      'Bonus forfeited',
      'Expired',
    ]);
  });
});

describe('history_totals and export_history, bonus tab', () => {
  /** The tab's sums, in the order history_totals answers them. */
  const sums = (granted: number, wagered: number, converted: number, forfeited: number) => [
    { key: 'bonusGranted', amount: granted },
    { key: 'bonusWagered', amount: wagered },
    { key: 'bonusConverted', amount: converted },
    { key: 'bonusForfeited', amount: forfeited },
  ];

  it('sums what was granted, wagered, converted and lost over the whole range', async () => {
    expect((await totals({})).body.data).toEqual({
      count: 7,
      sums: sums(70_000, 2_000, 41_500, 12_345),
    });
    const lastWeek = await totals({ startDate: turkishDay(-6), endDate: turkishDay(0) });
    expect(lastWeek.body.data.count).toBe(2);
    expect(lastWeek.body.data.sums[0]).toEqual({ key: 'bonusGranted', amount: 20_000 });
    const wagered = await totals({ searchType: 402 });
    expect(wagered.body.data.count).toBe(3);
    expect((await totals({ searchType: 301 })).body.data).toEqual({
      count: 0,
      sums: sums(0, 0, 0, 0),
    });
  });

  it('exports the rows the tab shows, amounts signed as the player sees them', async () => {
    const file = (await exported({ startDate: turkishDay(-1), endDate: turkishDay(0) })).body.data;
    expect(file.rows).toBe(2);
    const lines = file.content
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const [forfeited, granted] = await Promise.all([
      history({ searchType: 404 }),
      history({ searchType: 401, limit: 1 }),
    ]);
    const day = (offset: number) => turkishDay(offset).split('-').reverse().join('.');
    expect(lines).toEqual([
      'İşlem No;Tarih;Bonus;İşlem;Tutar (TRY)',
      `${forfeited.body.data[0]!.id};${day(0)} 12:00;Hoş Geldin Bonusu;Bonus iptal edildi;-123,45`,
      `${granted.body.data[0]!.id};${day(-1)} 12:00;Hoş Geldin Bonusu;Bonus verildi;200,00`,
    ]);
    const en = (await exported({ searchType: 402 }, 'en')).body.data;
    expect(en.filename).toBe('bonus-history-all-time.csv');
    expect(
      en.content
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Transaction;Date;Bonus;Event;Amount (TRY)',
      expect.stringMatching(/;Welcome Bonus;Wagering;-3\.00$/),
      expect.stringMatching(/;Welcome Bonus;Wagering;3\.00$/),
      expect.stringMatching(/;Welcome Bonus;Wagering;20\.00$/),
    ]);
  });
});

describe('events made by the bonus engine', () => {
  const claimPromo = async (session: TestSession) => {
    const offer = await h.call<BonusOffer>(
      'bonus',
      'redeem_code',
      { code: 'hosgeldin100' },
      asUser(session),
    );
    expect(offer.body.result).toBe(true);
    const claim = await h.call<ClaimOutcome>(
      'bonus',
      'claim',
      { offerID: offer.body.data.offerID, idempotencyKey: newKey() },
      asUser(session),
    );
    if (claim.body.data.kind !== 'bonus') throw new Error(claim.body.message);
    return claim.body.data.bonus.bonusID;
  };

  it('lists a claimed bonus, then its cancellation as forfeited', async () => {
    const session = await newPlayer(h);
    const bonusID = await claimPromo(session);
    const cancel = await h.call(
      'bonus',
      'cancel',
      { bonusID, idempotencyKey: newKey() },
      asUser(session),
    );
    expect(cancel.body.result).toBe(true);
    const reply = await history({}, session);
    expect(reply.body.data.map((row) => [row.bonusEvent, row.amount, row.bonusID])).toEqual([
      ['forfeited', 10_000, bonusID],
      ['granted', 10_000, bonusID],
    ]);
    expect(reply.body.data[0]!.methodName).toBe('₺100 Promosyon Kodu Bonusu');
  });

  it('lists the stakes a slot bet counted, and takes a rolled-back bet back', async () => {
    const session = await newPlayer(h);
    const bonusID = await claimPromo(session);
    const token = await slotToken(h, session);
    const bet = { token, roundId: randomUUID(), transactionId: randomUUID(), amount: 400 };
    expect((await seamless(h, 'debit', bet)).body).toMatchObject({ ok: true });
    const second = { token, roundId: randomUUID(), transactionId: randomUUID(), amount: 250 };
    expect((await seamless(h, 'debit', second)).body).toMatchObject({ ok: true });
    const rollback = {
      token,
      roundId: second.roundId,
      transactionId: randomUUID(),
      referenceTransactionId: second.transactionId,
    };
    expect((await seamless(h, 'rollback', rollback)).body).toMatchObject({ ok: true });
    const reply = await history({ searchType: 402 }, session);
    expect(reply.body.data.map((row) => [row.amount, row.bonusID])).toEqual([
      [-250, bonusID],
      [250, bonusID],
      [400, bonusID],
    ]);
    const sums = await h.call<HistoryTotals>(
      'finance',
      'history_totals',
      { kind: 'bonus', searchType: 402 },
      asUser(session),
    );
    expect(sums.body.data).toMatchObject({
      count: 3,
      sums: expect.arrayContaining([{ key: 'bonusWagered', amount: 400 }]),
    });
  });

  it('lists a bonus whose days ran out as expired, with what was left of it', async () => {
    const session = await newPlayer(h);
    const bonusID = await claimPromo(session);
    await h.db.query(
      `UPDATE player_bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [bonusID],
    );
    const reply = await history({ searchType: 405 }, session, 'en');
    expect(reply.body.data.map((row) => [row.bonusEvent, row.amount, row.methodName])).toEqual([
      ['expired', 10_000, '₺100 Promo Code Bonus'],
    ]);
    const sums = await h.call<HistoryTotals>(
      'finance',
      'history_totals',
      { kind: 'bonus' },
      asUser(session),
    );
    expect(sums.body.data.sums).toEqual([
      { key: 'bonusGranted', amount: 10_000 },
      { key: 'bonusWagered', amount: 0 },
      { key: 'bonusConverted', amount: 0 },
      { key: 'bonusForfeited', amount: 10_000 },
    ]);
  });
});
