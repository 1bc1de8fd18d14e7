import { afterEach, describe, expect, it } from 'vitest';
import type { BonusOffer, ClaimOutcome, PlayerBonus } from '../../machines/shared/bonus.ts';
import type { CashierSummary } from '../../machines/shared/finance.ts';
import {
  addBankAccount,
  askWithdrawal,
  expectRefused,
  expectSoundLedger,
  newKey,
  playerIdOf,
} from './cashier.ts';
import {
  askDeposit,
  bonusCall,
  newBonusPlayer,
  bonusesOf,
  bonusRow,
  deposit,
  OFFER,
  offersOf,
  walletSplit,
  withPromoBonus,
} from './bonus-fixtures.ts';
import { statements as migration025 } from '../../server/db/migrations/025_written_formats.ts';
import { harnessForFile } from './harness.ts';
import { asUser, newPlayer, newRegistration, userTestConfig, type Player } from './players.ts';

/** Class bonus: offers, claims, promo codes, cancelling; bonuses in deposits and withdrawals. */
const h = harnessForFile({ config: userTestConfig() });
afterEach(() => expectSoundLedger(h.db));

const offerOf = (offers: BonusOffer[], id: number) => offers.find((o) => o.offerID === id)!;

describe('offers', () => {
  it('lists the seeded offers with their terms, code offers only once unlocked', async () => {
    const { session } = await newBonusPlayer(h, 0);
    const offers = await offersOf(h, session);
    expect(offers.map((o) => o.slug)).toEqual(['welcome', 'deposit20', 'casinoDiscount']);
    expect(offerOf(offers, OFFER.welcome)).toMatchObject({
      trigger: 'first_deposit',
      title: '%50 Hoş Geldin Bonusu — en fazla ₺999',
      percent: 50,
      maxAmount: 99_900,
      minDeposit: 10_000,
      wageringMultiplier: 20,
      expiryDays: 30,
      maxBet: 5_000,
      blocked: null,
      excludedGames: [
        { gameType: 'slot', gameID: 67, name: 'Roaring Stars' },
        { gameType: 'slot', gameID: 2991, name: 'İstanbul Elmaslar' },
        { gameType: 'live', gameID: 1, name: 'VIP Blackjack' },
      ],
    });
    expect(offerOf(offers, OFFER.casinoDiscount)).toMatchObject({
      blocked: 'nothingDue',
      due: 0,
      period: { start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const en = await bonusCall<BonusOffer[]>(h, session, 'list_offers', {}, 'en');
    expect(en.body.data[1]!.title).toBe('20% Deposit Bonus, No Wagering');
  });

  it('refuses a deposit offer claimed without a deposit, and unknown offers', async () => {
    const { session } = await newBonusPlayer(h, 0);
    const claim = (offerID: number) =>
      bonusCall(h, session, 'claim', { offerID, idempotencyKey: newKey() }, 'en');
    expectRefused(await claim(OFFER.welcome), 'This bonus is chosen when you make a deposit');
    expectRefused(await claim(9_999), 'Bonus not found');
    expectRefused(await claim(OFFER.promo100), 'Enter the promo code of this bonus first');
    const bad = await bonusCall(h, session, 'claim', { offerID: 'x', idempotencyKey: newKey() });
    expect(bad.status).toBe(400);
    expect(await bonusesOf(h, session)).toEqual([]);
  });
});

describe('seeded offer texts', () => {
  it('are rewritten in an older database with ₺ amounts, and an operator’s own text is kept', async () => {
    const titles = () =>
      h.db.query<{ slug: string; title_tr: string }>(
        `SELECT slug, title_tr FROM bonus_offers WHERE slug IN ('welcome', 'casinoDiscount')
         ORDER BY slug`,
      );
    await h.db.query(`UPDATE bonus_offers SET title_tr = $1 WHERE slug = 'welcome'`, [
      "%50 Hoş Geldin Bonusu — 999 TRY'ya kadar",
    ]);
    await h.db.query(
      `UPDATE bonus_offers SET title_tr = 'Haftalık İade' WHERE slug = 'casinoDiscount'`,
    );
    for (const statement of migration025) await h.db.query(statement);
    expect(await titles()).toEqual([
      { slug: 'casinoDiscount', title_tr: 'Haftalık İade' },
      { slug: 'welcome', title_tr: '%50 Hoş Geldin Bonusu — en fazla ₺999' },
    ]);
    await h.db.query(
      `UPDATE bonus_offers SET title_tr = '%30 Casino İndirimi' WHERE slug = 'casinoDiscount'`,
    );
  });
});

describe('promo codes', () => {
  it('redeems a code in any case once, unlocking its offer', async () => {
    const { session } = await newBonusPlayer(h, 0);
    const redeemed = await bonusCall<BonusOffer>(
      h,
      session,
      'redeem_code',
      { code: ' hosgeldin100 ' },
      'en',
    );
    expect(redeemed.body).toMatchObject({
      result: true,
      message: 'Promo code accepted: ₺100 Promo Code Bonus',
      data: { slug: 'promo100', fixedAmount: 10_000, wageringMultiplier: 10, blocked: null },
    });
    expect((await offersOf(h, session)).map((o) => o.slug)).toContain('promo100');
    const again = await bonusCall(h, session, 'redeem_code', { code: 'HOSGELDIN100' }, 'en');
    expectRefused(again, 'You have already used this promo code');
    expect(again.body.data).toEqual({ field: 'code' });
    expectRefused(
      await bonusCall(h, session, 'redeem_code', { code: 'NOPE' }, 'en'),
      'Invalid promo code',
    );
  });

  it(
    'refuses an expired code and counts uses up to max_uses under concurrency',
    { tags: ['postgres'] },
    async () => {
      await h.db.query(
        `INSERT INTO promo_codes (code, offer_id, max_uses) VALUES ('RACE3', $1, 3),
         ('OLD1', $1, NULL)`,
        [OFFER.extra25],
      );
      await h.db.query(
        `UPDATE promo_codes SET valid_until = now() - interval '1 day' WHERE code = 'OLD1'`,
      );
      const players = await Promise.all(Array.from({ length: 6 }, () => newBonusPlayer(h, 0)));
      expectRefused(
        await bonusCall(h, players[0]!.session, 'redeem_code', { code: 'old1' }, 'en'),
        'This promo code has expired',
      );
      const replies = await Promise.all(
        players.map((p) => bonusCall(h, p.session, 'redeem_code', { code: 'race3' }, 'en')),
      );
      expect(replies.filter((r) => r.body.result)).toHaveLength(3);
      for (const refused of replies.filter((r) => !r.body.result)) {
        expect(refused.body.message).toBe('This promo code has been used up');
      }
      const [code] = await h.db.query<{ uses: number }>(
        `SELECT uses FROM promo_codes WHERE code = 'RACE3'`,
      );
      expect(code!.uses).toBe(3);
    },
  );

  it('takes a valid code at registration and refuses an unknown one on field promoCode', async () => {
    const refused = await h.call('user', 'register', {
      ...newRegistration({ promoCode: 'WRONG' }),
      Lang: 'en',
    });
    expectRefused(refused, 'Invalid promo code');
    expect(refused.body.data).toEqual({ field: 'promoCode' });
    const session = await newPlayer(h, { promoCode: 'ekstra25' });
    expect((await offersOf(h, session)).map((o) => o.slug)).toContain('extra25');
  });
});

describe('claims', () => {
  it('grants a claimed bonus once per key, and blocks another bonus with wagering', async () => {
    const { session, id } = await newBonusPlayer(h, 0);
    await bonusCall(h, session, 'redeem_code', { code: 'HOSGELDIN100' });
    const key = newKey();
    const claim = () =>
      bonusCall<ClaimOutcome>(
        h,
        session,
        'claim',
        { offerID: OFFER.promo100, idempotencyKey: key },
        'en',
      );
    const first = await claim();
    expect(first.body).toMatchObject({
      result: true,
      message: '₺100.00 bonus has been added to your account',
      data: {
        kind: 'bonus',
        bonus: { status: 'active', amount: 10_000, balance: 10_000, wageringRequired: 100_000 },
      },
    });
    expect((await claim()).body).toEqual(first.body);
    expect(await walletSplit(h, id)).toEqual({ cash: 0, bonus: 10_000 });
    const other = await bonusCall(
      h,
      session,
      'claim',
      { offerID: OFFER.promo100, idempotencyKey: newKey() },
      'en',
    );
    expectRefused(other, 'You have already had this bonus for this period');
    const offers = await offersOf(h, session);
    expect(offerOf(offers, OFFER.welcome).blocked).toBe('bonusActive');
    expect(offerOf(offers, OFFER.deposit20).blocked).toBeNull();
    // A code redeemed meanwhile unlocks its offer and says why it cannot be taken yet.
    const redeemed = await bonusCall<BonusOffer>(h, session, 'redeem_code', { code: 'EKSTRA25' });
    expect(redeemed.body).toMatchObject({ result: true, data: { blocked: 'bonusActive' } });
  });

  it('pays the casino discount for last week once, from settled slot and live rounds', async () => {
    const { session, id } = await newBonusPlayer(h, 100_000);
    const { table } = await import('./bonus-fixtures.ts');
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const slot = table(h, id);
    await slot.bet('lw-1', 40_000, undefined, lastWeek);
    await slot.win('lw-1', 5_000, lastWeek);
    const live = table(h, id, { gameType: 'live', gameId: 3, gameName: 'Speed Roulette' });
    await live.bet('lw-2', 10_000, undefined, lastWeek);
    await live.win('lw-2', 25_000, lastWeek);
    const virtual = table(h, id, { gameType: 'virtual', gameId: 904, gameName: 'Zeplin' });
    await virtual.bet('lw-3', 10_000, undefined, lastWeek);
    await virtual.win('lw-3', 0, lastWeek);
    const offer = offerOf(await offersOf(h, session), OFFER.casinoDiscount);
    // 40,000 − 5,000 + 10,000 − 25,000 = 20,000 lost; 30% of it.
    expect(offer).toMatchObject({ blocked: null, due: 6_000 });
    const before = await walletSplit(h, id);
    const paid = await bonusCall<ClaimOutcome>(h, session, 'claim', {
      offerID: OFFER.casinoDiscount,
      idempotencyKey: newKey(),
    });
    expect(paid.body.data).toEqual({ kind: 'cash', amount: 6_000, offerID: OFFER.casinoDiscount });
    expect(await walletSplit(h, id)).toEqual({ cash: before.cash + 6_000, bonus: 0 });
    expect(offerOf(await offersOf(h, session), OFFER.casinoDiscount).blocked).toBe('used');
    expectRefused(
      await bonusCall(
        h,
        session,
        'claim',
        { offerID: OFFER.casinoDiscount, idempotencyKey: newKey() },
        'en',
      ),
      'You have already had this bonus for this period',
    );
  });
});

describe('deposits with a bonus', () => {
  it('grants the welcome bonus when the first deposit is credited, not with the second', async () => {
    const { session, id } = await newBonusPlayer(h, 0);
    await deposit(h, session, 150_000, OFFER.welcome);
    expect(await walletSplit(h, id)).toEqual({ cash: 150_000, bonus: 75_000 });
    const [bonus] = await bonusesOf(h, session);
    expect(bonus).toMatchObject({
      offerID: OFFER.welcome,
      status: 'active',
      amount: 75_000,
      balance: 75_000,
      wageringRequired: 1_500_000,
      maxBet: 5_000,
    });
    const offers = await offersOf(h, session);
    expect(offerOf(offers, OFFER.welcome).blocked).toBe('used');
    const second = await askDeposit(h, session, 150_000, OFFER.welcome, { Lang: 'en' });
    expectRefused(second, 'The bonus you chose does not apply to this deposit');
    expect(second.body.data).toEqual({ field: 'bonusOfferID' });
  });

  it('caps the welcome bonus at 999 TRY', async () => {
    const { session, id } = await newBonusPlayer(h, 0);
    await deposit(h, session, 1_000_000, OFFER.welcome);
    expect(await walletSplit(h, id)).toEqual({ cash: 1_000_000, bonus: 99_900 });
  });

  it('pays deposit20 as cash at once, once a day', async () => {
    const { session, id } = await newBonusPlayer(h, 0);
    await deposit(h, session, 50_000, OFFER.deposit20);
    expect(await walletSplit(h, id)).toEqual({ cash: 60_000, bonus: 0 });
    expect(await bonusRow(h, id)).toMatchObject({ status: 'converted', amount: 10_000 });
    expect(offerOf(await offersOf(h, session), OFFER.deposit20).blocked).toBe('used');
  });

  it('grants nothing when the offer is no longer open at credit, and the deposit still credits', async () => {
    const { session, id } = await newBonusPlayer(h, 0);
    const first = await askDeposit(h, session, 20_000, OFFER.deposit20);
    const second = await askDeposit(h, session, 30_000, OFFER.deposit20);
    for (const asked of [first, second]) {
      const txId = (asked.body.data as { transactionID: number }).transactionID;
      expect(
        (await (await import('./cashier.ts')).operator(h, `transactions/${txId}/approve`, {})).body
          .result,
      ).toBe(true);
    }
    expect(await walletSplit(h, id)).toEqual({ cash: 54_000, bonus: 0 });
  });
});

describe('cancel', () => {
  it('forfeits what is left of the active bonus, once per key', async () => {
    const { session, id } = await withPromoBonus(h, 5_000);
    const bonusID = (await bonusRow(h, id)).id;
    const key = newKey();
    const cancel = () =>
      bonusCall<PlayerBonus>(h, session, 'cancel', { bonusID, idempotencyKey: key }, 'en');
    const first = await cancel();
    expect(first.body).toMatchObject({
      result: true,
      message: 'Your bonus is cancelled; the bonus money left is removed',
      data: { bonusID, status: 'forfeited', balance: 0 },
    });
    expect((await cancel()).body).toEqual(first.body);
    expect(await walletSplit(h, id)).toEqual({ cash: 5_000, bonus: 0 });
    const [event] = await h.db.query<{ amount: number; kind: string }>(
      `SELECT kind, amount FROM bonus_events WHERE player_bonus_id = $1 ORDER BY id DESC LIMIT 1`,
      [bonusID],
    );
    expect(event).toEqual({ kind: 'forfeited', amount: 10_000 });
    expectRefused(
      await bonusCall(h, session, 'cancel', { bonusID, idempotencyKey: newKey() }, 'en'),
      'Only an active bonus can be cancelled',
    );
  });
});

describe('withdrawals with an active bonus', () => {
  const withdraw = (session: Player, bankAccountID: number, extra = {}) =>
    askWithdrawal(h, session, { methodID: 1101, bankAccountID, amount: 20_000, ...extra }, 'en');

  it("asks for consent under rule 'forfeit', then forfeits the bonus with the withdrawal", async () => {
    const { session, id } = await withPromoBonus(h, 50_000);
    const account = await addBankAccount(h, session);
    const summary = await h.call<CashierSummary>('finance', 'cashier_summary', {}, asUser(session));
    expect(summary.body.data).toMatchObject({
      balance: 50_000,
      withdrawable: 50_000,
      bonus: { rule: 'forfeit', bonus: { status: 'active', balance: 10_000 } },
    });
    const refused = await withdraw(session, account.bankAccountID);
    expectRefused(refused, expect.stringContaining('removes the ₺100.00 bonus left') as never);
    expect(refused.body.data).toEqual({ field: 'acceptBonusForfeit' });
    expect(await walletSplit(h, id)).toEqual({ cash: 50_000, bonus: 10_000 });
    const accepted = await withdraw(session, account.bankAccountID, { acceptBonusForfeit: true });
    expect(accepted.body.result).toBe(true);
    expect(await walletSplit(h, id)).toEqual({ cash: 30_000, bonus: 0 });
    expect(await bonusRow(h, id)).toMatchObject({ status: 'forfeited' });
  });

  it("refuses under rule 'block' until the wagering is done", async () => {
    await h.db.query(`UPDATE bonus_settings SET withdrawal_rule = 'block'`);
    try {
      const { session } = await withPromoBonus(h, 50_000);
      const account = await addBankAccount(h, session);
      const refused = await withdraw(session, account.bankAccountID, { acceptBonusForfeit: true });
      expectRefused(
        refused,
        "You cannot withdraw before your active bonus's wagering is complete (₺0.00 / ₺1,000.00)",
      );
    } finally {
      await h.db.query(`UPDATE bonus_settings SET withdrawal_rule = 'forfeit'`);
    }
  });
});

describe('payloads', () => {
  it('answers bad payloads with a translated refusal, never a 500', async () => {
    const session = await newPlayer(h);
    const id = await playerIdOf(h.db, session.values.username);
    for (const [method, data] of [
      ['claim', { offerID: -1, idempotencyKey: newKey() }],
      ['claim', { offerID: 1 }],
      ['cancel', { bonusID: 'a', idempotencyKey: newKey() }],
      ['redeem_code', { code: 'x'.repeat(31) }],
      ['redeem_code', {}],
      ['list_bonuses', { limit: 0, offset: 0 }],
    ] as const) {
      const reply = await bonusCall(h, session, method, data);
      expect(reply.status, `${method} ${JSON.stringify(data)}`).toBe(400);
      expect(reply.body.result).toBe(false);
    }
    expect(await bonusesOf(h, session)).toEqual([]);
    expect(await walletSplit(h, id)).toEqual({ cash: 0, bonus: 0 });
  });
});
