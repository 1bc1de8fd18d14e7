/**
 * Step-up: a change that loosens the player's protection or moves money asks again who is
 * there, with the password and the strongest second factor the player has (a LoginFactor).
 */

/** The changes that take a step-up; an SMS code sent for one is refused for another. */
export const STEP_UP_ACTIONS = ['limit', 'bank-account', 'withdrawal'] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

/** How long a bank account counts as new after it was added or its details changed. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * A withdrawal to a new account takes a step-up: a session taken over is not enough to send
 * the balance to an account the thief just added.
 */
export const isNewAccount = (account: { changedAt: string }, nowMs: number): boolean =>
  nowMs - Date.parse(account.changedAt) < NEW_ACCOUNT_MS;
