import type { SnapshotFrom } from 'xstate';
import type { ReviewMonth } from '../shared/protection.ts';
import type { accountReviewMachine } from './account-review.machine.ts';

type AccountReviewSnapshot = SnapshotFrom<typeof accountReviewMachine>;

export const selectReview = (s: AccountReviewSnapshot) => s.context.review;
export const selectIsLoading = (s: AccountReviewSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: AccountReviewSnapshot) => s.matches('loadFailed');
export const selectIsAcknowledging = (s: AccountReviewSnapshot) => s.matches('acknowledging');
/** The platform's message of a refused acknowledgement, while it stands. */
export const selectError = (s: AccountReviewSnapshot) =>
  s.matches('failed') ? s.context.error : null;

/** The whole review's figures: each column summed over the months. */
export function reviewTotals(months: readonly ReviewMonth[]): Omit<ReviewMonth, 'month'> {
  return months.reduce(
    (sum, m) => ({
      deposited: sum.deposited + m.deposited,
      withdrawn: sum.withdrawn + m.withdrawn,
      net: sum.net + m.net,
    }),
    { deposited: 0, withdrawn: 0, net: 0 },
  );
}

/** A month with no money in or out and no round: it says so instead of three zeros. */
export const isQuietMonth = (m: ReviewMonth) =>
  m.deposited === 0 && m.withdrawn === 0 && m.net === 0;
