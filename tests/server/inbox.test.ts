import { describe, expect, it } from 'vitest';
import type {
  MassMessage,
  PlayerNotification,
  UnreadCount,
} from '../../machines/shared/history.ts';
import { runCli } from '../../server/cli.ts';
import {
  addBankAccount,
  expectRefused,
  fund,
  newKey,
  reportBankDeposit,
  operator,
  playerIdOf,
  withdraw,
} from './cashier.ts';
import { OPERATOR_TOKEN, harnessForFile, type Reply } from './harness.ts';
import { asUser, newPlayer, userTestConfig, type TestSession } from './players.ts';

/** Notifications (list_transactions category 2), mass messages and the unread counts. */
const h = harnessForFile({ config: userTestConfig() });

const NOTIFICATIONS = { searchCategory: 2, status: 1003, OrderDir: -1, OrderPar: 'DATE' };

const notifications = (player: TestSession, data: Record<string, unknown> = {}, lang?: string) =>
  h.call<PlayerNotification[]>(
    'finance',
    'list_transactions',
    { ...NOTIFICATIONS, limit: 250, ...data },
    asUser(player, lang),
  );

const titles = async (player: TestSession, lang?: string) =>
  (await notifications(player, {}, lang)).body.data.map((n) => n.title);

const unread = async (player: TestSession) =>
  (await h.call<UnreadCount>('crm', 'unread_count', {}, asUser(player))).body.data;

const bankDeposit = (player: TestSession, amount: number) =>
  reportBankDeposit(h, player, amount, 'INBOX-1');

const decide = (id: number, decision: string, body: object = {}) =>
  operator(h, `transactions/${id}/${decision}`, body);

/** A message to every player through the operator's endpoint. */
const send = async (
  titleTr: string,
  body: Record<string, unknown> = {},
  token = OPERATOR_TOKEN,
) => {
  const response = await fetch(`${h.operatorUrl}/operator/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify({
      titleTr,
      bodyTr: `${titleTr} gövde`,
      titleEn: `${titleTr} EN`,
      bodyEn: `${titleTr} body`,
      ...body,
    }),
  });
  return { status: response.status, body: await response.json() } as Reply<{ id: number }>;
};

const messages = (player: TestSession, data: Record<string, unknown> = {}, lang?: string) =>
  h.call<MassMessage[]>('crm', 'list_mass_messages', data, asUser(player, lang));

const markRead = (player: TestSession, kind: string, ids: unknown) =>
  h.call<UnreadCount>('crm', 'mark_read', { kind, ids }, asUser(player));

describe('notifications', () => {
  it('tells the player of a deposit received and approved by the operator, unread', async () => {
    const player = await newPlayer(h);
    expectRefused(await notifications(player), 'Kayıt Bulunamadı');
    expect(await unread(player)).toEqual({ notifications: 0, messages: expect.any(Number) });

    // Below the lottery's 250 TRY: no ticket, so no ticket notification either.
    const id = await bankDeposit(player, 24_500);
    expect(await titles(player)).toEqual(['Para yatırma talebiniz alındı']);
    await decide(id, 'approve');

    const reply = await notifications(player);
    expect(reply.body.pagination).toEqual({ limit: 250, offset: 0, total: 2 });
    expect(reply.body.data[0]).toEqual({
      id: expect.any(Number),
      transaction_category_id: 2,
      transaction_status: 1003,
      amount: 24_500,
      title: 'Para yatırma işleminiz tamamlandı',
      message: 'Yapı Kredi ile yatırdığınız ₺245,00 hesabınıza eklendi.',
      relatedTransactionID: id,
      read: false,
      createdAt: expect.any(String),
    });
    expect((await unread(player)).notifications).toBe(2);
  });

  it('words the same notifications in the language the player reads them in', async () => {
    const player = await newPlayer(h);
    const id = await bankDeposit(player, 123_456);
    await decide(id, 'reject', { reason: 'Dekont okunamadı' });
    const [rejected] = (await notifications(player, {}, 'en')).body.data;
    expect(rejected).toMatchObject({
      title: 'Your deposit was rejected',
      message: 'Your deposit of ₺1,234.56 by Yapı Kredi was rejected. Reason: Dekont okunamadı',
    });
    expect(await titles(player, 'tr')).toEqual([
      'Para yatırma talebiniz reddedildi',
      'Para yatırma talebiniz alındı',
    ]);
  });

  it('follows a withdrawal through approval, payment, rejection and cancellation', async () => {
    const player = await newPlayer(h);
    await fund(h.db, await playerIdOf(h.db, player.values.username), 500_000);
    const { bankAccountID } = await addBankAccount(h, player);
    const paid = await withdraw(h, player, { methodID: 1101, amount: 100_000, bankAccountID });
    await decide(paid.id, 'approve');
    await decide(paid.id, 'pay');
    const rejected = await withdraw(h, player, { methodID: 1101, amount: 20_000, bankAccountID });
    await decide(rejected.id, 'reject', { reason: 'IBAN adınıza değil' });
    await operator(h, 'settings', { withdrawalCancel: true });
    const cancelled = await withdraw(h, player, { methodID: 1101, amount: 30_000, bankAccountID });
    await h.call(
      'finance',
      'cancel_withdrawal',
      { transactionID: cancelled.id, idempotencyKey: newKey() },
      asUser(player),
    );
    await operator(h, 'settings', { withdrawalCancel: false });

    const rows = (await notifications(player, {}, 'en')).body.data;
    expect(rows.map((n) => [n.relatedTransactionID, n.title])).toEqual([
      [cancelled.id, 'Your withdrawal was cancelled'],
      [cancelled.id, 'Your withdrawal request was received'],
      [rejected.id, 'Your withdrawal was rejected'],
      [rejected.id, 'Your withdrawal request was received'],
      [paid.id, 'Your withdrawal was paid'],
      [paid.id, 'Your withdrawal was approved'],
      [paid.id, 'Your withdrawal request was received'],
    ]);
    expect(rows[2]!.message).toContain('Reason: IBAN adınıza değil');
    const oldestFirst = await notifications(player, { OrderDir: 1, limit: 2, offset: 0 });
    expect(oldestFirst.body.data.map((n) => n.relatedTransactionID)).toEqual([paid.id, paid.id]);
    expect(oldestFirst.body.pagination).toEqual({ limit: 2, offset: 0, total: 7 });
  });

  it('tells of a deposit whose payment page ran out', async () => {
    const player = await newPlayer(h);
    const id = await bankDeposit(player, 30_000);
    await h.db.query(`UPDATE cash_transactions SET expires_at = now() WHERE id = $1`, [id]);
    expect(await titles(player)).toEqual([
      'Para yatırma talebinizin süresi doldu',
      'Para yatırma talebiniz alındı',
    ]);
  });

  it('filters by Turkey’s days and refuses an inverted range', async () => {
    const player = await newPlayer(h);
    await bankDeposit(player, 40_000);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await notifications(player, { startDate: '2020-01-01', endDate: today });
    expect(inRange.body.data).toHaveLength(1);
    expectRefused(
      await notifications(player, { startDate: '2020-01-01', endDate: '2020-12-31' }),
      'Kayıt Bulunamadı',
    );
    expectRefused(
      await notifications(player, { startDate: today, endDate: '2020-01-01' }),
      'Bitiş tarihi başlangıç tarihinden önce olamaz',
      400,
    );
    expectRefused(await notifications(player, { status: 1002 }), 'Kayıt Bulunamadı');
    const cash = await h.call('finance', 'list_transactions', {}, asUser(player));
    expect(cash.body.data).toEqual([expect.objectContaining({ transaction_category_id: 1 })]);
  });

  it('marks only the player’s own notifications read', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    await bankDeposit(player, 40_000);
    await bankDeposit(other, 40_000);
    const [mine] = (await notifications(player)).body.data;
    const [theirs] = (await notifications(other)).body.data;

    const marked = await markRead(player, 'notification', [mine!.id, theirs!.id]);
    expect(marked.body).toMatchObject({ result: true, data: { notifications: 0 } });
    expect((await notifications(player)).body.data[0]!.read).toBe(true);
    expect((await notifications(other)).body.data[0]!.read).toBe(false);
    expect((await unread(other)).notifications).toBe(1);
  });
});

describe('mass messages', () => {
  it('refuses senders without the operator token and messages missing a language', async () => {
    expectRefused(await send('Yetkisiz', {}, 'wrong'), 'Bu işlem için yetkiniz yok', 401);
    const missing = await send('Eksik', { bodyEn: '   ' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Zorunlu alan eksik: 'bodyEn'");
    expect((await send('x'.repeat(121))).status).toBe(400);
  });

  it('reaches every player in their language, newest first, each with their own read flag', async () => {
    const player = await newPlayer(h);
    const other = await newPlayer(h);
    const before = (await unread(player)).messages;
    const first = await send('Hafta sonu turnuvası', { bodyTr: 'Satır 1\n\n<b>Satır 2</b>' });
    const second = await send('Yeni oyunlar');
    expect(first.body.result).toBe(true);

    const tr = await messages(player, { limit: 1, offset: 0 });
    expect(tr.body.data).toEqual([
      {
        id: second.body.data.id,
        title: 'Yeni oyunlar',
        body: 'Yeni oyunlar gövde',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(tr.body.pagination).toEqual({ limit: 1, offset: 0, total: before + 2 });
    const next = await messages(player, { limit: 1, offset: 1 }, 'en');
    expect(next.body.data[0]).toMatchObject({
      id: first.body.data.id,
      title: 'Hafta sonu turnuvası EN',
    });
    const trFirst = await messages(player, { limit: 1, offset: 1 });
    expect(trFirst.body.data[0]!.body).toBe('Satır 1\n\n<b>Satır 2</b>');

    expect((await unread(player)).messages).toBe(before + 2);
    const marked = await markRead(player, 'message', [first.body.data.id, 999_999_999]);
    expect(marked.body.data.messages).toBe(before + 1);
    const page = (await messages(player, { limit: 2 })).body.data;
    expect(page.map((m) => m.read)).toEqual([false, true]);
    expect((await unread(other)).messages).toBe(before + 2);
  });

  it('answers Kayıt Bulunamadı past the last page', async () => {
    const player = await newPlayer(h);
    expectRefused(await messages(player, { offset: 10_000 }), 'Kayıt Bulunamadı');
  });

  it('is sent and listed with npm run messages', async () => {
    const cli = (...argv: string[]) => runCli(['messages', ...argv], h.cliEnv);
    const line = await cli(
      'send',
      '--title-tr',
      'Bakım duyurusu',
      '--body-tr',
      'Gece bakım var.',
      '--title-en',
      'Maintenance notice',
      '--body-en',
      'Maintenance tonight.',
    );
    expect(line).toMatch(
      /^sent #\d+ .* read by 0 {2}Bakım duyurusu \/ Maintenance notice {2}\(console\)$/,
    );
    expect(await cli('list', '--limit', '1')).toContain('Bakım duyurusu / Maintenance notice');
    const player = await newPlayer(h);
    const [latest] = (await messages(player, {}, 'en')).body.data;
    expect(latest).toMatchObject({ title: 'Maintenance notice', body: 'Maintenance tonight.' });
    await expect(cli('send', '--title-tr', 'Yarım')).rejects.toThrow(/^400: /);
    await expect(cli('shout')).rejects.toThrow(/usage: npm run messages/);
  });
});

describe('payloads', () => {
  it('refuses bad list, mark_read and unread_count payloads with a translated message', async () => {
    const player = await newPlayer(h);
    const cases: [Promise<Reply>, string][] = [
      [messages(player, { limit: 51 }), "'limit' alanı için geçersiz değer: en fazla 50 olmalıdır"],
      [messages(player, { limit: '5' }), "'limit' alanının türü hatalı: sayı olmalıdır"],
      [messages(player, { offset: -1 }), "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
      [markRead(player, 'notification', []), "'ids' alanı için geçersiz değer: en az 1 olmalıdır"],
      [
        markRead(
          player,
          'notification',
          Array.from({ length: 251 }, (_, i) => i + 1),
        ),
        "'ids' alanı için geçersiz değer: en fazla 250 olmalıdır",
      ],
      [markRead(player, 'notification', ['1']), "'ids[0]' alanının türü hatalı: sayı olmalıdır"],
      [
        markRead(player, 'notification', [1e300]),
        "'ids[0]' alanı için geçersiz değer: en fazla 9007199254740991 olmalıdır",
      ],
      [
        markRead(player, 'notification', [1.5]),
        "'ids[0]' alanı için geçersiz değer: tam sayı olmalıdır",
      ],
      [
        markRead(player, 'everything', [1]),
        "'kind' alanı için geçersiz değer; izin verilenler: notification, message",
      ],
      [markRead(player, 'message', 7), "'ids' alanının türü hatalı: dizi olmalıdır"],
      [
        notifications(player, { startDate: '2025-02-30' }),
        "'startDate' alanı için geçersiz değer: geçerli bir ISO tarih olmalıdır",
      ],
      [
        notifications(player, { limit: 251 }),
        "'limit' alanı için geçersiz değer: en fazla 250 olmalıdır",
      ],
    ];
    for (const [reply, message] of cases) expectRefused(await reply, message, 400);
  });

  it('asks for a session', async () => {
    for (const method of ['list_mass_messages', 'unread_count']) {
      expectRefused(await h.call('crm', method, {}), 'Oturum süresi doldu');
    }
    expectRefused(
      await h.call('crm', 'mark_read', { kind: 'message', ids: [1] }),
      'Oturum süresi doldu',
    );
  });
});
