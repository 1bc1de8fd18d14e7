/** What every game family of the demo provider answers for one round. */
import * as yup from 'yup';

/** A round decided at once: the stake, the win (0 when lost) and what the page animates. */
export interface Outcome {
  stake: number;
  win: number;
  result: Record<string, unknown>;
}

/** Stakes a player types: 1.00 to 10,000.00 TRY, in kuruş. */
export const MIN_STAKE = 100;
export const MAX_STAKE = 1_000_000;

export const stakeSchema = () => yup.number().required().integer().min(MIN_STAKE).max(MAX_STAKE);
