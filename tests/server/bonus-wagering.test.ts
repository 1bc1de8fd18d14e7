import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { expireOverdueBonuses } from '../../server/bonus/lifecycle.ts';
import { seamlessBalance } from '../../server/wallet/seamless.ts';
import { addBankAccount, askWithdrawal, expectSoundLedger, newKey } from './cashier.ts';
import { bonusRow, table, walletSplit, withPromoBonus } from './bonus-fixtures.ts';
import { harnessForFile } from './harness.ts';
import { asUser, userTestConfig } from './players.ts';

/**
 * Bonus money in the seamless wallet: the promo bonus (100 TRY, wagering 10× = 1,000 TRY, slot
 * weight 100%, live 10%) and the welcome bonus's max bet and excluded games.
 */
const h = harnessForFile({ config: userTestConfig() });
afterEach(() => expectSoundLedger(h.db));

const events = (bonusId: number) =>
  h.db.query<{ kind: string; amount: number }>(
    'SELECT kind, amount FROM bonus_events WHERE player_bonus_id = $1 ORDER BY id',
    [bonusId],
  );

const expire = (bonusId: number) =>
  h.db.query(`UPDATE player_bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`, [
    bonusId,
  ]);

describe('stakes', () => {
  it('plays cash first, then bonus money, and answers cash + bonus as the balance', async () => {
    const { id } = await withPromoBonus(h, 3_000);
    expect(await seamlessBalance(h.db, id)).toMatchObject({ balance: 13_000 });
    const slot = table(h, id);
    expect(await slot.bet('r1', 2_000)).toMatchObject({ ok: true, balance: 11_000 });
    expect(await walletSplit(h, id)).toEqual({ cash: 1_000, bonus: 10_000 });
    expect(await slot.bet('r2', 4_000)).toMatchObject({ ok: true, balance: 7_000 });
    expect(await walletSplit(h, id)).toEqual({ cash: 0, bonus: 7_000 });
    const [round] = await h.db.query<{ bet: number; bonus_bet: number }>(
      `SELECT bet, bonus_bet FROM game_rounds WHERE player_id = $1 AND provider_round_id = 'r2'`,
      [id],
    );
    expect(round).toEqual({ bet: 4_000, bonus_bet: 3_000 });
    expect(await slot.bet('r3', 8_000)).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await bonusRow(h, id)).toMatchObject({ status: 'active', wagered: 6_000 });
  });

  it('refuses a bet above the max bet and never stakes bonus money on an excluded game', async () => {
    const { id } = await withPromoBonus(h, 1_000);
    const bonus = await bonusRow(h, id);
    await h.db.query(
      `UPDATE player_bonuses SET max_bet_kurus = 5000,
         excluded_games = '[{"gameType": "slot", "gameID": 67}]' WHERE id = $1`,
      [bonus.id],
    );
    const slot = table(h, id);
    const tooBig = await slot.bet('big', 5_001);
    expect(tooBig).toEqual({
      ok: false,
      code: 'BONUS_MAX_BET',
      message: 'This bet is above the largest bet your active bonus allows.',
    });
    const excluded = table(h, id, { gameId: 67, gameName: 'Roaring Stars' });
    expect(await excluded.bet('ex1', 1_000)).toMatchObject({ ok: true });
    expect(await excluded.bet('ex2', 500)).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await walletSplit(h, id)).toEqual({ cash: 0, bonus: 10_000 });
    expect(await bonusRow(h, id)).toMatchObject({ wagered: 0 });
    expect(await events(bonus.id)).toEqual([{ kind: 'granted', amount: 10_000 }]);
  });

  it('counts live bets at their weight', async () => {
    const { id } = await withPromoBonus(h, 10_000);
    const live = table(h, id, { gameType: 'live', gameId: 3, gameName: 'Speed Roulette' });
    await live.bet('l1', 5_000);
    expect(await bonusRow(h, id)).toMatchObject({ wagered: 500 });
  });
});

describe('wins and conversion', () => {
  it('shares a win as the stake was: the bonus part back to the bonus account', async () => {
    const { id } = await withPromoBonus(h, 1_000);
    const slot = table(h, id);
    await slot.bet('w1', 4_000); // 1,000 cash + 3,000 bonus
    expect(await slot.win('w1', 10_000)).toMatchObject({ ok: true, balance: 17_000 });
    expect(await walletSplit(h, id)).toEqual({ cash: 2_500, bonus: 14_500 });
  });

  it('converts the bonus to cash once the wagering is met', async () => {
    const { id } = await withPromoBonus(h, 100_000);
    const bonus = await bonusRow(h, id);
    const slot = table(h, id);
    await slot.bet('c1', 60_000);
    expect(await bonusRow(h, id)).toMatchObject({ status: 'active', wagered: 60_000 });
    await slot.win('c1', 0);
    await slot.bet('c2', 40_000);
    expect(await bonusRow(h, id)).toMatchObject({ status: 'converted', wagered: 100_000 });
    expect(await walletSplit(h, id)).toEqual({ cash: 10_000, bonus: 0 });
    expect((await events(bonus.id)).map((e) => e.kind)).toEqual([
      'granted',
      'wagered',
      'wagered',
      'converted',
    ]);
    // A bonus-funded round won after conversion pays its bonus part as cash.
    const small = await withPromoBonus(h, 0);
    const t = table(h, small.id);
    await t.bet('c3', 2_000);
    await h.db.query(`UPDATE player_bonuses SET wagered = wagering_required - 1 WHERE id = $1`, [
      (await bonusRow(h, small.id)).id,
    ]);
    await t.bet('c4', 100);
    expect(await bonusRow(h, small.id)).toMatchObject({ status: 'converted' });
    expect(await walletSplit(h, small.id)).toEqual({ cash: 7_900, bonus: 0 });
    await t.win('c3', 3_000);
    expect(await walletSplit(h, small.id)).toEqual({ cash: 10_900, bonus: 0 });
  });
});

describe('expiry', () => {
  it('the sweep forfeits what is left of an overdue bonus', async () => {
    const { id } = await withPromoBonus(h, 500);
    const bonus = await bonusRow(h, id);
    await expire(bonus.id);
    expect(await expireOverdueBonuses(h.db)).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(h, id)).toMatchObject({ status: 'expired' });
    expect(await walletSplit(h, id)).toEqual({ cash: 500, bonus: 0 });
    expect((await events(bonus.id)).at(-1)).toEqual({ kind: 'expired', amount: 10_000 });
  });

  it('a win arriving after expiry pays the cash share and forfeits the bonus share', async () => {
    const { id } = await withPromoBonus(h, 1_000);
    const bonus = await bonusRow(h, id);
    const slot = table(h, id);
    await slot.bet('e1', 2_000); // 1,000 cash + 1,000 bonus
    await expire(bonus.id);
    expect(await slot.win('e1', 5_000)).toMatchObject({ ok: true, balance: 2_500 });
    expect(await walletSplit(h, id)).toEqual({ cash: 2_500, bonus: 0 });
    expect((await events(bonus.id)).slice(-2)).toEqual([
      { kind: 'expired', amount: 9_000 },
      { kind: 'forfeited', amount: 2_500 },
    ]);
  });

  it('refuses a bonus bet once the bonus expired, with cash only left', async () => {
    const { id } = await withPromoBonus(h, 0);
    await expire((await bonusRow(h, id)).id);
    expect(await table(h, id).bet('x1', 100)).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await seamlessBalance(h.db, id)).toMatchObject({ balance: 0 });
  });
});

describe('rollbacks', () => {
  it('returns each part where it came from and takes its wagering back', async () => {
    const { id } = await withPromoBonus(h, 1_000);
    const bonus = await bonusRow(h, id);
    const slot = table(h, id);
    const bet = randomUUID();
    await slot.bet('rb1', 3_000, bet);
    expect(await walletSplit(h, id)).toEqual({ cash: 0, bonus: 8_000 });
    expect(await slot.rollback('rb1', bet)).toMatchObject({ ok: true, balance: 11_000 });
    expect(await walletSplit(h, id)).toEqual({ cash: 1_000, bonus: 10_000 });
    expect(await bonusRow(h, id)).toMatchObject({ wagered: 0 });
    expect((await events(bonus.id)).slice(-2)).toEqual([
      { kind: 'wagered', amount: 3_000 },
      { kind: 'wagered', amount: -3_000 },
    ]);
  });

  it('forfeits a returned bonus stake once the bonus ended', async () => {
    const { session, id } = await withPromoBonus(h, 0);
    const bonus = await bonusRow(h, id);
    const slot = table(h, id);
    const bet = randomUUID();
    await slot.bet('rb2', 2_000, bet);
    await h.call(
      'bonus',
      'cancel',
      { bonusID: bonus.id, idempotencyKey: newKey() },
      asUser(session),
    );
    expect(await slot.rollback('rb2', bet)).toMatchObject({ ok: true, balance: 0 });
    expect((await events(bonus.id)).at(-1)).toEqual({ kind: 'forfeited', amount: 2_000 });
  });
});

describe('races', () => {
  it(
    'bets racing a withdrawal that forfeits the bonus neither create nor lose money',
    { tags: ['postgres'] },
    async () => {
      const { session, id } = await withPromoBonus(h, 100_000);
      const account = await addBankAccount(h, session);
      const slot = table(h, id);
      const withdrawal = askWithdrawal(h, session, {
        methodID: 1101,
        bankAccountID: account.bankAccountID,
        amount: 30_000,
        acceptBonusForfeit: true,
      });
      const bets = Array.from({ length: 8 }, (_, i) => slot.bet(`race-${i}`, 5_000));
      const [withdrawn, ...placed] = await Promise.all([withdrawal, ...bets]);
      const staked = placed.filter((b) => b.ok).length * 5_000;
      const { cash, bonus } = await walletSplit(h, id);
      const [held] = await h.db.query<{ n: number }>(
        `SELECT COALESCE(sum(amount), 0)::bigint AS n FROM cash_transactions
       WHERE player_id = $1 AND direction = 'withdraw'`,
        [id],
      );
      const [forfeited] = await h.db.query<{ n: number }>(
        `SELECT COALESCE(sum(amount), 0)::bigint AS n FROM bonus_events
       WHERE player_id = $1 AND kind = 'forfeited'`,
        [id],
      );
      expect(withdrawn.body.result).toBe(true);
      expect(await bonusRow(h, id)).toMatchObject({ status: 'forfeited' });
      expect(bonus).toBe(0);
      expect(cash + bonus + held!.n + staked + forfeited!.n).toBe(110_000);
    },
  );
});
