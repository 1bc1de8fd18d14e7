import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { StoredAppState } from '../../machines/app/app.types.ts';
import { APP_SYSTEM_ID } from '../../machines/shared/app-system.ts';
import {
  ACCOUNT_CLOSED_GRACE_MS,
  MAINTENANCE_RECHECK_MS,
} from '../../machines/shared/constants.ts';
import type { TransactionChanged } from '../../machines/shared/live.ts';
import type { NavigationRequest } from '../../machines/shared/navigation.ts';
import { UNREAD_REFRESH_MS } from '../../machines/inbox/unread-count.machine.ts';
import {
  appFakes,
  emptyStore,
  running,
  signedIn,
  signedInStore,
  underMaintenance,
} from '../fixtures/app.ts';
import { FakeLiveStream } from '../fixtures/live-stream.ts';

/** The app with the platform's live stream at its port, and counts of what it reads. */
function start(
  stored: StoredAppState,
  maintenance: { answer: typeof running } = { answer: running },
) {
  const live = new FakeLiveStream();
  const reads = {
    balance: vi.fn(async () => ({ cash: 125_000, bonus: 0 })),
    unread: vi.fn(async () => ({ notifications: 1, messages: 0 })),
    maintenance: vi.fn(async () => maintenance.answer),
  };
  const actor = createActor(
    appMachine.provide(
      appFakes({
        live,
        balance: reads.balance,
        unreadCount: reads.unread,
        maintenance: reads.maintenance,
      }),
    ),
    { input: { stored, dismissedPopups: [] }, systemId: APP_SYSTEM_ID },
  );
  const navigations: NavigationRequest[] = [];
  const changes: TransactionChanged[] = [];
  actor.on('navigate.page', (request) => navigations.push(request));
  actor.on('cashier.transactionChanged', (change) => changes.push(change));
  actor.start();
  return { actor, live, reads, navigations, changes };
}

type Run = ReturnType<typeof start>;
const signedInAndSettled = async (run: Run) => {
  await waitFor(run.actor, (s) => s.matches({ authenticated: { wallet: 'loaded' } }));
  await vi.waitFor(() => expect(run.reads.unread).toHaveBeenCalled());
};
const streamOpens = (run: Run) => run.live.tell({ type: 'live.opened', resumed: false });

describe('app machine: the live stream it follows', () => {
  it("follows a visitor's stream, the player's once signed in, and none while signing out", async () => {
    const run = start(emptyStore);
    await waitFor(run.actor, (s) => s.matches('anonymous'));
    expect(run.live.current?.input).toEqual({ signedIn: false });

    run.actor.send({ type: 'auth.signedIn', signedIn });
    expect(run.live.current?.input).toEqual({ signedIn: true });
    expect(run.live.opened).toHaveLength(2);

    run.actor.send({ type: 'user.logout' });
    expect(run.live.current).toBeUndefined();
  });

  it("follows a visitor's stream under maintenance, and leaves it at once when switched off", async () => {
    const maintenance = { answer: underMaintenance };
    const run = start(signedInStore, maintenance);
    await waitFor(run.actor, (s) => s.matches({ maintenance: 'waiting' }));
    expect(run.live.current?.input).toEqual({ signedIn: false });
    streamOpens(run);
    // Under maintenance, its first event says so again: nothing is checked for it.
    run.live.tell({ type: 'live.maintenance', status: true });
    expect(run.reads.maintenance).toHaveBeenCalledOnce();

    maintenance.answer = running;
    run.live.tell({ type: 'live.maintenance', status: false });
    await waitFor(run.actor, (s) => s.matches('authenticated'));
    expect(run.reads.maintenance).toHaveBeenCalledTimes(2);
    expect(run.live.current?.input).toEqual({ signedIn: true });
  });

  it('goes under maintenance the moment it is switched on, with one check for its notice', async () => {
    const maintenance = { answer: running };
    const run = start(signedInStore, maintenance);
    await signedInAndSettled(run);
    streamOpens(run);
    run.live.tell({ type: 'live.maintenance', status: false });
    expect(run.actor.getSnapshot().matches('authenticated')).toBe(true);

    maintenance.answer = underMaintenance;
    run.live.tell({ type: 'live.maintenance', status: true });
    expect(run.actor.getSnapshot().hasTag('maintenance')).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ maintenance: 'waiting' }));
    expect(run.actor.getSnapshot().context.maintenance).toEqual(underMaintenance);
    expect(run.reads.maintenance).toHaveBeenCalledTimes(2);
  });
});

describe("app machine: the player's news", () => {
  it('reads the balance once for a move of money, and the unread count for news', async () => {
    const run = start(signedInStore);
    await signedInAndSettled(run);
    streamOpens(run);
    const [balances, unreads] = [
      run.reads.balance.mock.calls.length,
      run.reads.unread.mock.calls.length,
    ];

    run.live.tell({ type: 'live.balance' });
    await waitFor(run.actor, (s) => s.matches({ authenticated: { wallet: 'loaded' } }));
    expect(run.reads.balance).toHaveBeenCalledTimes(balances + 1);
    expect(run.reads.unread).toHaveBeenCalledTimes(unreads);

    run.live.tell({ type: 'live.inbox' });
    await vi.waitFor(() => expect(run.reads.unread).toHaveBeenCalledTimes(unreads + 1));
    expect(run.reads.balance).toHaveBeenCalledTimes(balances + 1);
  });

  it('reads balance and unread count again once a broken stream is back, not when it first opens', async () => {
    const run = start(signedInStore);
    await signedInAndSettled(run);
    const [balances, unreads] = [
      run.reads.balance.mock.calls.length,
      run.reads.unread.mock.calls.length,
    ];
    streamOpens(run);
    expect(run.reads.balance).toHaveBeenCalledTimes(balances);

    run.live.tell({ type: 'live.lost' });
    expect(run.actor.getSnapshot().context.live).toBe(false);
    run.live.tell({ type: 'live.opened', resumed: true });
    await vi.waitFor(() => expect(run.reads.unread).toHaveBeenCalledTimes(unreads + 1));
    expect(run.reads.balance).toHaveBeenCalledTimes(balances + 1);
    expect(run.actor.getSnapshot().context.live).toBe(true);
  });

  it("hands a transaction's change to the cashier's pages", async () => {
    const run = start(signedInStore);
    await signedInAndSettled(run);
    run.live.tell({ type: 'live.transaction', transactionID: 100_123, direction: 'deposit' });
    expect(run.changes).toEqual([
      { type: 'cashier.transactionChanged', transactionID: 100_123, direction: 'deposit' },
    ]);
  });

  it('signs out with the expired notice when the session ended elsewhere', async () => {
    for (const reason of ['signedOut', 'credentialsChanged', 'expired'] as const) {
      const run = start(signedInStore);
      await signedInAndSettled(run);
      run.live.tell({ type: 'live.sessionEnded', reason });
      expect(run.actor.getSnapshot().matches('anonymous')).toBe(true);
      expect(run.actor.getSnapshot().context.session).toBeNull();
      expect(run.navigations).toEqual([
        {
          type: 'navigate.page',
          page: 'login',
          notice: { id: 'auth.sessionExpired', tone: 'warning' },
        },
      ]);
      run.actor.stop();
    }
  });

  it('goes home a moment after the account was closed, unless its own page signed out first', async () => {
    vi.useFakeTimers();
    try {
      const elsewhere = start(signedInStore);
      const closing = start(signedInStore);
      await vi.advanceTimersByTimeAsync(0);
      for (const run of [elsewhere, closing]) {
        run.live.tell({ type: 'live.sessionEnded', reason: 'accountClosed' });
        expect(run.actor.getSnapshot().matches('authenticated')).toBe(true);
      }
      // The protection page that closed the account reports it (with its own notice).
      closing.actor.send({ type: 'session.ended', reason: 'accountClosed' });
      await vi.advanceTimersByTimeAsync(ACCOUNT_CLOSED_GRACE_MS - 1);
      expect(elsewhere.actor.getSnapshot().matches('authenticated')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      for (const run of [elsewhere, closing]) {
        expect(run.actor.getSnapshot().matches('anonymous')).toBe(true);
        expect(run.actor.getSnapshot().context.session).toBeNull();
        expect(run.navigations).toEqual([{ type: 'navigate.page', page: 'home' }]);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('app machine: polls only where no stream tells', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rechecks maintenance by itself only while its stream is not open', async () => {
    const run = start(emptyStore, { answer: underMaintenance });
    await vi.advanceTimersByTimeAsync(0);
    streamOpens(run);
    await vi.advanceTimersByTimeAsync(3 * MAINTENANCE_RECHECK_MS);
    expect(run.reads.maintenance).toHaveBeenCalledOnce();

    run.live.tell({ type: 'live.lost' });
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS);
    expect(run.reads.maintenance).toHaveBeenCalledTimes(2);
  });

  it('reads the unread count every minute only while no stream is open', async () => {
    const run = start(signedInStore);
    await vi.advanceTimersByTimeAsync(0);
    const unreads = run.reads.unread.mock.calls.length;
    streamOpens(run);
    await vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS);
    expect(run.reads.unread).toHaveBeenCalledTimes(unreads);

    run.live.tell({ type: 'live.lost' });
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS);
    expect(run.reads.unread).toHaveBeenCalledTimes(unreads + 1);
  });
});
