/**
 * What makes two snapshots of the deposit wizard different states of a model: shared by the
 * jsdom model and the Chromium one (which adds what the platform's answers depend on).
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { DepositContext } from '../../../machines/cashier/deposit-types.ts';

/** The state value plus every part of the context a guard or the page depends on. */
export function serialize(s: AnyMachineSnapshot): string {
  const c = s.context as DepositContext;
  return JSON.stringify([
    s.value,
    c.method?.id ?? null,
    c.amountText,
    c.amount,
    c.amountError,
    c.fieldValues,
    c.fields,
    c.fieldErrors,
    c.idempotencyKey !== null,
    c.presetsFor,
    c.presets,
    c.methods.map((method) => method.isFavorite),
    c.favoriteChange,
    c.transaction?.transaction_status ?? null,
    c.error,
    c.transactionID,
    c.draft,
    c.offers?.map((offer) => offer.offerID) ?? null,
    c.bonusOfferID,
    c.bonusDropped,
    c.promoCode,
    c.promoError,
    c.promoNotice,
    c.allowance,
    c.limitChoiceDue,
    c.limitError,
    c.live,
  ]);
}
