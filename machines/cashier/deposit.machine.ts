import { and, not, stateIn } from 'xstate';
import { CASH_TYPE } from '../shared/finance.ts';
import { FRESH, methodOf, type RestoreTarget } from './deposit-context-reads.ts';
import { wizardEnded } from './deposit-guards.ts';
import { choosingLimit } from './deposit-limit-choice.ts';
import { depositAnswer } from './deposit-outcome.ts';
import { depositRequest, lookupFailure } from './deposit-rules.ts';
import { depositSetup } from './deposit-setup.ts';
import { awaitNews, hearingNews, watchTransaction } from './deposit-watch.ts';

/** A draft that leads to `step` re-enters the wizard at `target`. */
const restoringTo = (step: RestoreTarget, target: string) =>
  ({ guard: { type: 'restoresTo', params: step }, target, actions: 'restoreDraft' }) as const;

const limitsRead = not(stateIn('#deposit.limits.reading'));

/** A new deposit after an outcome (or a deposit that could not be looked at). */
const startOver = { target: 'loadingMethods', actions: ['reset', 'announceRestart'] } as const;

/**
 * The deposit wizard (spec §2 deposit, §5, §8): methods → amount → the method's own fields →
 * review → submission (before the first step, the answer to a deposit limit when one is due),
 * then the outcome: pending (waits for the operator, whose decision the
 * live stream tells and one look confirms), redirect (the
 * provider's page, which returns to /deposit?transaction={id}), or QR (shown until paid or
 * expired). A QR code's payment and a deposit back from the provider are looked at as the stream
 * tells of them, and every 3 s only while no stream is open. Input that passed the rules is
 * restored from a draft into the right step. The favourite hearts save in a parallel region, so
 * they never hold up the wizard.
 */
export const depositMachine = depositSetup.createMachine({
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
    limitChoiceDue: false,
    limitError: null,
    live: false,
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
        // The limits are read beside the methods: the first step waits for them, and for the
        // player's answer to a deposit limit when one is due.
        awaitingLimits: {
          tags: ['busy'],
          always: [
            { guard: and([limitsRead, 'limitChoiceDue']), target: 'choosingLimit' },
            { guard: limitsRead, target: 'restoring' },
          ],
        },
        choosingLimit,
        // A draft re-enters its step; without one (or with a stale one) the list is shown.
        restoring: {
          always: [
            // The bonus is not kept in a draft: it is chosen again.
            restoringTo('review', 'choosingBonus'),
            restoringTo('details', 'details'),
            restoringTo('presets', 'loadingPresets'),
            restoringTo('amount', 'amount'),
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
            // Back to review with the input kept; the notice says why.
            ...depositAnswer({ refused: 'review', redirectReadsWallet: true }),
          },
        },
        // The page is being left for the provider's; it brings the player back with the id.
        redirecting: {},
        // Paid on another device: the stream tells (or, without one, the polls find out).
        showingQr: {
          initial: 'waiting',
          after: { qrExpiry: 'verifyingExpiry' },
          ...hearingNews,
          states: {
            waiting: awaitNews('polling'),
            polling: watchTransaction({
              open: 'waiting',
              closed: '#deposit.wizard.rejected',
              // A missed look is made up by the next one.
              failed: 'waiting',
            }),
          },
        },
        // The code ran out: one last look, in case it was paid at the last moment.
        verifyingExpiry: {
          tags: ['busy'],
          ...watchTransaction({ open: 'expired', failed: 'expired' }),
        },
        // Back from the provider's page: watch the deposit until it is decided.
        checkingTransaction: {
          tags: ['busy'],
          initial: 'fetching',
          entry: 'clearError',
          after: { checkLimit: 'pending' },
          ...hearingNews,
          states: {
            fetching: watchTransaction({
              open: 'waiting',
              closed: '#deposit.wizard.rejected',
              failed: {
                target: '#deposit.wizard.checkFailed',
                actions: { type: 'storeError', params: ({ event }) => lookupFailure(event.error) },
              },
            }),
            waiting: awaitNews('fetching'),
          },
        },
        checkFailed: {
          on: { 'deposit.retry': 'checkingTransaction', 'deposit.restart': startOver },
        },
        // The outcomes: each may start a new deposit.
        pending: {
          initial: 'waiting',
          // The operator decides; the live stream tells when, and one look says how.
          invoke: { id: 'transactionChanges', src: 'transactionChanges' },
          on: { 'deposit.restart': startOver },
          states: {
            waiting: {
              on: {
                'cashier.transactionChanged': { guard: 'isFollowedTransaction', target: 'looking' },
              },
            },
            looking: watchTransaction({
              open: 'waiting',
              closed: '#deposit.wizard.rejected',
              failed: 'waiting',
            }),
          },
        },
        completed: { on: { 'deposit.restart': startOver } },
        rejected: { on: { 'deposit.restart': startOver } },
        expired: { on: { 'deposit.restart': startOver } },
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
    // leave, and whether the player must answer the offer of one first.
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
            onDone: {
              target: 'known',
              actions: { type: 'storeAllowance', params: ({ event }) => event.output },
            },
            // Every preset shows; the platform still refuses a deposit beyond a limit, and one
            // that waits for the player's answer to a deposit limit.
            onError: 'unknown',
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
