import { describe, expect, it } from 'vitest';
import type {
  LotteryTicket,
  PlayerNotification,
  TicketCampaign,
} from '../../machines/shared/history.ts';
import { runCli } from '../../server/cli.ts';
import { expectRefused, expectSoundLedger, operator, reportBankDeposit } from './cashier.ts';
import { OPERATOR_TOKEN, harnessForFile, type Reply } from './harness.ts';
import { asUser, newPlayer, userTestConfig, type TestSession } from './players.ts';

/** The New Year lottery: the operator's campaign, tickets for qualifying deposits, list_tickets. */
const h = harnessForFile({ config: userTestConfig() });
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

const setCampaign = async (change: Partial<TicketCampaign>, token = OPERATOR_TOKEN) => {
  const response = await fetch(`${h.operatorUrl}/operator/tickets/campaign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify(change),
  });
  return { status: response.status, body: await response.json() } as Reply<TicketCampaign>;
};

/** Open now: deposits of 250 TRY or more completed in the next day earn a ticket. */
const OPEN = () => ({ startsAt: at(-24), endsAt: at(24), minAmount: 25_000, drawAt: at(48) });

const bankDeposit = (player: TestSession, amount: number) =>
  reportBankDeposit(h, player, amount, 'NY-1');

const approve = (id: number) => operator(h, `transactions/${id}/approve`, {});

const tickets = (player: TestSession, data: Record<string, unknown> = {}) =>
  h.call<LotteryTicket[]>('finance', 'list_tickets', data, asUser(player));

const numbers = async (player: TestSession, data: Record<string, unknown> = {}) => {
  const reply = await tickets(player, data);
  return reply.body.result ? reply.body.data.map((t) => t.ticketNumber) : [];
};

describe('the campaign', () => {
  it('is seeded for the current season and answered by ticket_campaign', async () => {
    const player = await newPlayer(h);
    const reply = await h.call<TicketCampaign>('finance', 'ticket_campaign', {}, asUser(player));
    const campaign = reply.body.data;
    expect(Date.parse(campaign.startsAt)).toBeLessThan(Date.now());
    expect(campaign.endsAt).toMatch(/^\d{4}-12-31T21:00:00\.000Z$/);
    expect(Date.parse(campaign.drawAt) - Date.parse(campaign.endsAt)).toBe(20 * HOUR);
    expect(campaign.minAmount).toBe(25_000);
  });

  it('is changed by the operator only, in order, with real dates', async () => {
    expectRefused(await setCampaign(OPEN(), 'wrong'), 'Bu işlem için yetkiniz yok', 401);
    expectRefused(
      await setCampaign({ startsAt: at(5), endsAt: at(1) }),
      'Kampanya bitmeden başlamalı ve çekiliş bitişten önce olamaz',
      400,
    );
    expectRefused(
      await setCampaign({ ...OPEN(), drawAt: at(1) }),
      'Kampanya bitmeden başlamalı ve çekiliş bitişten önce olamaz',
      400,
    );
    expect((await setCampaign({ startsAt: 'soon' })).status).toBe(400);
    expect((await setCampaign({ endsAt: '+275760-09-13T00:00:00Z' })).status).toBe(400);
    expect((await setCampaign({ minAmount: 0 })).status).toBe(400);
    expect((await setCampaign({ minAmount: 1e300 })).status).toBe(400);
    const set = await setCampaign({
      startsAt: '2024-12-01T00:00:00+03:00',
      endsAt: '2025-01-01T00:00:00+03:00',
      minAmount: 25_000,
      drawAt: '2025-01-01T20:00:00+03:00',
    });
    expect(set.body.data).toEqual({
      startsAt: '2024-11-30T21:00:00.000Z',
      endsAt: '2024-12-31T21:00:00.000Z',
      minAmount: 25_000,
      drawAt: '2025-01-01T17:00:00.000Z',
    });
  });

  it(
    'keeps both of two partial changes made at the same moment',
    { tags: ['postgres'] },
    async () => {
      const open = OPEN();
      await setCampaign(open);
      const later = at(72);
      await Promise.all([setCampaign({ minAmount: 40_000 }), setCampaign({ drawAt: later })]);
      const player = await newPlayer(h);
      const reply = await h.call<TicketCampaign>('finance', 'ticket_campaign', {}, asUser(player));
      expect(reply.body.data).toEqual({ ...open, minAmount: 40_000, drawAt: later });
    },
  );

  it('is shown and changed with npm run messages -- tickets', async () => {
    const cli = (...argv: string[]) => runCli(['messages', 'tickets', ...argv], h.cliEnv);
    const open = OPEN();
    const line = await cli(
      ...['--from', open.startsAt, '--to', open.endsAt, '--min', '30000', '--draw', open.drawAt],
    );
    expect(line).toBe(
      `lottery: deposits of at least 300,00 TRY completed from ${open.startsAt} until ` +
        `${open.endsAt} earn a ticket; draw at ${open.drawAt}`,
    );
    expect(await cli()).toBe(line);
    await expect(cli('--from', open.endsAt, '--to', open.startsAt)).rejects.toThrow(/^400: /);
  });
});

describe('tickets', () => {
  it('are earned once by each deposit completed in the window with the minimum', async () => {
    const campaign = OPEN();
    await setCampaign(campaign);
    const player = await newPlayer(h);
    expectRefused(await tickets(player), 'Kayıt Bulunamadı');

    const qualifying = await bankDeposit(player, 25_000);
    const small = await bankDeposit(player, 24_999);
    await bankDeposit(player, 100_000); // still waiting for the operator
    const rejected = await bankDeposit(player, 100_000);
    await approve(qualifying);
    await approve(small);
    await operator(h, `transactions/${rejected}/reject`, { reason: 'Dekont yok' });
    expect((await approve(qualifying)).status).toBe(409);

    const reply = await tickets(player);
    expect(reply.body.data).toEqual([
      {
        ticketNumber: expect.stringMatching(/^YB\d{2}-\d{6}$/),
        transactionID: qualifying,
        amount: 25_000,
        depositedAt: expect.any(String),
        drawAt: campaign.drawAt,
      },
    ]);
    expect(reply.body.pagination).toEqual({ limit: 50, offset: 0, total: 1 });

    const notices = await h.call<PlayerNotification[]>(
      'finance',
      'list_transactions',
      { searchCategory: 2, status: 1003, limit: 250 },
      asUser(player, 'en'),
    );
    const notice = notices.body.data.find((n) => n.title === 'Your New Year lottery ticket');
    expect(notice).toMatchObject({
      title: 'Your New Year lottery ticket',
      message: `Your deposit of ₺250.00 earned you lottery ticket ${reply.body.data[0]!.ticketNumber}.`,
      relatedTransactionID: qualifying,
    });
  });

  it('are not earned outside the window', async () => {
    const player = await newPlayer(h);
    const before = await bankDeposit(player, 50_000);
    const after = await bankDeposit(player, 50_000);
    await setCampaign({ startsAt: at(2), endsAt: at(3), drawAt: at(4) });
    await approve(before);
    await setCampaign({ startsAt: at(-3), endsAt: at(-2), drawAt: at(4) });
    await approve(after);
    expectRefused(await tickets(player), 'Kayıt Bulunamadı');
  });

  it(
    'are earned once when the operator approves twice at the same moment',
    { tags: ['postgres'] },
    async () => {
      await setCampaign(OPEN());
      const player = await newPlayer(h);
      const id = await bankDeposit(player, 80_000);
      const replies = await Promise.all([approve(id), approve(id), approve(id)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await numbers(player)).toHaveLength(1);
      await expectSoundLedger(h.db);
    },
  );

  it('are found by part of their number, newest first, a page at a time', async () => {
    await setCampaign(OPEN());
    const player = await newPlayer(h);
    for (let i = 0; i < 3; i++) await approve(await bankDeposit(player, 30_000 + i));
    const all = await numbers(player);
    expect(all).toHaveLength(3);
    const amounts = (await tickets(player)).body.data.map((t) => t.amount);
    expect(amounts).toEqual([30_002, 30_001, 30_000]);

    const target = all[1]!;
    expect(await numbers(player, { search: target.slice(-6).toLowerCase() })).toEqual([target]);
    expect(await numbers(player, { search: ` ${target.toLowerCase()} ` })).toEqual([target]);
    expectRefused(await tickets(player, { search: 'ZZ-999999' }), 'Kayıt Bulunamadı');
    const second = await tickets(player, { limit: 1, offset: 1 });
    expect(second.body.data.map((t) => t.ticketNumber)).toEqual([target]);
    expect(second.body.pagination).toEqual({ limit: 1, offset: 1, total: 3 });

    const other = await newPlayer(h);
    expectRefused(await tickets(other, { search: target }), 'Kayıt Bulunamadı');
  });

  it('refuses bad payloads with a translated message', async () => {
    const player = await newPlayer(h);
    const cases: [Record<string, unknown>, string][] = [
      [{ search: '%' }, "'search' alanı için geçersiz değer: geçersiz"],
      [{ search: "1' OR '1'='1" }, "'search' alanı için geçersiz değer: geçersiz"],
      [{ search: 'A'.repeat(33) }, "'search' alanı için geçersiz değer: geçersiz"],
      [{ search: 12 }, "'search' alanının türü hatalı: metin olmalıdır"],
      [{ limit: 0 }, "'limit' alanı için geçersiz değer: en az 1 olmalıdır"],
      [{ limit: 1e300 }, "'limit' alanı için geçersiz değer: en fazla 250 olmalıdır"],
      [{ offset: -5 }, "'offset' alanı için geçersiz değer: en az 0 olmalıdır"],
    ];
    for (const [data, message] of cases) expectRefused(await tickets(player, data), message, 400);
    expectRefused(await h.call('finance', 'list_tickets', {}), 'Oturum süresi doldu');
  });
});
