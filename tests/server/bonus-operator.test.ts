import { beforeAll, describe, expect, it } from 'vitest';
import type { BonusOffer } from '../../machines/shared/bonus.ts';
import { BONUS_USAGE, runBonus } from '../../server/bonus-cli.ts';
import { newKey } from './cashier.ts';
import { bonusCall, bonusRow, OFFER, offersOf, withPromoBonus } from './bonus-fixtures.ts';
import { OPERATOR_TOKEN, harnessForFile } from './harness.ts';
import { userTestConfig } from './players.ts';

/** npm run bonus: the operator's offers, codes, withdrawal rule, a player's bonuses, expiry. */
const h = harnessForFile({ config: userTestConfig() });
let bonus: (...argv: string[]) => Promise<string>;
beforeAll(async () => {
  bonus = (...argv) => runBonus(argv, { baseUrl: h.operatorUrl, token: OPERATOR_TOKEN });
});

describe('npm run bonus', () => {
  it('lists the offers and edits their terms, which players see at once', async () => {
    expect(await bonus('offers')).toContain('on   welcome          50% Welcome Bonus — up to ₺999');
    const edited = await bonus('offer', 'deposit20', '--percent', '25', '--max', '1500');
    expect(edited).toContain('25%');
    expect(edited).toContain('max 1.500,00 TRY');
    const { session } = await withPromoBonus(h, 0);
    const offer = (await offersOf(h, session)).find((o) => o.slug === 'deposit20')!;
    expect(offer).toMatchObject({ percent: 25, maxAmount: 150_000 });
    await bonus('offer', 'deposit20', '--active', 'off');
    expect((await offersOf(h, session)).map((o: BonusOffer) => o.slug)).not.toContain('deposit20');
    await bonus('offer', 'deposit20', '--percent', '20', '--max', '1000', '--active', 'on');
    await expect(bonus('offer', 'promo100', '--percent', '10')).rejects.toThrow(/^400/);
    await expect(bonus('offer', 'nope', '--wagering', '3')).rejects.toThrow(/^404/);
    await expect(bonus('offer', 'welcome', '--wagering', 'x')).rejects.toThrow(BONUS_USAGE);
  });

  it('adds a code that players may redeem up to its uses', async () => {
    expect(await bonus('code', 'add', 'vip50', 'extra25', '--max-uses', '1')).toContain(
      'VIP50            → extra25          used 0 of 1',
    );
    await expect(bonus('code', 'add', 'VIP50', 'extra25')).rejects.toThrow(/^409/);
    const { session } = await withPromoBonus(h, 0);
    expect((await bonusCall(h, session, 'redeem_code', { code: 'vip50' })).body.result).toBe(true);
    expect(await bonus('codes')).toContain('used 1 of 1');
  });

  it("sets the withdrawal rule, shows a player's bonuses and expires overdue ones", async () => {
    expect(await bonus('settings', '--withdrawal', 'block')).toBe(
      'a withdrawal with an active bonus: block',
    );
    expect(await bonus('settings', '--withdrawal', 'forfeit')).toBe(
      'a withdrawal with an active bonus: forfeit',
    );
    const { session, id } = await withPromoBonus(h, 2_500);
    const shown = await bonus('player', session.values.username);
    expect(shown).toContain('cash 25,00 TRY, bonus 100,00 TRY');
    expect(shown).toMatch(/active\s+100,00 TRY {2}wagered 0,00 TRY of 1.000,00 TRY/);
    await h.db.query(`UPDATE player_bonuses SET expires_at = now() WHERE player_id = $1`, [id]);
    expect(await bonus('expire')).toMatch(/^[1-9]\d* bonus(es)? expired$/);
    expect(await bonusRow(h, id)).toMatchObject({ status: 'expired' });
    const claim = await bonusCall(h, session, 'claim', {
      offerID: OFFER.promo100,
      idempotencyKey: newKey(),
    });
    expect(claim.body.result).toBe(false);
  });

  it('needs the operator token', async () => {
    await expect(runBonus(['offers'], { baseUrl: h.operatorUrl, token: 'wrong' })).rejects.toThrow(
      /^401/,
    );
  });
});
