import type { BonusOffer, PlayerBonus } from '../shared/bonus.ts';
import { isUnansweredFailure } from '../shared/api-errors.ts';

/** Message ids the bonus machines hand the views (src/i18n translates them). */
export const BONUS_MESSAGES = {
  /** A failure that carries no server message. */
  failed: 'bonus.failed',
  /** The promo code field was sent empty. */
  codeRequired: 'bonus.code.required',
  /** The player cancelled the active bonus. */
  cancelled: 'bonus.cancel.done',
} as const;

/** Past bonuses come ten at a time, like the other account lists (spec §9). */
export const BONUSES_PAGE_SIZE = 10;

/** The active bonus's time left is redrawn every minute. */
export const BONUS_TICK_MS = 60_000;

/** setTimeout waits at most this long; a later expiry is checked again after it. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** An offer the player takes on this page with a claim (a fixed bonus or the casino discount). */
export const isClaimOffer = (offer: BonusOffer) =>
  offer.trigger === 'claim' || offer.trigger === 'losses';

/** An offer that comes with a deposit: the player picks it in the deposit wizard. */
export const isDepositOffer = (offer: BonusOffer) =>
  offer.trigger === 'first_deposit' || offer.trigger === 'deposit';

/** The active bonus of a list (the platform answers it first, but any place will do). */
export const activeOf = (bonuses: readonly PlayerBonus[]) =>
  bonuses.find((bonus) => bonus.status === 'active') ?? null;

/** Milliseconds until a bonus expires, never negative. */
export const timeLeftOf = (bonus: Pick<PlayerBonus, 'expiresAt'>, now: number) =>
  Math.max(0, Date.parse(bonus.expiresAt) - now);

/**
 * How long to wait before reading the bonuses again because the active one expires. One the
 * platform still answers active after its time (its sweep has not run yet) is read again a
 * minute later, not in a loop.
 */
export function expiryDelayOf(bonus: Pick<PlayerBonus, 'expiresAt'>, now: number) {
  const left = timeLeftOf(bonus, now);
  return left > 0 ? Math.min(left, LONGEST_TIMER_MS) : BONUS_TICK_MS;
}

/** The address of the deposit wizard with an offer chosen (the wizard reads ?bonus=). */
export const depositWithOffer = (offerID: number) => `/deposit?bonus=${offerID}`;

/** The server's message for a refusal; the generic failure when there is none to show. */
export function bonusFailureOf(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (isUnansweredFailure(error) || message === '') return BONUS_MESSAGES.failed;
  return message;
}

/** The bonus area's address. */
export const BONUSES_PATH = '/bonuses';

/** The bonus area with an offer's claim open (the area reads ?claim=). */
export const claimOffer = (offerID: number) => `${BONUSES_PATH}?claim=${offerID}`;
