import { describe, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  waitFor,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyEventObject,
} from 'xstate';
import { accountReviewMachine } from '../../../machines/protection/account-review.machine.ts';
import {
  isQuietMonth,
  reviewTotals,
  selectError,
  selectLoadFailed,
  selectReview,
} from '../../../machines/protection/account-review.selectors.ts';
import { APP_SYSTEM_ID } from '../../../machines/shared/app-system.ts';
import type { AccountReview } from '../../../machines/shared/protection.ts';
import { apiError, fake, offline } from '../../fixtures/auth.ts';

const REVIEW: AccountReview = {
  due: true,
  from: '2026-05-23T09:00:00.000Z',
  to: '2026-11-23T09:00:00.000Z',
  months: [
    { month: '2026-10', deposited: 20_000, withdrawn: 5_000, net: -3_250 },
    { month: '2026-11', deposited: 0, withdrawn: 0, net: 0 },
  ],
  lastReviewedAt: null,
};

/**
 * The review as its page runs it, the page's host being the app's mailbox: what it tells the
 * app (where to lead on to) is recorded in `toApp`.
 */
function start(
  returnTo: string | null,
  fakes: { getReview?: AnyActorLogic; acknowledgeReview?: AnyActorLogic } = {},
) {
  let acknowledged = 0;
  const review = accountReviewMachine.provide({
    actors: {
      getReview: fakes.getReview ?? fake(async () => REVIEW),
      acknowledgeReview:
        fakes.acknowledgeReview ??
        fake(async () => {
          acknowledged += 1;
        }),
    },
  });
  const toApp: AnyEventObject[] = [];
  const host = createMachine({
    invoke: { id: 'review', src: review, input: { returnTo } },
    // The child's own end (xstate.done.actor.review) is no word to the app.
    on: {
      '*': {
        actions: ({ event }) => {
          if (!event.type.startsWith('xstate.')) toApp.push(event);
        },
      },
    },
  });
  const root = createActor(host, { systemId: APP_SYSTEM_ID }).start();
  const actor = root.getSnapshot().children.review as ActorRefFrom<typeof accountReviewMachine>;
  return { actor, toApp, acknowledged: () => acknowledged };
}

const leadsTo = (address: string) => ({ type: 'navigate.page', page: { address } });

describe('account review', () => {
  it('shows the months, records the reading, then leads on to where the player was going', async () => {
    const { actor, toApp, acknowledged } = start('/slot/category/27');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectReview(actor.getSnapshot())).toEqual(REVIEW);
    expect(toApp).toEqual([]);
    actor.send({ type: 'review.acknowledge' });
    expect(actor.getSnapshot().matches('acknowledging')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(acknowledged()).toBe(1);
    expect(toApp).toEqual([leadsTo('/slot/category/27')]);
  });

  it('a refusal shows the platform message; the same button tries again', async () => {
    let refuse = true;
    let calls = 0;
    const { actor, toApp } = start(null, {
      acknowledgeReview: fake(async () => {
        calls += 1;
        if (refuse) throw apiError('Hesap özeti şu an kaydedilemedi');
      }),
    });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'review.acknowledge' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('Hesap özeti şu an kaydedilemedi');
    expect(toApp).toEqual([]);
    refuse = false;
    actor.send({ type: 'review.acknowledge' });
    // While the second try runs, the old message is gone.
    expect(selectError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(2);
    expect(toApp).toEqual([leadsTo('/')]);
  });

  it('offline: the site says something went wrong, not a raw error', async () => {
    const { actor } = start(null, { acknowledgeReview: fake(async () => Promise.reject(offline)) });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'review.acknowledge' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectError(actor.getSnapshot())).toBe('common.somethingWentWrong');
  });

  it('a failed load offers a retry, which reads the review again', async () => {
    let fail = true;
    const { actor } = start(null, {
      getReview: fake(async () => {
        if (fail) throw offline;
        return REVIEW;
      }),
    });
    await waitFor(actor, (s) => selectLoadFailed(s));
    fail = false;
    actor.send({ type: 'review.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
  });

  it('read already (in another tab): leads on without recording it twice', async () => {
    const { actor, toApp, acknowledged } = start('/deposit', {
      getReview: fake(async () => ({ ...REVIEW, due: false, lastReviewedAt: REVIEW.to })),
    });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'review.acknowledge' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(acknowledged()).toBe(0);
    expect(toApp).toEqual([leadsTo('/deposit')]);
  });

  it('leads only to a page of this site: anything else goes home', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil', null]) {
      const { actor, toApp } = start(returnTo);
      await waitFor(actor, (s) => s.matches('shown'));
      actor.send({ type: 'review.acknowledge' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(toApp).toEqual([leadsTo('/')]);
    }
  });
});

describe('account review: its figures', () => {
  it('sums each column over the months, and tells a quiet month', () => {
    expect(reviewTotals(REVIEW.months)).toEqual({
      deposited: 20_000,
      withdrawn: 5_000,
      net: -3_250,
    });
    expect(REVIEW.months.map(isQuietMonth)).toEqual([false, true]);
    expect(reviewTotals([])).toEqual({ deposited: 0, withdrawn: 0, net: 0 });
  });
});
