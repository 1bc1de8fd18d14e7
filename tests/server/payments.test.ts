import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSACTION_STATUS,
  type CashMethodEntry,
  type CashTransaction,
  type DepositOutcome,
} from '../../machines/shared/finance.ts';
import { loadProviderSecret, sign, SIGNATURE_HEADER } from '../../server/payments/signature.ts';
import { sweepCashier } from '../../server/cashier/sweep.ts';
import { runCli } from '../../server/cli.ts';
import type { SuspenseRow } from '../../server/payments/suspense.ts';
import type { PlayerNotification } from '../../machines/shared/history.ts';
import {
  balanceOf,
  cashierRows,
  expectSoundLedger,
  newKey,
  operator,
  operatorCredential,
} from './cashier.ts';
import { harnessForFile, startHarness } from './harness.ts';
import {
  MOBILE_SITE,
  SITE,
  asUser,
  playerForFile,
  sitesTestConfig,
  userTestConfig,
} from './players.ts';

/** The simulated payment provider: its page, its signed callback, QR expiry. */
const h = harnessForFile({ config: sitesTestConfig() });
const player = playerForFile(h);
let secret: string;
beforeAll(async () => {
  secret = await loadProviderSecret(h.db);
});

const deposit = async (data: Record<string, unknown>, lang?: string) => {
  const reply = await h.call<DepositOutcome>(
    'prepayServices',
    'processTransaction',
    { type: 'deposit', idempotencyKey: newKey(), ...data },
    asUser(player, lang),
  );
  if (!reply.body.result) throw new Error(`deposit refused: ${reply.body.message}`);
  return reply.body.data;
};

const papara = (amount: number, returnUrl?: string, lang?: string) =>
  deposit({ methodID: 1301, amount, walletNumber: '1234567890', returnUrl }, lang) as Promise<
    Extract<DepositOutcome, { status: 'redirect' }>
  >;

/** The player pressing a button of the page (a form post, as the browser sends it). */
const decide = (url: string, decision: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, lang: 'tr' }).toString(),
    redirect: 'manual',
  });

const statusOf = async (id: number) =>
  (
    await h.call<CashTransaction[]>(
      'finance',
      'list_transactions',
      { limit: 1, offset: 0, searchID: id },
      asUser(player),
    )
  ).body.data[0]!.transaction_status;

/** What the provider sends about a transaction, under an event id of its own. */
const providerEvent = (transactionID: number, status: 'paid' | 'declined', amount: number) => ({
  eventId: randomUUID(),
  transactionID,
  status,
  amount,
});

const callback = (event: Record<string, unknown>, signature?: string) => {
  const body = JSON.stringify(event);
  return fetch(`${h.baseUrl}/payments/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? sign(secret, { path: '/payments/callback', body }),
    },
    body,
  });
};

describe('an instant deposit on the payment page', () => {
  it('shows merchant, amount and method, and credits once when paid', async () => {
    const before = await balanceOf(h, player);
    const outcome = await papara(125_050, `${SITE}/deposit?step=done`);
    expect(outcome).toEqual({
      status: 'redirect',
      transactionID: expect.any(Number),
      paymentUrl: expect.stringMatching(
        new RegExp(`^${h.contentUrl}/payments/pay/[A-Za-z0-9_-]{32}$`),
      ),
    });
    expect(await balanceOf(h, player)).toBe(before);

    const page = await fetch(outcome.paymentUrl);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    // The form, and the redirect after it, lead only back to the site.
    expect(csp).toContain(`form-action 'self' ${SITE} ${MOBILE_SITE}`);
    const html = await page.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('<title>Ödemeyi onaylayın · AnkaPay · Demo ödeme</title>');
    expect(html).toContain('Demo ödeme — gerçek para alınmaz');
    expect(html).toContain('Anka Casino');
    expect(html).toContain('₺1.250,50');
    expect(html).toContain('Papara');
    expect(html).toMatch(/<button type="submit" name="decision" value="pay"[^>]*>Öde<\/button>/);
    expect(html).toMatch(
      /<button type="submit" name="decision" value="decline"[^>]*>Reddet<\/button>/,
    );
    const english = await (await fetch(`${outcome.paymentUrl}?lang=en`)).text();
    expect(english).toContain('>Pay</button>');
    expect(english).toContain('Demo payment — no real money is taken');

    const paid = await decide(outcome.paymentUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${SITE}/deposit?step=done&transaction=${outcome.transactionID}`,
    );
    expect(await balanceOf(h, player)).toBe(before + 125_050);
    expect(await statusOf(outcome.transactionID)).toBe(1002);

    const again = await decide(outcome.paymentUrl, 'pay');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Ödeme alındı');
    expect(await balanceOf(h, player)).toBe(before + 125_050);
    const [event] = await h.db.query<{ actor: string }>(
      'SELECT actor FROM cash_transaction_events WHERE cash_transaction_id = $1 AND to_status = 1002',
      [outcome.transactionID],
    );
    expect(event?.actor).toBe('provider');
    await expectSoundLedger(h.db);
  });

  it('leaves the balance alone when declined, and says why', async () => {
    const before = await balanceOf(h, player);
    const outcome = await papara(20_000, 'https://evil.example/steal');
    const declined = await decide(outcome.paymentUrl, 'decline');
    expect(declined.status).toBe(303);
    // A return address on another site is replaced by the site's deposit page.
    expect(declined.headers.get('location')).toBe(
      `${SITE}/deposit?transaction=${outcome.transactionID}`,
    );
    expect(await balanceOf(h, player)).toBe(before);
    const listed = await h.call<CashTransaction[]>(
      'finance',
      'list_transactions',
      { limit: 1, offset: 0, searchID: outcome.transactionID },
      asUser(player),
    );
    expect(listed.body.data[0]).toMatchObject({
      transaction_status: 1004,
      reason: 'Ödeme sağlayıcısı ödemeyi reddetti',
    });
    // The provider's words are the platform's: an English page reads them in English.
    const english = await h.call<CashTransaction[]>(
      'finance',
      'list_transactions',
      { limit: 1, offset: 0, searchID: outcome.transactionID },
      asUser(player, 'en'),
    );
    expect(english.body.data[0]!.reason).toBe('The payment provider declined the payment');
    const notices = await h.call<PlayerNotification[]>(
      'finance',
      'list_transactions',
      { limit: 5, offset: 0, searchCategory: 2 },
      asUser(player, 'en'),
    );
    expect(notices.body.data.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/ was rejected\. Reason: The payment provider declined the payment$/),
    );
  });

  it("is the content origin's: the site's origin answers neither its page nor its form", async () => {
    const outcome = await papara(5_000);
    const path = new URL(outcome.paymentUrl).pathname;
    expect((await fetch(`${h.baseUrl}${path}`)).status).toBe(404);
    const before = await balanceOf(h, player);
    expect((await decide(`${h.baseUrl}${path}`, 'pay')).status).toBe(404);
    expect(await balanceOf(h, player)).toBe(before);
    expect(await statusOf(outcome.transactionID)).toBe(TRANSACTION_STATUS.pending);
  });

  it('answers an unknown page with 404', async () => {
    const page = await fetch(`${h.contentUrl}/payments/pay/${'x'.repeat(32)}?lang=en`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Payment not found');
  });

  it('sends card and crypto deposits to the page too', async () => {
    for (const methodID of [1401, 1602]) {
      expect((await deposit({ methodID, amount: 100_000 })).status).toBe('redirect');
    }
  });
});

describe('the provider callback', () => {
  it('refuses a forged or unsigned callback with 401 and changes nothing', async () => {
    const outcome = await papara(30_000);
    const rows = await cashierRows(h.db);
    const event = providerEvent(outcome.transactionID, 'paid', 30_000);
    const forged = await callback(
      event,
      sign('not-the-secret', { path: '/payments/callback', body: JSON.stringify(event) }),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      result: false,
      message: 'Bu işlem için yetkiniz yok',
    });
    expect((await callback(event, '')).status).toBe(401);
    const tampered = await fetch(`${h.baseUrl}/payments/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(secret, {
          path: '/payments/callback',
          body: JSON.stringify(event),
        }),
      },
      body: JSON.stringify({ ...event, amount: 3_000_000 }),
    });
    expect(tampered.status).toBe(401);
    expect(await cashierRows(h.db)).toEqual(rows);
    expect(await statusOf(outcome.transactionID)).toBe(1000);
  });

  it('applies an event once, however often it is delivered', { tags: ['postgres'] }, async () => {
    const before = await balanceOf(h, player);
    const outcome = await papara(40_000);
    const event = providerEvent(outcome.transactionID, 'paid', 40_000);
    const answers = await Promise.all([callback(event), callback(event), callback(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ data: object }>));
    expect(bodies.filter((b) => 'duplicate' in b.data)).toHaveLength(2);
    expect(await balanceOf(h, player)).toBe(before + 40_000);
    // Paid a second time under another event: held for the operator, not credited twice.
    const another = await callback({ ...event, eventId: randomUUID() });
    expect(another.status).toBe(200);
    expect(await another.json()).toMatchObject({ data: { suspense: expect.any(Number) } });
    expect(await balanceOf(h, player)).toBe(before + 40_000);
  });

  it('holds a payment of another amount in suspense, refuses such a decline and a malformed event', async () => {
    const outcome = await papara(50_000);
    const before = await balanceOf(h, player);
    const wrong = await callback(providerEvent(outcome.transactionID, 'paid', 5_000_000));
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toMatchObject({
      result: true,
      data: { transactionID: outcome.transactionID, suspense: expect.any(Number) },
    });
    expect(await statusOf(outcome.transactionID)).toBe(1000);
    expect(await balanceOf(h, player)).toBe(before);
    const declined = await callback(providerEvent(outcome.transactionID, 'declined', 1));
    expect(declined.status).toBe(409);
    expect(await declined.json()).toMatchObject({ message: 'Tutar işlemin tutarıyla eşleşmiyor' });
    await expectSoundLedger(h.db);
    const malformed = await callback({ eventId: 'x', status: 'paid', amount: 1 });
    expect(malformed.status).toBe(400);
    const unknown = await callback(providerEvent(1, 'paid', 1));
    expect(unknown.status).toBe(404);
    const notJson = await fetch(`${h.baseUrl}/payments/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: sign(secret, { path: '/payments/callback', body: '{' }),
      },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('finds the deposit by its page token too', async () => {
    const outcome = await papara(60_000);
    const token = outcome.paymentUrl.split('/').at(-1)!;
    const paid = await callback({ eventId: randomUUID(), token, status: 'paid', amount: 60_000 });
    expect(paid.status).toBe(200);
    expect(await statusOf(outcome.transactionID)).toBe(1002);
  });
});

describe('the simulator, a demo provider', () => {
  it("signs with a secret of its own: what it signs is refused on the real provider's callback", async () => {
    const outcome = await papara(40_000);
    const simulator = await loadProviderSecret(h.db, 'payment-simulator');
    expect(simulator).not.toBe(secret);
    const event = providerEvent(outcome.transactionID, 'paid', 40_000);
    const before = await balanceOf(h, player);
    const body = JSON.stringify(event);
    const refused = await callback(event, sign(simulator, { path: '/payments/callback', body }));
    expect(refused.status).toBe(401);
    expect(await balanceOf(h, player)).toBe(before);
    expect(await statusOf(outcome.transactionID)).toBe(TRANSACTION_STATUS.pending);
  });

  it('is off unless the start turns it on: no page, no callback, no instant or QR deposit', async () => {
    const production = await startHarness({
      db: h.db,
      config: userTestConfig({ siteUrl: SITE, paymentSimulator: false }),
    });
    try {
      const methods = await production.call<CashMethodEntry[]>(
        'finance',
        'list_cash_methods',
        { Type: 1 },
        asUser(player),
      );
      const kinds = methods.body.data
        .flatMap((entry) => (entry.type === 'single' ? [entry.properties] : entry.methods))
        .map((method) => method.kind);
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds)).toEqual(new Set(['bank_transfer', 'cep_transfer']));

      const before = await balanceOf(h, player);
      const refused = await production.call(
        'prepayServices',
        'processTransaction',
        { type: 'deposit', idempotencyKey: newKey(), methodID: 1301, amount: 5_000_000 },
        asUser(player),
      );
      expect(refused.body.result).toBe(false);

      // A page opened while a demo server ran is not paid through this one.
      const outcome = await papara(5_000_000);
      const path = new URL(outcome.paymentUrl).pathname;
      expect((await decide(`${production.contentUrl}${path}`, 'pay')).status).toBe(404);
      const event = JSON.stringify(providerEvent(outcome.transactionID, 'paid', 5_000_000));
      const simulated = await fetch(`${production.baseUrl}/payments/simulator/callback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: sign(await loadProviderSecret(h.db, 'payment-simulator'), {
            path: '/payments/simulator/callback',
            body: event,
          }),
        },
        body: event,
      });
      expect(simulated.status).toBe(404);
      expect(await balanceOf(h, player)).toBe(before);
      expect(await statusOf(outcome.transactionID)).toBe(TRANSACTION_STATUS.pending);
    } finally {
      await production.close();
    }
  });
});

describe('QR deposits', () => {
  const qr = (amount: number) =>
    deposit({ methodID: 1501, amount }) as Promise<Extract<DepositOutcome, { status: 'qr' }>>;

  it('answer the page address as the QR payload, for 10 minutes', async () => {
    const outcome = await qr(25_000);
    expect(outcome.qrPayload).toMatch(/\/payments\/pay\/[A-Za-z0-9_-]{32}$/);
    const minutes = (Date.parse(outcome.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('expire when their time is up: the page refuses payment, the callback credits nothing', async () => {
    const before = await balanceOf(h, player);
    const outcome = await qr(25_000);
    const expire = await fetch(`${h.baseUrl}/__test__/cashier/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionID: outcome.transactionID }),
    });
    expect(await expire.json()).toMatchObject({ data: { expired: 1 } });
    const page = await fetch(outcome.qrPayload);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Bu ödeme bağlantısının süresi doldu');
    expect((await decide(outcome.qrPayload, 'pay')).status).toBe(410);
    const late = await callback(providerEvent(outcome.transactionID, 'paid', 25_000));
    // The player paid: the money is held for the operator, not dropped and not credited yet.
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ data: { suspense: expect.any(Number) } });
    expect(await statusOf(outcome.transactionID)).toBe(1005);
    expect(await balanceOf(h, player)).toBe(before);
  });

  it('expire on the next read of them, and in the sweep', async () => {
    const pastDue = (id: number) =>
      h.db.query(
        `UPDATE cash_transactions SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
    const read = await qr(10_000);
    await pastDue(read.transactionID);
    expect(await statusOf(read.transactionID)).toBe(1005);
    const swept = await qr(10_000);
    await pastDue(swept.transactionID);
    expect(await sweepCashier(h.db)).toEqual({ expired: 1, approved: 0 });
    const [row] = await h.db.query<{ status: number }>(
      'SELECT status FROM cash_transactions WHERE id = $1',
      [swept.transactionID],
    );
    expect(row?.status).toBe(1005);
  });
});

describe('payments held in suspense', () => {
  const lateQr = async (amount: number) => {
    const outcome = (await deposit({ methodID: 1501, amount })) as { transactionID: number };
    await fetch(`${h.baseUrl}/__test__/cashier/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionID: outcome.transactionID }),
    });
    const late = await (
      await callback(providerEvent(outcome.transactionID, 'paid', amount))
    ).json();
    return {
      id: outcome.transactionID,
      suspense: (late as { data: { suspense: number } }).data.suspense,
    };
  };
  const held = async () =>
    (await operator<SuspenseRow[]>(h, 'suspense')).body.data.map((row) => row.id);

  it('are listed for the operator, who credits one (its deposit completes) and refunds another', async () => {
    const before = await balanceOf(h, player);
    const credited = await lateQr(12_000);
    const refunded = await lateQr(8_000);
    expect(await held()).toEqual(expect.arrayContaining([credited.suspense, refunded.suspense]));

    const noReason = await operator(h, `suspense/${credited.suspense}/credit`, {});
    expect(noReason.status).toBe(400);
    const credit = await operator<SuspenseRow>(
      h,
      `suspense/${credited.suspense}/credit`,
      { reason: 'Sağlayıcı ödemeyi teyit etti' },
      await operatorCredential(h, 'ayla'),
    );
    expect(credit.body.data).toMatchObject({
      status: 'credited',
      resolvedBy: 'ayla',
      amount: 12_000,
      why: 'expired',
    });
    expect(await statusOf(credited.id)).toBe(TRANSACTION_STATUS.completed);
    expect(await balanceOf(h, player)).toBe(before + 12_000);

    const refund = await operator<SuspenseRow>(h, `suspense/${refunded.suspense}/refund`, {
      reason: 'Oyuncu iade istedi',
    });
    expect(refund.body.data).toMatchObject({ status: 'refunded' });
    expect(await statusOf(refunded.id)).toBe(TRANSACTION_STATUS.expired);
    expect(await balanceOf(h, player)).toBe(before + 12_000);
    // Decided once.
    const again = await operator(h, `suspense/${credited.suspense}/refund`, { reason: 'x' });
    expect(again.status).toBe(409);
    expect(await balanceOf(h, player)).toBe(before + 12_000);
    expect(await held()).not.toContain(credited.suspense);
    await expectSoundLedger(h.db);
    const [suspense] = await h.db.query<{ balance: number }>(
      `SELECT COALESCE(sum(p.amount), 0)::bigint AS balance FROM ledger_postings p
       JOIN ledger_accounts a ON a.id = p.account_id WHERE a.code = 'suspense'`,
    );
    const open = (await operator<SuspenseRow[]>(h, 'suspense')).body.data;
    expect(suspense!.balance).toBe(open.reduce((sum, row) => sum + row.amount, 0));
  });

  it('are resolved from the command line: npm run cashier -- suspense', async () => {
    const late = await lateQr(6_000);
    const env = h.cliEnv;
    expect(await runCli(['cashier', 'suspense'], env)).toMatch(
      new RegExp(
        `^S${late.suspense} .* 60,00 TRY {2}deposit #${late.id} .*\\(expired\\) {2}OPEN$`,
        'm',
      ),
    );
    const refunded = await runCli(
      ['cashier', 'suspense', 'refund', String(late.suspense), '--reason', 'iade'],
      { ...env, OPERATOR_TOKEN: await operatorCredential(h, 'ayla') },
    );
    expect(refunded).toContain('refunded by ayla: iade');
    expect(await runCli(['cashier', 'suspense'], env)).not.toContain(`S${late.suspense} `);
  });
});

describe('the development sweep', () => {
  it('credits bank and cep deposits that waited long enough, and nothing else', async () => {
    const before = await balanceOf(h, player);
    const bank = await deposit({
      methodID: 1003,
      amount: 20_000,
      branch: 'Osmangazi',
      account: '1234',
      referenceNumber: 'DEV-1',
    });
    await papara(20_000);
    const swept = await sweepCashier(h.db, { autoApproveAfterSeconds: 0 });
    expect(swept.approved).toBeGreaterThanOrEqual(1);
    expect(await statusOf(bank.transactionID)).toBe(1002);
    expect(await balanceOf(h, player)).toBe(before + 20_000);
    await expectSoundLedger(h.db);
  });
});
