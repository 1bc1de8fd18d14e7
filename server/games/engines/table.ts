/** Live tables: stakes on the table's spots; what a winning stake returns, stake included. */
import * as yup from 'yup';
import { MAX_STAKE } from './engine.ts';

/** label: a key of the page's texts, or the text itself (the money wheel's "5×"). */
export interface Spot {
  id: string;
  label: string;
  /** What a winning stake returns per kuruş staked, stake included. */
  pays: number;
  className?: string;
}

/** stakes: kuruş per spot id, each a whole number of at least 1.00 TRY. */
export const tableSchema = yup.object({
  stakes: yup
    .array(
      yup.object({
        spot: yup.string().required().max(20),
        amount: yup.number().required().integer().min(100).max(MAX_STAKE),
      }),
    )
    .required()
    .min(1)
    .max(20),
});
export type TableStakes = yup.InferType<typeof tableSchema>['stakes'];

/** The stakes on spots this table has, summed per spot; undefined if any spot is not here. */
export function stakesOn(
  spots: readonly Spot[],
  stakes: TableStakes,
): Map<string, number> | undefined {
  const bySpot = new Map<string, number>();
  for (const { spot, amount } of stakes) {
    if (!spots.some((s) => s.id === spot)) return undefined;
    bySpot.set(spot, (bySpot.get(spot) ?? 0) + amount);
  }
  return bySpot;
}

/** What the stakes bring back: winners pay, refunds return their stake. */
export function payout(
  spots: readonly Spot[],
  stakes: Map<string, number>,
  winners: ReadonlySet<string>,
  refunds: ReadonlySet<string> = new Set(),
): number {
  let win = 0;
  for (const [id, amount] of stakes) {
    const spot = spots.find((s) => s.id === id)!;
    if (winners.has(id)) win += Math.floor((amount * Math.round(spot.pays * 100)) / 100);
    else if (refunds.has(id)) win += amount;
  }
  return win;
}

export const totalOf = (stakes: Map<string, number>) =>
  [...stakes.values()].reduce((sum, amount) => sum + amount, 0);
