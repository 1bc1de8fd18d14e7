/**
 * Step-up: a change that loosens the player's protection or moves money asks again who is
 * there, with the password and the strongest second factor the player has (a LoginFactor).
 */

/** The changes that take a step-up; an SMS code sent for one is refused for another. */
export const STEP_UP_ACTIONS = ['limit'] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];
