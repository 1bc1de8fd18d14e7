import { describe, expect, it } from 'vitest';
import type { Bank, CashMethodEntry } from '../../machines/shared/finance.ts';
import { presetAmounts } from '../../server/classes/envoy.ts';
import { cashierRows, expectRefused, operator } from './cashier.ts';
import { harnessForFile } from './harness.ts';
import { asUser, newPlayer, playerForFile, userTestConfig, type TestSession } from './players.ts';

/** The cashier's lists: methods and favourites, banks, categories, preset amounts. */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);

const list = async (method: string, data: Record<string, unknown>, lang?: string) =>
  h.call<CashMethodEntry[]>('finance', method, data, asUser(player, lang));

/** Entries as '1301' for a method and 'havale[1001,1002…]' for a group. */
const shape = (entries: CashMethodEntry[]) =>
  entries.map((e) =>
    e.type === 'single'
      ? String(e.methodID)
      : `${e.groupID}[${e.methods.map((m) => m.id).join(',')}]`,
  );

const HAVALE = 'havale[1001,1002,1003,1004,1005,1006,1007,1008]';
const CRYPTO = 'crypto[1601,1602,1603]';

describe('finance list_cash_methods_new', () => {
  it('lists deposit methods highlighted first, then by the operator, banks and crypto grouped', async () => {
    const reply = await list('list_cash_methods_new', { Type: 1 });
    expect(reply.body.result).toBe(true);
    expect(shape(reply.body.data)).toEqual([
      '1301',
      '1501',
      HAVALE,
      '1201',
      '1302',
      '1303',
      '1401',
      CRYPTO,
    ]);
  });

  it('describes each method for its direction: limits, fields, receiver, logo', async () => {
    const reply = await list('list_cash_methods_new', { Type: 1 });
    const havale = reply.body.data.find((e) => e.type === 'group' && e.groupID === 'havale');
    expect(havale).toMatchObject({
      type: 'group',
      Type: 1,
      name: 'Havale / EFT',
      logo: '/media/payment-group/1.svg',
    });
    const garanti = havale?.type === 'group' ? havale.methods[1] : undefined;
    expect(garanti).toEqual({
      id: 1002,
      name: 'Garanti BBVA',
      kind: 'bank_transfer',
      logo: '/media/payment/1002.svg',
      min: 10_000,
      max: 25_000_000,
      fields: ['branch', 'account', 'referenceNumber'],
      instant: false,
      highlighted: false,
      isFavorite: 0,
      bankcode: '00062',
      receiver: {
        owner: 'Anka Ödeme Hizmetleri A.Ş.',
        bankName: 'Garanti BBVA',
        iban: expect.stringMatching(/^TR\d{2}00062/),
      },
    });
    const papara = reply.body.data[0];
    expect(papara).toMatchObject({
      type: 'single',
      methodID: 1301,
      properties: { kind: 'papara', instant: true, highlighted: true, fields: ['walletNumber'] },
    });
  });

  it('lists withdrawal methods with their own limits and fields, never instant', async () => {
    const reply = await list('list_cash_methods_new', { Type: 2 }, 'en');
    expect(shape(reply.body.data)).toEqual(['1101', '1301', '1302', '1303', CRYPTO]);
    const bank = reply.body.data[0];
    expect(bank).toMatchObject({
      type: 'single',
      Type: 2,
      properties: {
        name: 'Bank transfer',
        min: 20_000,
        max: 10_000_000,
        fields: ['bankAccountID'],
        instant: false,
      },
    });
    expect(bank).not.toHaveProperty('properties.receiver');
  });

  it('narrows to one method with methodID', async () => {
    const reply = await list('list_cash_methods_new', { Type: 1, methodID: 1602 });
    expect(shape(reply.body.data)).toEqual(['crypto[1602]']);
  });

  it('refuses a wrong Type, a text Type and a caller without a session', async () => {
    expect((await list('list_cash_methods_new', { Type: 3 })).status).toBe(400);
    expect((await list('list_cash_methods_new', { Type: '1' })).status).toBe(400);
    expect((await list('list_cash_methods_new', {})).status).toBe(400);
    const anonymous = await h.call('finance', 'list_cash_methods_new', { Type: 1 });
    expectRefused(anonymous, 'Oturum süresi doldu');
  });
});

describe('favourite cash methods', () => {
  /** add_, check_ or remove_favorite_cash_method of the file's player. */
  const favourite = (
    change: 'add' | 'check' | 'remove',
    data: Record<string, unknown>,
    session: TestSession = player,
    lang?: string,
  ) => h.call('finance', `${change}_favorite_cash_method`, data, asUser(session, lang));

  it('adds, checks and removes a favourite; favourites come after the highlighted', async () => {
    const before = await favourite('check', { methodID: 1303 });
    expect(before.body.data).toEqual({ isFavorite: 0 });
    const added = await favourite('add', { methodID: 1303 });
    expect(added.body).toEqual({ result: true, data: null, message: 'Favorilere eklendi' });
    await favourite('add', { methodID: 1004 });
    const check = await favourite('check', { methodID: 1303 });
    expect(check.body.data).toEqual({ isFavorite: 1 });

    const all = await list('list_cash_methods_new', { Type: 1 });
    expect(shape(all.body.data)).toEqual([
      '1301',
      '1501',
      'havale[1004,1001,1002,1003,1005,1006,1007,1008]',
      '1303',
      '1201',
      '1302',
      '1401',
      CRYPTO,
    ]);
    const favourites = await list('list_cash_methods', { Type: 1, favorites: 1 });
    expect(shape(favourites.body.data)).toEqual(['havale[1004]', '1303']);
    expect(favourites.body.data[1]).toMatchObject({ properties: { isFavorite: 1 } });

    const removed = await favourite('remove', { methodID: 1303 });
    expect(removed.body.message).toBe('Favorilerden çıkarıldı');
    await favourite('remove', { methodID: 1004 });
    const none = await list('list_cash_methods', { Type: 1, favorites: 1 });
    expect(none.body.data).toEqual([]);
  });

  it('keeps favourites per player', async () => {
    const other = await newPlayer(h);
    await favourite('add', { methodID: 1302 }, other);
    const mine = await list('list_cash_methods', { Type: 1, favorites: 1 });
    expect(mine.body.data).toEqual([]);
  });

  it('refuses an unknown method, a missing one and a wrong type, writing nothing', async () => {
    const rows = await cashierRows(h.db);
    const unknown = await favourite('add', { methodID: 99_999 }, player, 'en');
    expectRefused(unknown, 'Payment method not defined.', 400);
    const missing = await favourite('add', {}, player, 'en');
    expectRefused(missing, 'Payment method not defined.', 400);
    const text = await favourite('add', { methodID: '1301' });
    expect(text.status).toBe(400);
    expect(await cashierRows(h.db)).toEqual(rows);
  });
});

describe('methods switched off by the operator', () => {
  it('are never listed, nor offered presets, until switched on again', async () => {
    const off = await operator(h, 'methods/1301', { enabled: false });
    expect(off.body).toMatchObject({ result: true, data: { id: 1301, enabled: false } });
    try {
      for (const method of ['list_cash_methods_new', 'list_cash_methods']) {
        const reply = await list(method, { Type: 2 });
        expect(shape(reply.body.data)).not.toContain('1301');
      }
      const highlighted = await list('list_highlighted_cash_methods', { Type: 1 });
      expect(shape(highlighted.body.data)).toEqual(['1501']);
      const presets = await h.call(
        'envoy',
        'getDepositAmounts',
        { bankcode: 'papara' },
        asUser(player),
      );
      expectRefused(presets, 'Ödeme yöntemi tanımlı değil.', 400);
    } finally {
      await operator(h, 'methods/1301', { enabled: true });
    }
    const highlighted = await list('list_highlighted_cash_methods', { Type: 1 });
    expect(shape(highlighted.body.data)).toEqual(['1301', '1501']);
  });
});

describe('envoy getDepositAmounts', () => {
  it("answers 4–6 round amounts inside the method's deposit range", async () => {
    const bank = await h.call('envoy', 'getDepositAmounts', { bankcode: '00062' }, asUser(player));
    expect(bank.body.data).toEqual({ amounts: [10_000, 20_000, 25_000, 50_000, 75_000, 100_000] });
    const qr = await h.call('envoy', 'getDepositAmounts', { bankcode: 'qr' }, asUser(player));
    expect(qr.body.data).toEqual({ amounts: [5_000, 10_000, 20_000, 25_000, 50_000, 75_000] });
  });

  it('falls back to even steps for a narrow range', () => {
    expect(presetAmounts(10_000, 30_000)).toEqual([10_000, 16_700, 23_300, 30_000]);
  });

  it('refuses an unknown bank code and a missing one', async () => {
    const unknown = await h.call(
      'envoy',
      'getDepositAmounts',
      { bankcode: 'nope' },
      asUser(player, 'en'),
    );
    expectRefused(unknown, 'Payment method not defined.', 400);
    expect((await h.call('envoy', 'getDepositAmounts', {}, asUser(player))).status).toBe(400);
    const nul = await h.call(
      'envoy',
      'getDepositAmounts',
      { bankcode: 'qr\u0000' },
      asUser(player),
    );
    expect(nul.status).toBe(400);
  });
});

describe('finance list_banks and the named lists', () => {
  it('lists the Turkish banks of a type by their IBAN code', async () => {
    const banks = await h.call<Bank[]>('finance', 'list_banks', { typeID: 1 }, asUser(player));
    expect(banks.body.data).toHaveLength(17);
    expect(banks.body.data[0]).toEqual({
      bankID: 1,
      name: 'Ziraat Bankası',
      code: '00010',
      typeID: 1,
    });
    expect(banks.body.data.map((b) => b.code)).toEqual(
      expect.arrayContaining(['00062', '00064', '00046', '00067', '00111', '00015', '00012']),
    );
    const byDefault = await h.call<Bank[]>('finance', 'list_banks', {}, asUser(player));
    expect(byDefault.body.data).toEqual(banks.body.data);
    const participation = await h.call<Bank[]>(
      'finance',
      'list_banks',
      { typeID: 2 },
      asUser(player),
    );
    expect(participation.body.data.map((b) => b.name)).toContain('Kuveyt Türk');
  });

  it('names statuses, categories and method kinds in the language asked', async () => {
    const statuses = await h.call('finance', 'list_types_frontend', {}, asUser(player, 'en'));
    expect(statuses.body.data).toContainEqual({ id: 1000, name: 'Pending' });
    expect(statuses.body.data).toHaveLength(7);
    const categories = await h.call('finance', 'list_categories', {}, asUser(player));
    expect(categories.body.data).toEqual([
      { id: 1, name: 'Para Yatırma' },
      { id: 2, name: 'Bildirim' },
      { id: 3, name: 'Para Çekme' },
      { id: 4, name: 'Bonus' },
      { id: 5, name: 'Casino' },
      { id: 6, name: 'Spor' },
    ]);
    const withdrawals = await h.call(
      'finance',
      'list_sub_categories',
      { categoryID: 3 },
      asUser(player, 'en'),
    );
    expect(withdrawals.body.data).toEqual([
      { id: 301, categoryID: 3, name: 'Bank transfer' },
      { id: 303, categoryID: 3, name: 'Papara' },
      { id: 304, categoryID: 3, name: 'Payfix' },
      { id: 305, categoryID: 3, name: 'Mefete' },
      { id: 308, categoryID: 3, name: 'Cryptocurrency' },
    ]);
    const all = await h.call<unknown[]>('finance', 'list_sub_categories', {}, asUser(player));
    expect(all.body.data).toHaveLength(18);
  });
});

describe('payment logos', () => {
  it('serves each method and group logo as SVG', async () => {
    for (const path of ['/media/payment/1301.svg', '/media/payment-group/1-en.svg']) {
      const response = await fetch(`${h.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await fetch(`${h.baseUrl}/media/payment/9.svg`)).status).toBe(404);
  });
});
