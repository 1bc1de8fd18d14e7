import { and, assertEvent, assign, emit, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { NavigationRequest } from '../shared/navigation.ts';
import type { BonusOffer } from '../shared/bonus.ts';
import {
  CASH_TYPE,
  type CashField,
  type CashTransaction,
  type DepositOutcome,
  type DepositRequest,
  type PaymentMethod,
} from '../shared/finance.ts';
import { now } from '../shared/clock.ts';
import { kurusToInput } from '../shared/money.ts';
import { notProvided } from '../shared/not-provided.ts';
import { bonusChoices, isDepositOffer, withOffer, type PromoNotice } from './deposit-bonus.ts';
import type { DepositDraft } from './deposit-draft.ts';
import { restoreDraft } from './deposit-restore.ts';
import {
  checkAmount,
  checkFields,
  depositRequest,
  DEPOSIT_CHECK_LIMIT_MS,
  DEPOSIT_POLL_MS,
  lookupFailure,
  newIdempotencyKey,
  presetsWithin,
  submissionFailure,
  transactionPhase,
  type FieldErrors,
  type FieldValues,
} from './deposit-rules.ts';
import { sortMethods, withFavorite } from './methods.ts';

export interface DepositInput {
  /** The signed-in player's uid: drafts are kept per player. */
  owner: string;
  /** /deposit?transaction={id}: back from the payment provider's page, follow that deposit. */
  transactionID: number | null;
  /** A wizard left half-way (local storage), restored once the methods are known. */
  draft: DepositDraft | null;
  /** /deposit?bonus={offerID}: the offer the bonus area linked to, chosen once it fits. */
  bonusOfferID?: number | null;
}

export interface FavoriteChange {
  methodID: number;
  favorite: boolean;
}

export interface DepositContext {
  owner: string;
  /** The draft still to restore; null once the methods are loaded. */
  draft: DepositDraft | null;
  /** Deposit methods: highlighted, then favourites, then the platform's order. */
  methods: PaymentMethod[];
  method: PaymentMethod | null;
  /** Quick amounts within the method's range (kuruş). */
  presets: number[];
  /** The method the presets were read for. */
  presetsFor: number | null;
  /** The amount as typed. */
  amountText: string;
  /** The last amount that passed the rules (kuruş). */
  amount: number | null;
  amountError: string | null;
  /** The method's fields as typed. */
  fieldValues: FieldValues;
  /** The method's fields as they last passed the rules. */
  fields: FieldValues | null;
  fieldErrors: FieldErrors;
  /** The key of the current attempt: made when review is confirmed, kept for a retry. */
  idempotencyKey: string | null;
  outcome: DepositOutcome | null;
  /** The deposit being followed (an outcome's, or the one the provider returned with). */
  transactionID: number | null;
  /** Its last known state. */
  transaction: CashTransaction | null;
  /** Why the deposit could not be looked at (server message or message id). */
  error: string | null;
  /** The favourite being saved. */
  favoriteChange: FavoriteChange | null;
  /** The player's offers; null until loaded (or when they could not be). */
  offers: BonusOffer[] | null;
  /** The chosen deposit offer; null for no bonus. */
  bonusOfferID: number | null;
  /** The chosen offer no longer fitted the amount or method and was dropped. */
  bonusDropped: boolean;
  /** The promo code as typed. */
  promoCode: string;
  /** Why the code was refused (server message or message id). */
  promoError: string | null;
  promoNotice: PromoNotice | null;
  /** What the player's deposit limits still allow (kuruş); null: no limit, or not known. */
  allowance: number | null;
}

/** The player's deposit limits as the wizard reads them (ProtectionApi.session). */
export interface DepositAllowance {
  /** What may still be deposited under the lowest deposit limit; null: no deposit limit. */
  left: number | null;
  /** Never deposited before: a deposit limit is offered first. */
  firstDeposit: boolean;
}

export type DepositEvent =
  | { type: 'deposit.retry' }
  | { type: 'deposit.selectMethod'; methodID: number }
  | { type: 'deposit.toggleFavorite'; methodID: number }
  | { type: 'deposit.changeAmount'; text: string }
  | { type: 'deposit.choosePreset'; amount: number }
  | { type: 'deposit.submitAmount' }
  | { type: 'deposit.changeField'; field: CashField; value: string }
  | { type: 'deposit.submitDetails' }
  | { type: 'deposit.chooseBonus'; offerID: number | null }
  | { type: 'deposit.changePromoCode'; text: string }
  | { type: 'deposit.redeemCode' }
  | { type: 'deposit.submitBonus' }
  | { type: 'deposit.back' }
  | { type: 'deposit.confirm' }
  | { type: 'deposit.restart' }
  | { type: 'deposit.skipLimit' };

/** What the page does for the machine; names as constants so views refer to them. */
export const DEPOSIT_EMITTED = {
  /** Continue on the payment provider's page. */
  redirect: 'cashier.redirect',
  /** A submission failed: the message as a negative notice for NOTICE_FINANCE_FAILURE_MS. */
  failed: 'cashier.failed',
  /** Money moved: the app machine reads the balance again. */
  walletRefresh: 'wallet.refresh',
} as const;

export type DepositEmitted =
  | { type: typeof DEPOSIT_EMITTED.redirect; url: string }
  | { type: typeof DEPOSIT_EMITTED.failed; message: string }
  /** A new deposit after an outcome: the address loses its ?transaction=. */
  | NavigationRequest
  | { type: typeof DEPOSIT_EMITTED.walletRefresh };

const FRESH = {
  draft: null,
  method: null,
  presets: [],
  presetsFor: null,
  amountText: '',
  amount: null,
  amountError: null,
  fieldValues: {},
  fields: null,
  fieldErrors: {},
  idempotencyKey: null,
  outcome: null,
  transactionID: null,
  transaction: null,
  error: null,
  bonusOfferID: null,
  bonusDropped: false,
  promoCode: '',
  promoError: null,
  promoNotice: null,
} satisfies Partial<DepositContext>;

/** Where a draft leads once the methods are loaded ('presets' is the amount step, presets first). */
type RestoreTarget = 'review' | 'details' | 'presets' | 'amount';

function restoreTarget(context: DepositContext): RestoreTarget | null {
  const restored = restoreDraft(context.draft, context.methods, context.owner);
  if (!restored || restored.step === 'method') return null;
  if (restored.step === 'amount' && restored.method.bankcode) return 'presets';
  return restored.step;
}

const needsPresets = (context: DepositContext) =>
  Boolean(context.method?.bankcode) && context.presetsFor !== context.method?.id;

const methodOf = (context: DepositContext) => {
  // Every step after choosingMethod is entered with a method.
  if (!context.method) throw new Error('deposit: no method chosen');
  return context.method;
};

/** The quick amounts the player's deposit limits allow: never one above what is left. */
export const presetsAllowed = (context: Pick<DepositContext, 'presets' | 'allowance'>) =>
  context.allowance === null
    ? context.presets
    : context.presets.filter((amount) => amount <= context.allowance!);

const choicesOf = (context: DepositContext) =>
  bonusChoices(context.offers, context.method, context.amount);

const fits = (context: DepositContext, offerID: number) =>
  choicesOf(context).some(({ offer }) => offer.offerID === offerID);

/** The outcomes a new deposit starts from: the offers are read again (a bonus may be used). */
const wizardEnded = or(
  ['checkFailed', 'pending', 'completed', 'rejected', 'expired'].map((state) =>
    stateIn(`#deposit.wizard.${state}`),
  ),
);

const hasPhase = (transaction: CashTransaction, phase: ReturnType<typeof transactionPhase>) =>
  transactionPhase(transaction) === phase;

/**
 * The deposit wizard (spec §2 deposit, §5, §8): methods → amount → the method's own fields →
 * review → submission, then the outcome: pending (waits for the operator), redirect (the
 * provider's page, which returns to /deposit?transaction={id}), or QR (shown until paid or
 * expired). Input that passed the rules is restored from a draft into the right step. The
 * favourite hearts save in a parallel region, so they never hold up the wizard.
 */
export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    emitted: {} as DepositEmitted,
  },
  actors: {
    loadMethods: fromPromise<PaymentMethod[], { type: typeof CASH_TYPE.deposit }>(
      notProvided('deposit.loadMethods'),
    ),
    loadPresets: fromPromise<number[], { bankcode: string }>(notProvided('deposit.loadPresets')),
    submitDeposit: fromPromise<DepositOutcome, DepositRequest>(
      notProvided('deposit.submitDeposit'),
    ),
    checkTransaction: fromPromise<CashTransaction, { transactionID: number }>(
      notProvided('deposit.checkTransaction'),
    ),
    saveFavorite: fromPromise<void, FavoriteChange>(notProvided('deposit.saveFavorite')),
    loadOffers: fromPromise<BonusOffer[]>(notProvided('deposit.loadOffers')),
    redeemCode: fromPromise<BonusOffer, { code: string }>(notProvided('deposit.redeemCode')),
    loadAllowance: fromPromise<DepositAllowance>(notProvided('deposit.loadAllowance')),
  },
  delays: {
    pollInterval: DEPOSIT_POLL_MS,
    /** Until the QR code's expiresAt. */
    qrExpiry: ({ context }) => {
      const expiresAt =
        context.outcome?.status === 'qr' ? Date.parse(context.outcome.expiresAt) : 0;
      return Math.max(0, (Number.isNaN(expiresAt) ? 0 : expiresAt) - now());
    },
    checkLimit: DEPOSIT_CHECK_LIMIT_MS,
  },
  guards: {
    returnsFromProvider: ({ context }) => context.transactionID !== null,
    restoresTo: ({ context }, target: RestoreTarget) => restoreTarget(context) === target,
    isKnownMethod: ({ context, event }) =>
      (event.type === 'deposit.selectMethod' || event.type === 'deposit.toggleFavorite') &&
      context.methods.some((method) => method.id === event.methodID),
    chosenNeedsPresets: ({ context, event }) => {
      if (event.type !== 'deposit.selectMethod') return false;
      const method = context.methods.find((candidate) => candidate.id === event.methodID);
      return Boolean(method?.bankcode) && context.presetsFor !== method?.id;
    },
    needsPresets: ({ context }) => needsPresets(context),
    isPreset: ({ context, event }) =>
      event.type === 'deposit.choosePreset' && presetsAllowed(context).includes(event.amount),
    offersLimit: (_, allowance: DepositAllowance) =>
      allowance.firstDeposit && allowance.left === null,
    amountValid: ({ context }) => checkAmount(context.amountText, methodOf(context)).ok,
    methodHasFields: ({ context }) => methodOf(context).fields.length > 0,
    isMethodField: ({ context, event }) =>
      event.type === 'deposit.changeField' && methodOf(context).fields.includes(event.field),
    fieldsValid: ({ context }) => checkFields(context.fieldValues, methodOf(context).fields).ok,
    isPendingOutcome: (_, outcome: DepositOutcome) => outcome.status === 'pending',
    isRedirectOutcome: (_, outcome: DepositOutcome) => outcome.status === 'redirect',
    isFittingChoice: ({ context, event }) =>
      event.type === 'deposit.chooseBonus' &&
      (event.offerID === null || fits(context, event.offerID)),
    hasPromoCode: ({ context }) => context.promoCode.trim() !== '',
    fitsDeposit: ({ context }, offer: BonusOffer) =>
      fits({ ...context, offers: withOffer(context.offers, offer) }, offer.offerID),
    isDepositOffer: (_, offer: BonusOffer) => isDepositOffer(offer),
    isCompleted: (_, transaction: CashTransaction) => hasPhase(transaction, 'completed'),
    isClosed: (_, transaction: CashTransaction) => hasPhase(transaction, 'closed'),
  },
  actions: {
    storeMethods: assign((_, methods: PaymentMethod[]) => ({ methods: sortMethods(methods) })),
    // The draft is used once: restored where it still fits the loaded methods, dropped otherwise.
    restoreDraft: assign(({ context }) => {
      const restored = restoreDraft(context.draft, context.methods, context.owner);
      if (!restored) return { draft: null };
      return {
        draft: null,
        method:
          context.methods.find((method) => method.id === restored.method.id) ?? restored.method,
        amount: restored.amount,
        amountText: restored.amount === null ? '' : kurusToInput(restored.amount),
        fields: restored.fields,
        fieldValues: restored.fields ?? {},
      };
    }),
    chooseMethod: assign(({ context, event }) => {
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
    storeAllowance: assign((_, allowance: DepositAllowance) => ({ allowance: allowance.left })),
    storePresets: assign(({ context }, amounts: number[]) => ({
      presets: presetsWithin(amounts, methodOf(context)),
      presetsFor: methodOf(context).id,
    })),
    // Quick amounts are a help: without them the player types the amount.
    dropPresets: assign({ presets: [], presetsFor: null }),
    changeAmount: assign(({ event }) => {
      assertEvent(event, 'deposit.changeAmount');
      return { amountText: event.text, amountError: null, idempotencyKey: null };
    }),
    choosePreset: assign(({ event }) => {
      assertEvent(event, 'deposit.choosePreset');
      return { amountText: kurusToInput(event.amount), amountError: null, idempotencyKey: null };
    }),
    acceptAmount: assign(({ context }) => {
      const check = checkAmount(context.amountText, methodOf(context));
      return check.ok ? { amount: check.amount, amountError: null } : {};
    }),
    rejectAmount: assign(({ context }) => {
      const check = checkAmount(context.amountText, methodOf(context));
      return check.ok ? {} : { amountError: check.error };
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'deposit.changeField');
      const { [event.field]: _dropped, ...fieldErrors } = context.fieldErrors;
      return {
        fieldValues: { ...context.fieldValues, [event.field]: event.value },
        fieldErrors,
        idempotencyKey: null,
      };
    }),
    acceptFields: assign(({ context }) => {
      const check = checkFields(context.fieldValues, methodOf(context).fields);
      return check.ok ? { fields: check.fields, fieldErrors: {} } : {};
    }),
    rejectFields: assign(({ context }) => {
      const check = checkFields(context.fieldValues, methodOf(context).fields);
      return check.ok ? {} : { fieldErrors: check.errors };
    }),
    // One key per attempt; a retry after a failure without an answer sends the same one.
    startAttempt: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newIdempotencyKey(),
    })),
    storeOutcome: assign((_, outcome: DepositOutcome) => ({
      outcome,
      transactionID: outcome.transactionID,
      idempotencyKey: null,
      draft: null,
    })),
    redirect: emit((_, url: string) => ({ type: DEPOSIT_EMITTED.redirect, url })),
    refreshWallet: emit({ type: DEPOSIT_EMITTED.walletRefresh }),
    endAttempt: assign(({ context }, failure: { keepKey: boolean }) => ({
      idempotencyKey: failure.keepKey ? context.idempotencyKey : null,
    })),
    announceFailure: emit((_, failure: { message: string }) => ({
      type: DEPOSIT_EMITTED.failed,
      message: failure.message,
    })),
    storeTransaction: assign((_, transaction: CashTransaction) => ({ transaction, error: null })),
    storeError: assign((_, error: string) => ({ error })),
    clearError: assign({ error: null }),
    reset: assign({ ...FRESH, methods: [] }),
    announceRestart: emit({ type: 'navigate.page', page: 'deposit' } as const),
    applyFavorite: assign(({ context, event }) => {
      assertEvent(event, 'deposit.toggleFavorite');
      const current = context.methods.find((method) => method.id === event.methodID);
      const change = { methodID: event.methodID, favorite: !current?.isFavorite };
      return {
        favoriteChange: change,
        methods: withFavorite(context.methods, change.methodID, change.favorite),
      };
    }),
    endFavorite: assign({ favoriteChange: null }),
    storeOffers: assign((_, offers: BonusOffer[]) => ({ offers })),
    // Without the offers the deposit goes on without a bonus.
    dropOffers: assign({ offers: null, bonusOfferID: null }),
    // The choice is checked against the amount and method as they are now.
    reviewBonusChoice: assign(({ context }) => {
      if (context.offers === null || context.bonusOfferID === null) return {};
      return fits(context, context.bonusOfferID)
        ? { bonusDropped: false }
        : { bonusOfferID: null, bonusDropped: true };
    }),
    chooseBonus: assign(({ event }) => {
      assertEvent(event, 'deposit.chooseBonus');
      return { bonusOfferID: event.offerID, bonusDropped: false, promoNotice: null };
    }),
    changePromoCode: assign(({ event }) => {
      assertEvent(event, 'deposit.changePromoCode');
      return { promoCode: event.text, promoError: null, promoNotice: null };
    }),
    storeRedeemed: assign(
      ({ context }, params: { offer: BonusOffer; notice: PromoNotice['kind'] }) => ({
        offers: withOffer(context.offers, params.offer),
        promoCode: '',
        promoError: null,
        promoNotice: { kind: params.notice, title: params.offer.title },
        ...(params.notice === 'selected'
          ? { bonusOfferID: params.offer.offerID, bonusDropped: false }
          : {}),
      }),
    ),
    storePromoError: assign((_, message: string) => ({ promoError: message, promoNotice: null })),
    clearBonusNotes: assign({ bonusDropped: false, promoNotice: null }),
    // The server refused: the heart shows what is saved.
    revertFavorite: assign(({ context: { favoriteChange: change, methods } }) => ({
      favoriteChange: null,
      methods: change ? withFavorite(methods, change.methodID, !change.favorite) : methods,
    })),
  },
}).createMachine({
  id: 'deposit',
  type: 'parallel',
  context: ({ input }) => ({
    ...FRESH,
    owner: input.owner,
    draft: input.draft,
    transactionID: input.transactionID,
    methods: [],
    favoriteChange: null,
    offers: null,
    bonusOfferID: input.bonusOfferID ?? null,
    allowance: null,
  }),
  states: {
    wizard: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: 'returnsFromProvider', target: 'checkingTransaction' },
            { target: 'loadingMethods' },
          ],
        },
        loadingMethods: {
          tags: ['busy'],
          invoke: {
            id: 'loadMethods',
            src: 'loadMethods',
            input: { type: CASH_TYPE.deposit },
            onDone: {
              target: 'awaitingLimits',
              actions: { type: 'storeMethods', params: ({ event }) => event.output },
            },
            onError: 'methodsFailed',
          },
        },
        // The limits are read beside the methods: the first step waits for them, so an offer of
        // a limit is drawn with it instead of pushing it down the page.
        awaitingLimits: {
          tags: ['busy'],
          always: { guard: not(stateIn('#deposit.limits.reading')), target: 'restoring' },
        },
        // A draft re-enters its step; without one (or with a stale one) the list is shown.
        restoring: {
          always: [
            // The bonus is not kept in a draft: it is chosen again.
            {
              guard: { type: 'restoresTo', params: 'review' },
              target: 'choosingBonus',
              actions: 'restoreDraft',
            },
            {
              guard: { type: 'restoresTo', params: 'details' },
              target: 'details',
              actions: 'restoreDraft',
            },
            {
              guard: { type: 'restoresTo', params: 'presets' },
              target: 'loadingPresets',
              actions: 'restoreDraft',
            },
            {
              guard: { type: 'restoresTo', params: 'amount' },
              target: 'amount',
              actions: 'restoreDraft',
            },
            { target: 'choosingMethod', actions: 'restoreDraft' },
          ],
        },
        methodsFailed: {
          on: { 'deposit.retry': 'loadingMethods' },
        },
        choosingMethod: {
          on: {
            'deposit.selectMethod': [
              {
                guard: and(['isKnownMethod', 'chosenNeedsPresets']),
                target: 'loadingPresets',
                actions: 'chooseMethod',
              },
              { guard: 'isKnownMethod', target: 'amount', actions: 'chooseMethod' },
            ],
          },
        },
        loadingPresets: {
          tags: ['busy'],
          invoke: {
            id: 'loadPresets',
            src: 'loadPresets',
            // Entered only for a method with a bank code.
            input: ({ context }) => ({ bankcode: methodOf(context).bankcode ?? '' }),
            onDone: {
              target: 'amount',
              actions: { type: 'storePresets', params: ({ event }) => event.output },
            },
            onError: { target: 'amount', actions: 'dropPresets' },
          },
          // The amount field is already there: what is typed meanwhile is kept.
          on: {
            'deposit.changeAmount': { actions: 'changeAmount' },
            'deposit.back': 'choosingMethod',
          },
        },
        amount: {
          on: {
            'deposit.changeAmount': { actions: 'changeAmount' },
            'deposit.choosePreset': { guard: 'isPreset', actions: 'choosePreset' },
            'deposit.submitAmount': [
              {
                guard: and(['amountValid', 'methodHasFields']),
                target: 'details',
                actions: 'acceptAmount',
              },
              { guard: 'amountValid', target: 'choosingBonus', actions: 'acceptAmount' },
              // Nothing is sent: the rule's message shows under the field.
              { actions: 'rejectAmount' },
            ],
            'deposit.back': 'choosingMethod',
          },
        },
        details: {
          on: {
            'deposit.changeField': { guard: 'isMethodField', actions: 'changeField' },
            'deposit.submitDetails': [
              { guard: 'fieldsValid', target: 'choosingBonus', actions: 'acceptFields' },
              { actions: 'rejectFields' },
            ],
            'deposit.back': [
              { guard: 'needsPresets', target: 'loadingPresets' },
              { target: 'amount' },
            ],
          },
        },
        // The offers that fit the amount and method, 'no bonus', and a promo code.
        choosingBonus: {
          entry: 'reviewBonusChoice',
          on: {
            'deposit.chooseBonus': { guard: 'isFittingChoice', actions: 'chooseBonus' },
            'deposit.changePromoCode': { actions: 'changePromoCode' },
            'deposit.submitBonus': { target: 'review', actions: 'clearBonusNotes' },
            'deposit.back': [
              { guard: 'methodHasFields', target: 'details', actions: 'clearBonusNotes' },
              { guard: 'needsPresets', target: 'loadingPresets', actions: 'clearBonusNotes' },
              { target: 'amount', actions: 'clearBonusNotes' },
            ],
          },
        },
        review: {
          on: {
            'deposit.confirm': { target: 'submitting', actions: 'startAttempt' },
            'deposit.back': 'choosingBonus',
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitDeposit',
            src: 'submitDeposit',
            input: ({ context }) =>
              depositRequest(
                methodOf(context),
                context.amount ?? 0,
                context.fields ?? {},
                context.idempotencyKey ?? '',
                context.bonusOfferID,
              ),
            onDone: [
              {
                guard: { type: 'isPendingOutcome', params: ({ event }) => event.output },
                target: 'pending',
                actions: [
                  { type: 'storeOutcome', params: ({ event }) => event.output },
                  'refreshWallet',
                ],
              },
              {
                guard: { type: 'isRedirectOutcome', params: ({ event }) => event.output },
                target: 'redirecting',
                actions: [
                  { type: 'storeOutcome', params: ({ event }) => event.output },
                  'refreshWallet',
                  {
                    type: 'redirect',
                    params: ({ event }) =>
                      event.output.status === 'redirect' ? event.output.paymentUrl : '',
                  },
                ],
              },
              {
                target: 'showingQr',
                actions: [
                  { type: 'storeOutcome', params: ({ event }) => event.output },
                  'refreshWallet',
                ],
              },
            ],
            // Back to review with the input kept; the notice says why.
            onError: {
              target: 'review',
              actions: [
                { type: 'endAttempt', params: ({ event }) => submissionFailure(event.error) },
                { type: 'announceFailure', params: ({ event }) => submissionFailure(event.error) },
              ],
            },
          },
        },
        // The page is being left for the provider's; it brings the player back with the id.
        redirecting: {},
        showingQr: {
          initial: 'waiting',
          after: { qrExpiry: 'verifyingExpiry' },
          states: {
            waiting: { after: { pollInterval: 'polling' } },
            polling: {
              invoke: {
                id: 'checkTransaction',
                src: 'checkTransaction',
                input: ({ context }) => ({ transactionID: context.transactionID ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'isCompleted', params: ({ event }) => event.output },
                    target: '#deposit.wizard.completed',
                    actions: [
                      { type: 'storeTransaction', params: ({ event }) => event.output },
                      'refreshWallet',
                    ],
                  },
                  {
                    guard: { type: 'isClosed', params: ({ event }) => event.output },
                    target: '#deposit.wizard.rejected',
                    actions: { type: 'storeTransaction', params: ({ event }) => event.output },
                  },
                  {
                    target: 'waiting',
                    actions: { type: 'storeTransaction', params: ({ event }) => event.output },
                  },
                ],
                // A missed look is made up by the next one.
                onError: 'waiting',
              },
            },
          },
        },
        // The code ran out: one last look, in case it was paid at the last moment.
        verifyingExpiry: {
          tags: ['busy'],
          invoke: {
            id: 'checkTransaction',
            src: 'checkTransaction',
            input: ({ context }) => ({ transactionID: context.transactionID ?? 0 }),
            onDone: [
              {
                guard: { type: 'isCompleted', params: ({ event }) => event.output },
                target: 'completed',
                actions: [
                  { type: 'storeTransaction', params: ({ event }) => event.output },
                  'refreshWallet',
                ],
              },
              {
                target: 'expired',
                actions: { type: 'storeTransaction', params: ({ event }) => event.output },
              },
            ],
            onError: 'expired',
          },
        },
        // Back from the provider's page: watch the deposit until it is decided.
        checkingTransaction: {
          tags: ['busy'],
          initial: 'fetching',
          entry: 'clearError',
          after: { checkLimit: 'pending' },
          states: {
            fetching: {
              invoke: {
                id: 'checkTransaction',
                src: 'checkTransaction',
                input: ({ context }) => ({ transactionID: context.transactionID ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'isCompleted', params: ({ event }) => event.output },
                    target: '#deposit.wizard.completed',
                    actions: [
                      { type: 'storeTransaction', params: ({ event }) => event.output },
                      'refreshWallet',
                    ],
                  },
                  {
                    guard: { type: 'isClosed', params: ({ event }) => event.output },
                    target: '#deposit.wizard.rejected',
                    actions: { type: 'storeTransaction', params: ({ event }) => event.output },
                  },
                  {
                    target: 'waiting',
                    actions: { type: 'storeTransaction', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: '#deposit.wizard.checkFailed',
                  actions: {
                    type: 'storeError',
                    params: ({ event }) => lookupFailure(event.error),
                  },
                },
              },
            },
            waiting: { after: { pollInterval: 'fetching' } },
          },
        },
        checkFailed: {
          on: {
            'deposit.retry': 'checkingTransaction',
            'deposit.restart': { target: 'loadingMethods', actions: ['reset', 'announceRestart'] },
          },
        },
        // The outcomes: each may start a new deposit.
        pending: {
          on: {
            'deposit.restart': { target: 'loadingMethods', actions: ['reset', 'announceRestart'] },
          },
        },
        completed: {
          on: {
            'deposit.restart': { target: 'loadingMethods', actions: ['reset', 'announceRestart'] },
          },
        },
        rejected: {
          on: {
            'deposit.restart': { target: 'loadingMethods', actions: ['reset', 'announceRestart'] },
          },
        },
        expired: {
          on: {
            'deposit.restart': { target: 'loadingMethods', actions: ['reset', 'announceRestart'] },
          },
        },
      },
    },
    // The player's offers, read beside the wizard; a promo code adds the offer it unlocks.
    offers: {
      initial: 'loading',
      on: {
        'deposit.restart': { guard: wizardEnded, target: '.loading' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadOffers',
            src: 'loadOffers',
            onDone: [
              {
                guard: stateIn('#deposit.wizard.choosingBonus'),
                target: 'ready',
                actions: [
                  { type: 'storeOffers', params: ({ event }) => event.output },
                  'reviewBonusChoice',
                ],
              },
              {
                target: 'ready',
                actions: { type: 'storeOffers', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'unavailable', actions: 'dropOffers' },
          },
        },
        unavailable: {},
        ready: {
          on: {
            'deposit.redeemCode': {
              guard: and([stateIn('#deposit.wizard.choosingBonus'), 'hasPromoCode']),
              target: 'redeeming',
            },
          },
        },
        redeeming: {
          invoke: {
            id: 'redeemCode',
            src: 'redeemCode',
            input: ({ context }) => ({ code: context.promoCode.trim() }),
            onDone: [
              {
                guard: { type: 'fitsDeposit', params: ({ event }) => event.output },
                target: 'ready',
                actions: {
                  type: 'storeRedeemed',
                  params: ({ event }) => ({ offer: event.output, notice: 'selected' as const }),
                },
              },
              {
                guard: { type: 'isDepositOffer', params: ({ event }) => event.output },
                target: 'ready',
                actions: {
                  type: 'storeRedeemed',
                  params: ({ event }) => ({ offer: event.output, notice: 'doesNotFit' as const }),
                },
              },
              {
                target: 'ready',
                actions: {
                  type: 'storeRedeemed',
                  params: ({ event }) => ({
                    offer: event.output,
                    notice: 'claimElsewhere' as const,
                  }),
                },
              },
            ],
            onError: {
              target: 'ready',
              actions: {
                type: 'storePromoError',
                params: ({ event }) => lookupFailure(event.error),
              },
            },
          },
        },
      },
    },
    // The player's deposit limits, read beside the wizard: no quick amount above what they
    // leave; before a first deposit without a limit, a limit is offered (skippable).
    limits: {
      initial: 'reading',
      on: {
        'deposit.restart': { guard: wizardEnded, target: '.reading' },
      },
      states: {
        reading: {
          invoke: {
            id: 'loadAllowance',
            src: 'loadAllowance',
            onDone: [
              {
                guard: { type: 'offersLimit', params: ({ event }) => event.output },
                target: 'offeringLimit',
                actions: { type: 'storeAllowance', params: ({ event }) => event.output },
              },
              {
                target: 'known',
                actions: { type: 'storeAllowance', params: ({ event }) => event.output },
              },
            ],
            // Every preset shows; the platform still refuses a deposit beyond a limit.
            onError: 'unknown',
          },
        },
        // Held while the methods load: drawn above the loading panel, the offer would push it
        // down the page; it comes with the first step instead.
        offeringLimit: {
          initial: 'held',
          states: {
            held: {
              always: { guard: not(stateIn('#deposit.wizard.loadingMethods')), target: 'shown' },
            },
            shown: { on: { 'deposit.skipLimit': '#deposit.limits.known' } },
          },
        },
        known: {},
        unknown: {},
      },
    },
    // The hearts of the method list: saved beside the wizard, one at a time.
    favorite: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'deposit.toggleFavorite': {
              guard: and([stateIn('#deposit.wizard.choosingMethod'), 'isKnownMethod']),
              target: 'saving',
              actions: 'applyFavorite',
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveFavorite',
            src: 'saveFavorite',
            input: ({ context }) => context.favoriteChange ?? { methodID: 0, favorite: false },
            onDone: { target: 'idle', actions: 'endFavorite' },
            onError: { target: 'idle', actions: 'revertFavorite' },
          },
        },
      },
    },
  },
});
