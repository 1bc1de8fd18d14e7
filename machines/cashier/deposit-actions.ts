import {
  assertEvent,
  assign,
  sendTo,
  type AnyActorRef,
  type Assigner,
  type ParameterizedObject,
  type PropertyAssigner,
  type SendExpr,
} from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { errorMessageOf } from '../shared/api-errors.ts';
import type { ProtectionState } from '../shared/protection.ts';
import type { BonusOffer } from '../shared/bonus.ts';
import type { CashTransaction, DepositOutcome, PaymentMethod } from '../shared/finance.ts';
import { kurusToInput } from '../shared/money.ts';
import { noticeRequest, type NavigationRequest, type NoticeRequest } from '../shared/navigation.ts';
import { promoNotice, withOffer, type PromoPlacing } from './deposit-bonus.ts';
import { amountCheck, fits, FRESH, methodOf } from './deposit-context-reads.ts';
import { restoreDraft } from './deposit-restore.ts';
import {
  amountAccepted,
  amountRejected,
  checkFields,
  newIdempotencyKey,
  presetsWithin,
} from './deposit-rules.ts';
import { streamNoted } from './deposit-stream.ts';
import type { DepositAllowance, DepositContext, DepositEvent } from './deposit-types.ts';
import { sortMethods, withFavorite } from './methods.ts';

type Params = ParameterizedObject['params'] | undefined;

// Outside setup, assign and sendTo cannot infer the machine's types: these are bound to them.
const update = <TParams extends Params = undefined>(
  assignment:
    | Assigner<DepositContext, DepositEvent, TParams, DepositEvent, never>
    | PropertyAssigner<DepositContext, DepositEvent, TParams, DepositEvent, never>,
) => assign<DepositContext, DepositEvent, TParams, DepositEvent, never>(assignment);

/** What the deposit tells the app: money moved, a notice, the wizard's address anew, the provider's page. */
type AppRequest = { type: 'wallet.refresh' } | NoticeRequest | NavigationRequest;

const tellApp = <TParams extends Params = undefined>(
  event: AppRequest | SendExpr<DepositContext, DepositEvent, TParams, AppRequest, DepositEvent>,
) => sendTo<DepositContext, DepositEvent, TParams, AnyActorRef, DepositEvent>(toApp, event);

export const depositActions = {
  storeMethods: update((_, methods: PaymentMethod[]) => ({ methods: sortMethods(methods) })),
  // The draft is used once: restored where it still fits the loaded methods, dropped otherwise.
  restoreDraft: update(({ context }) => {
    const restored = restoreDraft(context.draft, context.methods, context.owner, context.allowance);
    if (!restored) return { draft: null };
    return {
      draft: null,
      method: context.methods.find((method) => method.id === restored.method.id) ?? restored.method,
      amount: restored.amount,
      amountText: restored.amount === null ? '' : kurusToInput(restored.amount),
      fields: restored.fields,
      fieldValues: restored.fields ?? {},
    };
  }),
  chooseMethod: update(({ context, event }) => {
    assertEvent(event, 'deposit.selectMethod');
    const method = context.methods.find((candidate) => candidate.id === event.methodID) ?? null;
    // The same method again keeps what was entered for it; the bonus is checked at its step.
    if (method?.id === context.method?.id) return { method };
    return {
      ...FRESH,
      transactionID: context.transactionID,
      method,
      bonusOfferID: context.bonusOfferID,
    };
  }),
  storeAllowance: update((_, allowance: DepositAllowance) => ({
    allowance: allowance.left,
    limitChoiceDue: allowance.choiceDue,
  })),
  // The platform took the answer: its state says what the deposit limits leave now.
  storeLimitAnswer: update((_, state: ProtectionState) => ({
    allowance: state.left.deposit,
    limitChoiceDue: state.limitChoiceDue,
    limitError: null,
  })),
  storeLimitError: update((_, error: unknown) => ({ limitError: errorMessageOf(error) })),
  clearLimitError: update({ limitError: null }),
  // The platform's word on the limit set ("Limitiniz hemen geçerli oldu").
  announceLimit: tellApp((_, message: string) => noticeRequest({ id: message })),
  storePresets: update(({ context }, amounts: number[]) => ({
    presets: presetsWithin(amounts, methodOf(context)),
    presetsFor: methodOf(context).id,
  })),
  // Quick amounts are a help: without them the player types the amount.
  dropPresets: update({ presets: [], presetsFor: null }),
  changeAmount: update(({ event }) => {
    assertEvent(event, 'deposit.changeAmount');
    return { amountText: event.text, amountError: null, idempotencyKey: null };
  }),
  choosePreset: update(({ event }) => {
    assertEvent(event, 'deposit.choosePreset');
    return { amountText: kurusToInput(event.amount), amountError: null, idempotencyKey: null };
  }),
  acceptAmount: update(({ context }) => amountAccepted(amountCheck(context))),
  rejectAmount: update(({ context }) => amountRejected(amountCheck(context))),
  changeField: update(({ context, event }) => {
    assertEvent(event, 'deposit.changeField');
    const { [event.field]: _dropped, ...fieldErrors } = context.fieldErrors;
    return {
      fieldValues: { ...context.fieldValues, [event.field]: event.value },
      fieldErrors,
      idempotencyKey: null,
    };
  }),
  acceptFields: update(({ context }) => {
    const check = checkFields(context.fieldValues, methodOf(context).fields);
    return check.ok ? { fields: check.fields, fieldErrors: {} } : {};
  }),
  rejectFields: update(({ context }) => {
    const check = checkFields(context.fieldValues, methodOf(context).fields);
    return check.ok ? {} : { fieldErrors: check.errors };
  }),
  // One key per attempt; a retry after a failure without an answer sends the same one.
  startAttempt: update(({ context }) => ({
    idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
  })),
  storeOutcome: update((_, outcome: DepositOutcome) => ({
    outcome,
    transactionID: outcome.transactionID,
    idempotencyKey: null,
    draft: null,
  })),
  // Continue on the payment provider's page.
  redirect: tellApp((_, url: string) => ({ type: 'navigate.page', page: { leaveFor: url } })),
  refreshWallet: tellApp({ type: 'wallet.refresh' }),
  endAttempt: update(({ context }, failure: { keepKey: boolean }) => ({
    idempotencyKey: failure.keepKey ? context.idempotencyKey : null,
  })),
  // Spec §8: a refused deposit is a brief negative notice.
  announceFailure: tellApp((_, failure: { message: string }) =>
    noticeRequest({ id: failure.message, tone: 'failure', brief: true }),
  ),
  storeTransaction: update((_, transaction: CashTransaction) => ({ transaction, error: null })),
  storeError: update((_, error: string) => ({ error })),
  clearError: update({ error: null }),
  noteStream: update(streamNoted),
  reset: update({ ...FRESH, methods: [] }),
  // A new deposit after an outcome: the address loses its ?transaction=.
  announceRestart: tellApp({ type: 'navigate.page', page: 'deposit' }),
  applyFavorite: update(({ context, event }) => {
    assertEvent(event, 'deposit.toggleFavorite');
    const current = context.methods.find((method) => method.id === event.methodID);
    const change = { methodID: event.methodID, favorite: !current?.isFavorite };
    return {
      favoriteChange: change,
      methods: withFavorite(context.methods, change.methodID, change.favorite),
    };
  }),
  endFavorite: update({ favoriteChange: null }),
  storeOffers: update((_, offers: BonusOffer[]) => ({ offers })),
  // Without the offers the deposit goes on without a bonus.
  dropOffers: update({ offers: null, bonusOfferID: null }),
  // The choice is checked against the amount and method as they are now.
  reviewBonusChoice: update(({ context }) => {
    if (context.offers === null || context.bonusOfferID === null) return {};
    return fits(context, context.bonusOfferID)
      ? { bonusDropped: false }
      : { bonusOfferID: null, bonusDropped: true };
  }),
  chooseBonus: update(({ event }) => {
    assertEvent(event, 'deposit.chooseBonus');
    return { bonusOfferID: event.offerID, bonusDropped: false, promoNotice: null };
  }),
  changePromoCode: update(({ event }) => {
    assertEvent(event, 'deposit.changePromoCode');
    return { promoCode: event.text, promoError: null, promoNotice: null };
  }),
  storeRedeemed: update(({ context }, params: { offer: BonusOffer; notice: PromoPlacing }) => ({
    offers: withOffer(context.offers, params.offer),
    promoCode: '',
    promoError: null,
    promoNotice: promoNotice(params.offer, params.notice),
    ...(params.notice === 'selected'
      ? { bonusOfferID: params.offer.offerID, bonusDropped: false }
      : {}),
  })),
  storePromoError: update((_, message: string) => ({ promoError: message, promoNotice: null })),
  clearBonusNotes: update({ bonusDropped: false, promoNotice: null }),
  // The server refused: the heart shows what is saved.
  revertFavorite: update(({ context: { favoriteChange: change, methods } }) => ({
    favoriteChange: null,
    methods: change ? withFavorite(methods, change.methodID, !change.favorite) : methods,
  })),
};
