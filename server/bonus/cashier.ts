/**
 * Bonuses in the cashier: the bonus a deposit is made with (checked when it is asked for,
 * granted when it is credited) and what an active bonus does to a withdrawal.
 */
import { offersForDeposit, type BonusWithdrawalTerms } from '../../machines/shared/bonus.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { refuse, type Refusal } from '../envelope.ts';
import { correctable } from '../wallet/idempotency.ts';
import type { LockedWallet } from '../wallet/ledger.ts';
import { activeBonus, toPlayerBonus, type BonusRow } from './bonuses.ts';
import { endBonus, expireOverdueBonuses, grantBonus, liveBonus } from './lifecycle.ts';
import { formatMoney } from '../../machines/shared/format.ts';
import { offerPeriod, playerOffer, playerOffers } from './offers.ts';
import { readWithdrawalRule } from './settings.ts';

/** A deposit asked for with a bonus: refused unless the offer fits its amount and method now. */
export async function depositBonusRefusal(
  tx: Db,
  playerId: number,
  lang: Lang,
  deposit: { offerId: number; amount: number; methodId: number },
): Promise<Refusal | undefined> {
  await expireOverdueBonuses(tx, { playerId });
  const fits = offersForDeposit(await playerOffers(tx, playerId, lang), {
    amount: deposit.amount,
    methodID: deposit.methodId,
  }).some(({ offer }) => offer.offerID === deposit.offerId);
  return fits ? undefined : refuse('bonusNotForDeposit', { field: 'bonusOfferID' });
}

/**
 * Grants the bonus a deposit was made with, as it is credited, when the player may still have
 * it (not had meanwhile, no other bonus active, still the first deposit); otherwise nothing.
 */
export async function grantDepositBonus(
  tx: Db,
  wallet: LockedWallet,
  deposit: { id: number; offerId: number; amount: number; methodId: number },
): Promise<void> {
  await liveBonus(tx, wallet);
  const found = await playerOffer(tx, wallet.playerId, deposit.offerId, 'tr', deposit.id);
  if (!found) return;
  const [fit] = offersForDeposit([found.offer], {
    amount: deposit.amount,
    methodID: deposit.methodId,
  });
  if (!fit) return;
  await grantBonus(tx, wallet, found.row, {
    amount: fit.bonus,
    periodKey: offerPeriod(found.row, new Date()),
    cashTransactionId: deposit.id,
  });
}

/** cashier_summary's bonus: the active bonus and the withdrawal rule, or null. */
export async function withdrawalTerms(
  db: Db,
  playerId: number,
  lang: Lang,
): Promise<BonusWithdrawalTerms | null> {
  await expireOverdueBonuses(db, { playerId });
  const bonus = await activeBonus(db, playerId);
  if (!bonus) return null;
  const [wallet] = await db.query<{ bonus: number }>(
    `SELECT bonus_kurus AS bonus FROM wallets WHERE player_id = $1 AND currency = 'TRY'`,
    [playerId],
  );
  return {
    rule: await readWithdrawalRule(db),
    bonus: await toPlayerBonus(db, bonus, lang, wallet!.bonus),
  };
}

/**
 * What the active bonus asks of a withdrawal, checked before anything moves: under 'forfeit'
 * the player's consent (then the bonus is forfeited with the withdrawal, see
 * forfeitForWithdrawal), under 'block' its wagering done.
 */
export async function withdrawalBonusCheck(
  tx: Db,
  wallet: LockedWallet,
  lang: Lang,
  acceptBonusForfeit: boolean | undefined,
): Promise<{ refusal: Refusal } | { bonus: BonusRow | undefined }> {
  const bonus = await liveBonus(tx, wallet);
  if (!bonus) return { bonus: undefined };
  if ((await readWithdrawalRule(tx)) === 'block') {
    if (bonus.wagered >= bonus.wagering_required) return { bonus: undefined };
    return {
      refusal: {
        ...refuse('bonusWageringIncomplete', { field: 'amount' }),
        params: {
          wagered: formatMoney(bonus.wagered, lang),
          required: formatMoney(bonus.wagering_required, lang),
        },
      },
    };
  }
  if (acceptBonusForfeit === true) return { bonus };
  // The player is asked to agree, and the same withdrawal comes back agreed, under its key.
  return {
    refusal: correctable({
      ...refuse('bonusForfeitRequired', { field: 'acceptBonusForfeit' }),
      params: { amount: formatMoney(wallet.bonus, lang) },
    }),
  };
}

/** Forfeits the active bonus a withdrawal was accepted with, in the withdrawal's transaction. */
export const forfeitForWithdrawal = (tx: Db, wallet: LockedWallet, bonus: BonusRow) =>
  endBonus(tx, wallet, bonus, 'forfeited', 'withdrawal');
