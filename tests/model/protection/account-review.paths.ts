/**
 * The account review's chart as the model of its page: the months read from the platform (or
 * not), the player's "I have read it" recorded (or refused and tried again), and the way on.
 */
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { accountReviewMachine } from '../../../machines/protection/account-review.machine.ts';
import type { AccountReview } from '../../../machines/shared/protection.ts';
import { apiError, offline } from '../../fixtures/auth.ts';
import { transitionCover, type MachineModel } from '../view-driver.ts';

type Snapshot = SnapshotFrom<typeof accountReviewMachine>;

/** Six months since the sign-up: two with money moved, the others quiet. */
export const REVIEW: AccountReview = {
  due: true,
  from: '2026-05-23T09:00:00.000Z',
  to: '2026-11-23T09:00:00.000Z',
  months: [
    { month: '2026-06', deposited: 0, withdrawn: 0, net: 0 },
    { month: '2026-07', deposited: 0, withdrawn: 0, net: 0 },
    { month: '2026-08', deposited: 0, withdrawn: 0, net: 0 },
    { month: '2026-09', deposited: 50_000, withdrawn: 0, net: -12_550 },
    { month: '2026-10', deposited: 0, withdrawn: 20_000, net: 4_000 },
    { month: '2026-11', deposited: 0, withdrawn: 0, net: 0 },
  ],
  lastReviewedAt: null,
};
/** Read already in another tab: nothing more to record. */
export const READ_ALREADY: AccountReview = { ...REVIEW, due: false, lastReviewedAt: REVIEW.to };
export const REFUSED = apiError('Hesap özetiniz şu anda kaydedilemedi');

const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.getReview', output: REVIEW },
  { type: 'xstate.done.actor.getReview', output: READ_ALREADY },
  { type: 'xstate.error.actor.getReview', error: offline },
  { type: 'review.retry' },
  { type: 'review.acknowledge' },
  { type: 'xstate.done.actor.acknowledgeReview', output: undefined },
  { type: 'xstate.error.actor.acknowledgeReview', error: REFUSED },
];

const serialize = (s: AnyMachineSnapshot) => {
  const c = (s as Snapshot).context;
  return JSON.stringify([s.value, c.review?.due, c.error]);
};

/** The page the player was going to when the review came up. */
export const GOING_TO = '/favorites';

export const paths = transitionCover(accountReviewMachine, {
  inputs: [{ returnTo: GOING_TO }],
  events,
  serialize,
});

export default { machine: accountReviewMachine, paths } satisfies MachineModel;
