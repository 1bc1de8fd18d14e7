import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toApp } from '../shared/app-system.ts';
import { newIdempotencyKey } from '../cashier/withdraw-rules.ts';
import { keyedAttemptFailed, keyedAttemptGuards } from '../shared/keyed-attempt.ts';
import type { BonusOffer, ClaimOutcome } from '../shared/bonus.ts';
import { notProvided } from '../shared/not-provided.ts';
import { bonusFailureOf } from './bonus-rules.ts';

export interface BonusClaimInput {
  offer: BonusOffer;
}

export interface BonusClaimContext {
  offer: BonusOffer;
  /** One per claim attempt, kept when the platform did not answer so a retry repeats it. */
  claimKey: string | null;
  outcome: ClaimOutcome | null;
  /** Why the last claim failed (server message or message id). */
  error: string | null;
}

export interface ClaimRequest {
  offerID: number;
  idempotencyKey: string;
}

export type BonusClaimEvent =
  | { type: 'claim.confirm' }
  | { type: 'claim.retry' }
  /** Back to the offer's rules after a refusal. */
  | { type: 'claim.back' }
  | { type: 'claim.close' };

export interface BonusClaimOutput {
  /** Something was given: the area reads the offers and bonuses again. */
  claimed: boolean;
}

/**
 * Taking one offer that pays on a claim (a fixed bonus, the casino discount): the player reads
 * its rules, confirms, and the claim goes out with its own idempotency key (kept for a retry
 * when the platform did not answer). Claimed shows what was given, a bonus to wager or cash,
 * and refreshes the balance (wallet.refresh); a refusal shows the server's message. The bonus
 * area invokes it and reads the offers again when it ends with something claimed.
 */
export const bonusClaimMachine = setup({
  types: {
    input: {} as BonusClaimInput,
    context: {} as BonusClaimContext,
    events: {} as BonusClaimEvent,
    output: {} as BonusClaimOutput,
  },
  actors: {
    claimBonus: fromPromise<ClaimOutcome, ClaimRequest>(notProvided('claimBonus')),
  },
  guards: {
    ...keyedAttemptGuards,
  },
  actions: {
    // A new attempt gets a new key; a repeated one keeps the key of the attempt it repeats.
    ensureClaimKey: assign(({ context }) => ({
      claimKey: context.claimKey ?? newIdempotencyKey(),
      error: null,
    })),
    storeOutcome: assign((_, outcome: ClaimOutcome) => ({ outcome, claimKey: null })),
    storeError: assign((_, error: unknown) => ({ error: bonusFailureOf(error) })),
    dropClaimKey: assign({ claimKey: null }),
    clearError: assign({ error: null }),
    refreshBalance: sendTo(toApp, { type: 'wallet.refresh' as const }),
  },
}).createMachine({
  id: 'bonusClaim',
  context: ({ input }) => ({ offer: input.offer, claimKey: null, outcome: null, error: null }),
  initial: 'reviewing',
  states: {
    reviewing: {
      on: {
        'claim.confirm': { target: 'claiming', actions: 'ensureClaimKey' },
        'claim.close': 'closed',
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claimBonus',
        src: 'claimBonus',
        // claiming is entered only with a key set.
        input: ({ context }) => ({
          offerID: context.offer.offerID,
          idempotencyKey: context.claimKey as string,
        }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'storeOutcome', params: ({ event }) => event.output },
            'refreshBalance',
          ],
        },
        onError: keyedAttemptFailed({
          target: 'refused',
          storeError: 'storeError',
          dropKey: 'dropClaimKey',
        }),
      },
    },
    claimed: {
      on: { 'claim.close': 'closed' },
    },
    refused: {
      on: {
        'claim.retry': { target: 'claiming', actions: 'ensureClaimKey' },
        'claim.back': { target: 'reviewing', actions: 'clearError' },
        'claim.close': 'closed',
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ claimed: context.outcome !== null }),
});
