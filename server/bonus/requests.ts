/**
 * What a player asks of class bonus: claiming an offer, cancelling the active bonus, redeeming a
 * promo code. Claims and cancels run once per idempotency key (server/wallet/idempotency.ts);
 * a refusal writes nothing.
 */
import type {
  BonusOffer,
  ClaimOutcome,
  OfferBlock,
  PlayerBonus,
} from '../../machines/shared/bonus.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { ok, refuse, type Reply } from '../envelope.ts';
import type { MessageKey } from '../messages.ts';
import { once } from '../wallet/idempotency.ts';
import { lockPlayer, lockWallet } from '../wallet/ledger.ts';
import { findBonus, toPlayerBonus } from './bonuses.ts';
import { lockCode, redeemLocked } from './codes.ts';
import { endBonus, grantBonus, liveBonus } from './lifecycle.ts';
import { formatMoney } from '../../machines/shared/format.ts';
import { offerPeriod, playerOffer } from './offers.ts';

export interface BonusContext {
  tx: Db;
  playerId: number;
  lang: Lang;
}

/** What the player reads when an offer is blocked. */
export const BLOCK_MESSAGES: Record<OfferBlock, MessageKey> = {
  used: 'bonusUsed',
  bonusActive: 'bonusActive',
  nothingDue: 'bonusNothingDue',
  notFirstDeposit: 'bonusNotFirstDeposit',
  codeRequired: 'bonusCodeRequired',
};

/**
 * Claims an offer of trigger claim (a bonus, or cash when it has no wagering) or losses (the
 * casino discount for the last finished week, in cash, once per week).
 */
export function claimOffer(
  { tx, playerId, lang }: BonusContext,
  payload: { offerID: number; idempotencyKey: string },
): Promise<Reply<ClaimOutcome>> {
  return once<ClaimOutcome>(tx, playerId, payload.idempotencyKey, payload, async () => {
    const wallet = await lockWallet(tx, playerId);
    await liveBonus(tx, wallet);
    const found = await playerOffer(tx, playerId, payload.offerID, lang);
    if (!found) return refuse('bonusNotFound', { field: 'offerID' });
    const { offer, row } = found;
    if (offer.trigger === 'first_deposit' || offer.trigger === 'deposit') {
      return refuse('bonusWithDeposit', { field: 'offerID' });
    }
    if (offer.blocked) return refuse(BLOCK_MESSAGES[offer.blocked], { field: 'offerID' });
    const amount = offer.trigger === 'losses' ? offer.due : row.fixed_kurus;
    if (amount <= 0) return refuse('bonusNothingDue', { field: 'offerID' });
    const bonusId = await grantBonus(tx, wallet, row, {
      amount,
      periodKey: offerPeriod(row, new Date()),
    });
    if (bonusId === undefined) return refuse('bonusUsed', { field: 'offerID' });
    const params = { amount: formatMoney(amount, lang) };
    if (row.wagering_multiplier === 0) {
      const cash: ClaimOutcome = { kind: 'cash', amount, offerID: row.id };
      return { ...ok(cash), message: 'bonusCashPaid', params };
    }
    const bonus = await findBonus(tx, playerId, bonusId);
    const granted: ClaimOutcome = {
      kind: 'bonus',
      bonus: await toPlayerBonus(tx, bonus!, lang, wallet.bonus),
    };
    return { ...ok(granted), message: 'bonusGranted', params };
  });
}

/** Cancels the player's active bonus: what is left of it is forfeited. */
export function cancelBonus(
  { tx, playerId, lang }: BonusContext,
  payload: { bonusID: number; idempotencyKey: string },
): Promise<Reply<PlayerBonus>> {
  return once(tx, playerId, payload.idempotencyKey, payload, async () => {
    const wallet = await lockWallet(tx, playerId);
    await liveBonus(tx, wallet);
    const bonus = await findBonus(tx, playerId, payload.bonusID);
    if (!bonus) return refuse('bonusNotFound', { field: 'bonusID' });
    if (bonus.status !== 'active') return refuse('bonusNotActive', { field: 'bonusID' });
    await endBonus(tx, wallet, bonus, 'forfeited', 'cancelled by the player');
    const ended = await findBonus(tx, playerId, bonus.id);
    return { ...ok(await toPlayerBonus(tx, ended!, lang, 0)), message: 'bonusCancelled' };
  });
}

/** Redeems a promo code: its offer is shown to the player from now on. */
export async function redeemCode(
  { tx, playerId, lang }: BonusContext,
  payload: { code: string },
): Promise<Reply<BonusOffer>> {
  await lockPlayer(tx, playerId);
  const code = await lockCode(tx, payload.code);
  if (typeof code === 'string') return refuse(code, { field: 'code' });
  if (!(await redeemLocked(tx, playerId, code))) return refuse('promoCodeTaken', { field: 'code' });
  const found = await playerOffer(tx, playerId, code.offer_id, lang);
  return {
    ...ok(found!.offer),
    message: 'promoCodeRedeemed',
    params: { title: found!.offer.title },
  };
}
