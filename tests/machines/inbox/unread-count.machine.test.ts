import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  UNREAD_REFRESH_MS,
  unreadCountMachine,
} from '../../../machines/inbox/unread-count.machine.ts';
import { selectUnreadTotal } from '../../../machines/inbox/unread-count.selectors.ts';
import type { UnreadCount } from '../../../machines/shared/history.ts';
import { offline } from './inbox-fixtures.ts';

function start(load: () => Promise<UnreadCount>) {
  const loadUnreadCount = vi.fn(load);
  const actor = createActor(
    unreadCountMachine.provide({ actors: { loadUnreadCount: fromPromise(loadUnreadCount) } }),
  ).start();
  return { actor, loadUnreadCount };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('unread count machine', () => {
  it('reads nothing for a visitor and reads the count at sign-in', async () => {
    const { actor, loadUnreadCount } = start(async () => ({ notifications: 2, messages: 3 }));
    expect(loadUnreadCount).not.toHaveBeenCalled();
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'app.signedIn' });
    await vi.waitFor(() => expect(selectUnreadTotal(actor.getSnapshot())).toBe(5));
  });

  it('reads again every minute while signed in and forgets at sign-out', async () => {
    vi.useFakeTimers();
    let unread = 1;
    const { actor, loadUnreadCount } = start(async () => ({ notifications: unread, messages: 0 }));
    actor.send({ type: 'app.signedIn' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(1);
    unread = 4;
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS - 1);
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'app.signedOut' });
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(0);
    const calls = loadUnreadCount.mock.calls.length;
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS * 3);
    expect(loadUnreadCount).toHaveBeenCalledTimes(calls);
  });

  it('rests its minute read while the live stream is open, and polls again once it is gone', async () => {
    vi.useFakeTimers();
    const { actor, loadUnreadCount } = start(async () => ({ notifications: 1, messages: 0 }));
    actor.send({ type: 'app.signedIn' });
    actor.send({ type: 'unread.live', live: true });
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS * 3);
    expect(loadUnreadCount).toHaveBeenCalledOnce();
    // The stream's news still reads it at once.
    actor.send({ type: 'unread.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUnreadCount).toHaveBeenCalledTimes(2);
    actor.send({ type: 'unread.live', live: false });
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    expect(loadUnreadCount).toHaveBeenCalledTimes(3);
    // The next player's stream is not open at their sign-in: the minute's read runs till it is.
    actor.send({ type: 'unread.live', live: true });
    actor.send({ type: 'app.signedOut' });
    actor.send({ type: 'app.signedIn' });
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    expect(loadUnreadCount).toHaveBeenCalledTimes(5);
  });

  it('reads at once when told to refresh, and keeps the last count when a read fails', async () => {
    let answer: () => Promise<UnreadCount> = async () => ({ notifications: 1, messages: 1 });
    const { actor, loadUnreadCount } = start(() => answer());
    actor.send({ type: 'app.signedIn' });
    await vi.waitFor(() => expect(selectUnreadTotal(actor.getSnapshot())).toBe(2));
    answer = async () => {
      throw offline();
    };
    actor.send({ type: 'unread.refresh' });
    await vi.waitFor(() => expect(loadUnreadCount).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ signedIn: 'waiting' })).toBe(true));
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(2);
    answer = async () => ({ notifications: 0, messages: 0 });
    actor.send({ type: 'unread.refresh' });
    await vi.waitFor(() => expect(selectUnreadTotal(actor.getSnapshot())).toBe(0));
  });
});
