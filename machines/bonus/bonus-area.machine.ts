import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { errorOf } from '../shared/api-errors.ts';
import type { NavigationRequest, NoticeRequest } from '../shared/navigation.ts';
import type { BonusApi } from '../ports.ts';
import { newIdempotencyKey } from '../cashier/withdraw-rules.ts';
import { keyedAttemptGuards } from '../shared/keyed-attempt.ts';
import { cancelFailed, confirmingCancel } from '../shared/keyed-cancel.ts';
import type { BonusOffer, PlayerBonus, WithdrawalRule } from '../shared/bonus.ts';
import { now } from '../shared/clock.ts';
import type { ListPage } from '../shared/games.ts';
import { notProvided, notProvidedPort } from '../shared/not-provided.ts';
import { pagedListMachine, providedActor } from '../paging/paged-list.machine.ts';
import {
  activeOf,
  BONUS_MESSAGES,
  BONUS_TICK_MS,
  BONUSES_PAGE_SIZE,
  bonusFailureOf,
  depositWithOffer,
  expiryDelayOf,
  isClaimOffer,
  isDepositOffer,
} from './bonus-rules.ts';
import { bonusClaimMachine } from './bonus-claim.machine.ts';

export interface BonusAreaInput {
  /** ?claim= of the address (a promotion's claim link): its claim opens once the offers are read. */
  claimOfferID: number | null;
}

export interface BonusAreaContext {
  offers: BonusOffer[];
  /**
   * The first page of the player's bonuses, read with the area: the active one first. The past
   * bonuses page on from it in the child `pastBonuses`.
   */
  firstPage: ListPage<PlayerBonus>;
  /** What a withdrawal does to the active bonus (the operator's setting); null when not known. */
  withdrawalRule: WithdrawalRule | null;
  /** The clock the active bonus's time left is drawn from; it ticks every minute. */
  now: number;
  requestedClaim: number | null;
  /** The offer the claim dialog is about. */
  claiming: BonusOffer | null;
  /** The promo code being redeemed. */
  code: string;
  codeError: string | null;
  /** The offer the last code unlocked. */
  redeemed: BonusOffer | null;
  /** One per cancel attempt, kept when the platform did not answer so a retry repeats it. */
  cancelKey: string | null;
  cancelError: string | null;
  /** The bonus the player just cancelled, as the platform answered it. */
  forfeited: PlayerBonus | null;
}

export interface AreaData {
  offers: BonusOffer[];
  page: ListPage<PlayerBonus>;
  /** From the cashier summary, which tells it only while a bonus is active. */
  withdrawalRule: WithdrawalRule | null;
}

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface CancelRequest {
  bonusID: number;
  idempotencyKey: string;
}

export type BonusAreaEvent =
  | { type: 'bonus.retry' }
  | { type: 'bonus.claim'; offerID: number }
  /** A deposit offer: to the deposit wizard with the offer chosen. */
  | { type: 'bonus.deposit'; offerID: number }
  | { type: 'bonus.redeem'; code: string }
  | { type: 'bonus.cancel' }
  | { type: 'bonus.confirmCancel' }
  | { type: 'bonus.keep' }
  /** The cancelled bonus's summary is read: the area reads everything again. */
  | { type: 'bonus.dismiss' };

/** The area is read with the first page of the player's bonuses. */
const FIRST_PAGE: PageQuery = { limit: BONUSES_PAGE_SIZE, offset: 0 };

const offerOf = (offers: readonly BonusOffer[], offerID: number | null) =>
  offers.find((offer) => offer.offerID === offerID) ?? null;

const claimable = (offer: BonusOffer | null): offer is BonusOffer =>
  offer !== null && isClaimOffer(offer) && offer.blocked === null;

const NO_BONUSES: ListPage<PlayerBonus> = {
  items: [],
  pagination: { limit: BONUSES_PAGE_SIZE, offset: 0, total: 0 },
};

const activeIn = (context: BonusAreaContext) => activeOf(context.firstPage.items);

/**
 * The bonus area of the account (spec §3 bonuses): the offers the player may take, a promo code
 * field, the active bonus with its wagering and time left, and the past bonuses a page at a time
 * (its child `pastBonuses`, the paged list over `loadBonuses`, from the page read with the area).
 * A claim offer opens the claim machine (invoked); a deposit offer leads to the deposit wizard
 * with the offer chosen (navigate.page to the app). The active bonus may be cancelled after a warning of
 * what is lost; the balance is refreshed (wallet.refresh) and everything read again. The clock
 * ticks every minute, and the area reads itself again when the active bonus expires.
 */
export const bonusAreaMachine = setup({
  types: {
    input: {} as BonusAreaInput,
    context: {} as BonusAreaContext,
    events: {} as BonusAreaEvent,
    children: {} as { bonusClaim: 'bonusClaim'; pastBonuses: 'pagedList' },
  },
  actors: {
    loadArea: fromPromise<AreaData, PageQuery>(notProvided('loadArea')),
    loadBonuses: notProvidedPort<BonusApi['bonuses']>('loadBonuses'),
    redeemCode: fromPromise<BonusOffer, { code: string }>(notProvided('redeemCode')),
    cancelBonus: fromPromise<PlayerBonus, CancelRequest>(notProvided('cancelBonus')),
    bonusClaim: bonusClaimMachine,
    pagedList: pagedListMachine,
  },
  delays: {
    untilExpiry: ({ context }) => {
      const active = activeIn(context);
      return active ? expiryDelayOf(active, now()) : BONUS_TICK_MS;
    },
  },
  guards: {
    hasActive: ({ context }) => activeIn(context) !== null,
    requestedClaimable: ({ context }) => claimable(offerOf(context.offers, context.requestedClaim)),
    hasRequest: ({ context }) => context.requestedClaim !== null,
    isClaimable: ({ context, event }) =>
      event.type === 'bonus.claim' && claimable(offerOf(context.offers, event.offerID)),
    isDepositOffer: ({ context, event }) => {
      if (event.type !== 'bonus.deposit') return false;
      const offer = offerOf(context.offers, event.offerID);
      return offer !== null && isDepositOffer(offer) && offer.blocked === null;
    },
    isBlankCode: ({ event }) => event.type === 'bonus.redeem' && event.code.trim() === '',
    wasClaimed: (_, output: { claimed: boolean }) => output.claimed,
    ...keyedAttemptGuards,
  },
  actions: {
    storeArea: assign((_, data: AreaData) => ({
      offers: data.offers,
      firstPage: data.page,
      withdrawalRule: data.withdrawalRule,
      now: now(),
    })),
    tick: assign({ now: () => now() }),
    openRequested: assign(({ context }) => ({
      claiming: offerOf(context.offers, context.requestedClaim),
      requestedClaim: null,
    })),
    dropRequest: assign({ requestedClaim: null }),
    openClaim: assign(({ context, event }) => {
      assertEvent(event, 'bonus.claim');
      return { claiming: offerOf(context.offers, event.offerID) };
    }),
    closeClaim: assign({ claiming: null }),
    goToDeposit: sendTo(toApp, ({ event }): NavigationRequest => {
      assertEvent(event, 'bonus.deposit');
      // A link the player followed: the bonus page stays in the history.
      return {
        type: 'navigate.page',
        page: { address: depositWithOffer(event.offerID) },
        keep: true,
      };
    }),
    askCode: assign({ codeError: BONUS_MESSAGES.codeRequired, redeemed: null }),
    startRedeem: assign(({ event }) => {
      assertEvent(event, 'bonus.redeem');
      return { code: event.code.trim(), codeError: null, redeemed: null };
    }),
    // The unlocked offer joins the list (or takes the place of the same offer shown blocked).
    addRedeemed: assign(({ context }, offer: BonusOffer) => ({
      offers: [...context.offers.filter((o) => o.offerID !== offer.offerID), offer],
      redeemed: offer,
      code: '',
    })),
    storeCodeError: assign((_, error: unknown) => ({ codeError: bonusFailureOf(error) })),
    // A new attempt gets a new key; a repeated one keeps the key of the attempt it repeats.
    ensureCancelKey: assign(({ context }) => ({
      cancelKey: context.cancelKey ?? newIdempotencyKey(),
      cancelError: null,
    })),
    closeCancel: assign({ cancelKey: null, cancelError: null }),
    storeCancelError: assign((_, error: unknown) => ({ cancelError: bonusFailureOf(error) })),
    dropCancelKey: assign({ cancelKey: null }),
    storeForfeited: assign((_, bonus: PlayerBonus) => ({
      forfeited: bonus,
      cancelKey: null,
      cancelError: null,
    })),
    clearForfeited: assign({ forfeited: null }),
    refreshBalance: sendTo(toApp, { type: 'wallet.refresh' as const }),
    announceCancelled: sendTo(toApp, {
      type: 'notice.show',
      notice: { id: BONUS_MESSAGES.cancelled },
    } satisfies NoticeRequest),
  },
}).createMachine({
  id: 'bonusArea',
  context: ({ input }) => ({
    offers: [],
    firstPage: NO_BONUSES,
    withdrawalRule: null,
    now: now(),
    requestedClaim: input.claimOfferID,
    claiming: null,
    code: '',
    codeError: null,
    redeemed: null,
    cancelKey: null,
    cancelError: null,
    forfeited: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadArea',
        src: 'loadArea',
        input: FIRST_PAGE,
        onDone: {
          target: 'ready',
          actions: { type: 'storeArea', params: ({ event }) => event.output },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'bonus.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      invoke: {
        id: 'pastBonuses',
        src: 'pagedList',
        input: ({ self, context }) => ({
          loadPage: providedActor(self, 'loadBonuses'),
          pageSize: BONUSES_PAGE_SIZE,
          keyOf: (bonus: PlayerBonus) => bonus.bonusID,
          firstPage: context.firstPage,
        }),
      },
      states: {
        flow: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: 'requestedClaimable', target: 'claiming', actions: 'openRequested' },
                // An offer that cannot be claimed now is simply shown with its reason.
                { guard: 'hasRequest', actions: 'dropRequest' },
              ],
              on: {
                'bonus.claim': { guard: 'isClaimable', target: 'claiming', actions: 'openClaim' },
                'bonus.deposit': { guard: 'isDepositOffer', actions: 'goToDeposit' },
                'bonus.cancel': { guard: 'hasActive', target: 'confirmingCancel' },
              },
            },
            claiming: {
              tags: ['dialog'],
              invoke: {
                id: 'bonusClaim',
                src: 'bonusClaim',
                // claiming is entered only with the offer set.
                input: ({ context }) => ({ offer: context.claiming as BonusOffer }),
                onDone: [
                  {
                    guard: { type: 'wasClaimed', params: ({ event }) => event.output },
                    target: '#bonusArea.loading',
                    actions: 'closeClaim',
                  },
                  { target: 'idle', actions: 'closeClaim' },
                ],
              },
            },
            confirmingCancel: confirmingCancel({
              confirm: 'bonus.confirmCancel',
              keep: 'bonus.keep',
            }),
            cancelling: {
              tags: ['dialog', 'busy'],
              invoke: {
                id: 'cancelBonus',
                src: 'cancelBonus',
                // cancelling is entered only from confirmingCancel, with an active bonus and a key.
                input: ({ context }) => ({
                  bonusID: (activeIn(context) as PlayerBonus).bonusID,
                  idempotencyKey: context.cancelKey as string,
                }),
                onDone: {
                  target: 'forfeited',
                  actions: [
                    { type: 'storeForfeited', params: ({ event }) => event.output },
                    'refreshBalance',
                    'announceCancelled',
                  ],
                },
                onError: cancelFailed,
              },
            },
            forfeited: {
              tags: ['dialog'],
              on: {
                'bonus.dismiss': { target: '#bonusArea.loading', actions: 'clearForfeited' },
              },
            },
          },
        },
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'bonus.redeem': [
                  { guard: 'isBlankCode', actions: 'askCode' },
                  { target: 'redeeming', actions: 'startRedeem' },
                ],
              },
            },
            redeeming: {
              tags: ['redeeming'],
              invoke: {
                id: 'redeemCode',
                src: 'redeemCode',
                input: ({ context }) => ({ code: context.code }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'addRedeemed', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'storeCodeError', params: errorOf },
                },
              },
            },
          },
        },
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                untilExpiry: { guard: 'hasActive', target: '#bonusArea.loading' },
                [BONUS_TICK_MS]: { target: 'ticking', reenter: true, actions: 'tick' },
              },
            },
          },
        },
      },
    },
  },
});
