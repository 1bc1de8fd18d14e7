import { transactionNewsFake } from '../../fixtures/transaction-news.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { WITHDRAW_MESSAGES } from '../../../machines/cashier/withdraw-rules.ts';
import {
  withdrawalsMachine,
  type CancelRequest,
} from '../../../machines/cashier/withdrawals.machine.ts';
import {
  selectCanCancel,
  selectCanConfirmCancel,
  selectCancelError,
  selectCancelling,
  selectIsCancellable,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectList,
  selectWithdrawals,
} from '../../../machines/cashier/withdrawals.selectors.ts';
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectShowMore,
  type PagedListSnapshot,
} from '../../../machines/paging/paged-list.selectors.ts';
import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type CashTransaction,
  type TransactionPage,
  type TransactionQuery,
} from '../../../machines/shared/finance.ts';
import { notCancellable, offline, withdrawal } from './withdraw-fixtures.ts';
import { appDouble } from '../app-double.ts';
import { failingFirst } from '../../fixtures/failing-first.ts';

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => withdrawal({ id: from + i }));
const page = (list: CashTransaction[], offset: number, total: number): TransactionPage => ({
  items: list,
  pagination: { limit: 10, offset, total },
});

interface Fakes {
  load?: (query: TransactionQuery) => Promise<TransactionPage>;
  cancel?: (request: CancelRequest) => Promise<CashTransaction>;
}

function start(fakes: Fakes = {}) {
  const load = vi.fn(fakes.load ?? (async (q: TransactionQuery) => page(items(1, 3), q.offset, 3)));
  const cancel = vi.fn(
    fakes.cancel ??
      (async ({ transactionID }: CancelRequest) =>
        withdrawal({ id: transactionID, transaction_status: TRANSACTION_STATUS.cancelled })),
  );
  const { app, told } = appDouble();
  const news = transactionNewsFake();
  const actor = createActor(
    withdrawalsMachine.provide({
      actors: {
        loadWithdrawals: fromPromise(({ input }) => load(input)),
        cancelWithdrawal: fromPromise(({ input }) => cancel(input)),
        transactionChanges: news.actor,
      },
    }),
    { parent: app },
  );
  actor.start();
  return { actor, load, cancel, told, news };
}

type Actor = ReturnType<typeof start>['actor'];
type StateName = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];
const settled = (actor: Actor, state: StateName) => waitFor(actor, (s) => s.matches(state));
/** The list the withdrawals machine runs, as its page reads it. */
const listOf = (actor: Actor) => selectList(actor.getSnapshot()).getSnapshot();
const listSettled = (actor: Actor, state: 'loaded' | 'failed' | 'moreFailed') =>
  waitFor(selectList(actor.getSnapshot()), (s: PagedListSnapshot) => s.matches(state));
const idsOf = (actor: Actor) => selectWithdrawals(listOf(actor)).map((w) => w.id);
const byId = (actor: Actor, id: number) =>
  selectWithdrawals(listOf(actor)).find((item) => item.id === id)!;

afterEach(() => vi.restoreAllMocks());

describe('withdrawals machine: the list', () => {
  it('reads the first 10 withdrawals, newest first as the platform answers', async () => {
    const { actor, load } = start();
    expect(selectIsLoading(listOf(actor))).toBe(true);
    await listSettled(actor, 'loaded');
    expect(load).toHaveBeenCalledWith({
      limit: 10,
      offset: 0,
      searchCategory: TRANSACTION_CATEGORY.withdrawal,
    });
    expect(idsOf(actor)).toEqual([1, 2, 3]);
    expect(selectShowMore(listOf(actor))).toMatchObject({ hasMore: false, canShowMore: false });
  });

  it('says so when there is none', async () => {
    const { actor } = start({ load: async () => page([], 0, 0) });
    await listSettled(actor, 'loaded');
    expect(selectIsEmpty(listOf(actor))).toBe(true);
  });

  it('shows more, page after page, until the end', async () => {
    const { actor, load } = start({
      load: async (q) => page(items(q.offset + 1, q.offset < 20 ? 10 : 5), q.offset, 25),
    });
    await listSettled(actor, 'loaded');
    for (const more of [1, 2]) {
      expect(selectShowMore(listOf(actor)).canShowMore, `page ${more + 1}`).toBe(true);
      selectList(actor.getSnapshot()).send({ type: 'list.showMore' });
      expect(selectShowMore(listOf(actor)).loadingMore).toBe(true);
      await listSettled(actor, 'loaded');
    }
    expect(load.mock.calls.map(([q]) => q.offset)).toEqual([0, 10, 20]);
    expect(idsOf(actor)).toHaveLength(25);
    expect(selectShowMore(listOf(actor)).hasMore).toBe(false);
  });

  it('fails with a retry', async () => {
    const { actor } = start({
      load: failingFirst([offline()], (q) => page(items(1, 2), q.offset, 2)),
    });
    await listSettled(actor, 'failed');
    expect(selectHasFailed(listOf(actor))).toBe(true);
    expect(selectIsEmpty(listOf(actor))).toBe(false);
    selectList(actor.getSnapshot()).send({ type: 'list.retry' });
    await listSettled(actor, 'loaded');
    expect(idsOf(actor)).toEqual([1, 2]);
  });

  it('keeps what was loaded when the next page fails, and asks again', async () => {
    let calls = 0;
    const { actor } = start({
      load: async (q) => {
        calls += 1;
        if (calls === 2) throw offline();
        return page(items(q.offset + 1, 10), q.offset, 20);
      },
    });
    await listSettled(actor, 'loaded');
    selectList(actor.getSnapshot()).send({ type: 'list.showMore' });
    await listSettled(actor, 'moreFailed');
    expect(selectShowMore(listOf(actor)).moreFailed).toBe(true);
    expect(idsOf(actor)).toHaveLength(10);
    selectList(actor.getSnapshot()).send({ type: 'list.showMore' });
    await listSettled(actor, 'loaded');
    expect(idsOf(actor)).toHaveLength(20);
  });

  it('reads the list again from the start on refresh', async () => {
    const { actor, load } = start();
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.refresh' });
    expect(idsOf(actor)).toEqual([]);
    await listSettled(actor, 'loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]![0].offset).toBe(0);
  });
});

describe('withdrawals machine: the live stream', () => {
  it("reads the list again when a withdrawal of the player's changes, not for a deposit", async () => {
    const { actor, load, news } = start();
    await listSettled(actor, 'loaded');
    news.tell({ transactionID: 100_001, direction: 'deposit' });
    expect(load).toHaveBeenCalledOnce();
    news.tell({ transactionID: 100_002, direction: 'withdraw' });
    await listSettled(actor, 'loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]![0].offset).toBe(0);
  });

  it('keeps an open cancel dialog while the list is read again', async () => {
    const { actor, load, news } = start();
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    actor.send({ type: 'withdrawals.cancel', withdrawal: byId(actor, 2) });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(true);
    news.tell({ transactionID: 100_002, direction: 'withdraw' });
    await listSettled(actor, 'loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectCancelling(actor.getSnapshot())?.id).toBe(2);
  });
});

describe('withdrawals machine: cancelling', () => {
  it('only where allowed: pending, and the operator or the withdrawal says so', async () => {
    const list = [
      withdrawal({ id: 1 }),
      withdrawal({ id: 2, cancellable: false }),
      withdrawal({ id: 3, transaction_status: TRANSACTION_STATUS.approved }),
      withdrawal({ id: 4, cancellable: true }),
    ];
    const { actor } = start({ load: async () => page(list, 0, 4) });
    await listSettled(actor, 'loaded');
    const can = (id: number) => selectCanCancel(actor.getSnapshot(), byId(actor, id));
    const shown = (id: number) => selectIsCancellable(actor.getSnapshot(), byId(actor, id));
    expect([1, 2, 3, 4].map(can)).toEqual([false, false, false, true]);
    expect([1, 2, 3, 4].map(shown)).toEqual([false, false, false, true]);
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    expect([1, 2, 3, 4].map(can)).toEqual([true, false, false, true]);
    expect([1, 2, 3, 4].map(shown)).toEqual([true, false, false, true]);
  });

  it('asks first, cancels with a key, reads the list again and refreshes the balance', async () => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('c-1-1-1-1');
    const { actor, cancel, load, told } = start();
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    actor.send({ type: 'withdrawals.cancel', withdrawal: byId(actor, 2) });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(true);
    expect(selectCancelling(actor.getSnapshot())?.id).toBe(2);
    expect(cancel).not.toHaveBeenCalled();
    actor.send({ type: 'withdrawals.confirmCancel' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    expect(selectCanConfirmCancel(actor.getSnapshot())).toBe(false);
    await settled(actor, 'idle');
    expect(cancel).toHaveBeenCalledWith({ transactionID: 2, idempotencyKey: 'c-1-1-1-1' });
    await listSettled(actor, 'loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(told).toEqual([
      { type: 'wallet.refresh' },
      { type: 'notice.show', notice: { id: WITHDRAW_MESSAGES.cancelled } },
    ]);
    expect(selectCancelling(actor.getSnapshot())).toBeNull();
  });

  it('keeps the withdrawal when the player changes their mind', async () => {
    const { actor, cancel } = start();
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    actor.send({ type: 'withdrawals.cancel', withdrawal: byId(actor, 1) });
    actor.send({ type: 'withdrawals.keep' });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('repeats an unanswered cancel with the same key', async () => {
    const keys = ['c-1', 'c-2'];
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(
      () => keys.shift() as `${string}-${string}-${string}-${string}-${string}`,
    );
    const { actor, cancel, told } = start({
      cancel: failingFirst([offline()], ({ transactionID }) => withdrawal({ id: transactionID })),
    });
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    actor.send({ type: 'withdrawals.cancel', withdrawal: byId(actor, 1) });
    actor.send({ type: 'withdrawals.confirmCancel' });
    await settled(actor, 'confirmingCancel');
    expect(selectCancelError(actor.getSnapshot())).toBe(WITHDRAW_MESSAGES.failed);
    expect(told).toEqual([]);
    actor.send({ type: 'withdrawals.confirmCancel' });
    await settled(actor, 'idle');
    expect(cancel.mock.calls.map(([r]) => r.idempotencyKey)).toEqual(['c-1', 'c-1']);
  });

  it('shows a refusal in the dialog and makes a new key for another try', async () => {
    const keys = ['c-1', 'c-2'];
    vi.spyOn(globalThis.crypto, 'randomUUID').mockImplementation(
      () => keys.shift() as `${string}-${string}-${string}-${string}-${string}`,
    );
    const { actor, cancel } = start({
      cancel: async () => {
        throw notCancellable();
      },
    });
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    actor.send({ type: 'withdrawals.cancel', withdrawal: byId(actor, 1) });
    actor.send({ type: 'withdrawals.confirmCancel' });
    await settled(actor, 'confirmingCancel');
    expect(selectCancelError(actor.getSnapshot())).toBe(notCancellable().message);
    actor.send({ type: 'withdrawals.confirmCancel' });
    await settled(actor, 'confirmingCancel');
    expect(cancel.mock.calls.map(([r]) => r.idempotencyKey)).toEqual(['c-1', 'c-2']);
  });

  it('a refresh (a withdrawal was made) closes the dialog and reads the list again', async () => {
    const { actor, load, cancel } = start();
    await listSettled(actor, 'loaded');
    actor.send({ type: 'withdrawals.policy', canCancelWithdrawal: true });
    actor.send({ type: 'withdrawals.cancel', withdrawal: byId(actor, 1) });
    actor.send({ type: 'withdrawals.refresh' });
    expect(selectIsConfirmingCancel(actor.getSnapshot())).toBe(false);
    expect(selectCancelling(actor.getSnapshot())).toBeNull();
    await listSettled(actor, 'loaded');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cancel).not.toHaveBeenCalled();
  });
});
