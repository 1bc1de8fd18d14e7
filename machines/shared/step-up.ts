/**
 * Step-up: a change that loosens the player's protection, moves money or changes how the player
 * signs in asks again who is there, with the strongest factor the player has (StepUpFactor): a
 * passkey alone, else the password and the authenticator's code, else the password and an SMS
 * code, else the password.
 */

/**
 * The changes that take a step-up; an SMS code or a passkey challenge issued for one is refused
 * for another. 'factor-off' turns off the authenticator or the SMS code.
 */
export const STEP_UP_ACTIONS = [
  'limit',
  'bank-account',
  'withdrawal',
  'email',
  'password',
  'factor-off',
] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

/** How long a bank account counts as new after it was added or its details changed. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * A withdrawal to a new account takes a step-up: a session taken over is not enough to send
 * the balance to an account the thief just added.
 */
export const isNewAccount = (account: { changedAt: string }, nowMs: number): boolean =>
  nowMs - Date.parse(account.changedAt) < NEW_ACCOUNT_MS;
