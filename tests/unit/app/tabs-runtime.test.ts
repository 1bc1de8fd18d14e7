import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { tabPost } from '../../../machines/app/tab-messages.ts';
import { SIGN_IN_PICKUP, tabsActor } from '../../../src/app/tabs-runtime.ts';
import { createAppStorage } from '../../../src/platform/storage.ts';
import { signedIn } from '../../fixtures/app.ts';
import { FakeTabChannel } from '../../fixtures/tab-channel.ts';
import { MemoryStorage } from '../platform/memory-storage.ts';

/** The app's tabs actor under a parent that records what it reports. */
function start() {
  const channel = new FakeTabChannel();
  const storage = createAppStorage(new MemoryStorage());
  const reported: AnyEventObject[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'tabs', src: tabsActor(channel, storage) },
      on: { '*': { actions: ({ event }) => reported.push(event) } },
    }),
  ).start();
  const tabs = parent.getSnapshot().children.tabs!;
  return { parent, tabs, channel, storage, reported };
}

/** What the app's storage mirror writes at a sign-in. */
function storeSignIn(storage: ReturnType<typeof createAppStorage>) {
  storage.write('session', signedIn.session);
  storage.write('profile', signedIn.profile!);
  storage.write('auth', signedIn.auth);
  storage.write('ridValue', signedIn.rid!);
  storage.write('expirationDate', signedIn.expiresAt);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the app's tabs actor", () => {
  it('posts what the app hands it', () => {
    const { tabs, channel } = start();
    tabs.send(tabPost({ kind: 'limitChanged' }));
    expect(channel.posted).toEqual([{ kind: 'limitChanged' }]);
  });

  it("reports another tab's message as the app's event", () => {
    const { channel, reported } = start();
    channel.tell({ kind: 'settled', interruption: 'playStopped' });
    channel.tell({ kind: 'balance', balance: { cash: 500, bonus: 0 } });
    channel.tell({ kind: 'signedOut' });
    expect(reported).toEqual([
      { type: 'tabs.settled', interruption: 'playStopped' },
      { type: 'tabs.balance', balance: { cash: 500, bonus: 0 } },
      { type: 'tabs.signedOut' },
    ]);
  });

  it("reports another tab's sign-in with the one stored in this browser", async () => {
    const { channel, storage, reported } = start();
    storeSignIn(storage);
    channel.tell({ kind: 'signedIn' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reported).toEqual([{ type: 'tabs.signedIn', signedIn }]);
  });

  it('waits a moment for a sign-in that reaches storage after the message', async () => {
    const { channel, storage, reported } = start();
    channel.tell({ kind: 'signedIn' });
    await vi.advanceTimersByTimeAsync(SIGN_IN_PICKUP.everyMs * 3);
    expect(reported).toEqual([]);
    storeSignIn(storage);
    await vi.advanceTimersByTimeAsync(SIGN_IN_PICKUP.everyMs);
    expect(reported).toEqual([{ type: 'tabs.signedIn', signedIn }]);
  });

  it('reports nothing when no whole sign-in was ever stored, or once stopped', async () => {
    const { parent, channel, storage, reported } = start();
    storage.write('session', signedIn.session);
    channel.tell({ kind: 'signedIn' });
    await vi.advanceTimersByTimeAsync(SIGN_IN_PICKUP.everyMs * SIGN_IN_PICKUP.tries);
    expect(reported).toEqual([]);

    channel.tell({ kind: 'signedIn' });
    parent.stop();
    storeSignIn(storage);
    await vi.advanceTimersByTimeAsync(SIGN_IN_PICKUP.everyMs * SIGN_IN_PICKUP.tries);
    expect(reported).toEqual([]);
    expect(() => channel.tell({ kind: 'activity' })).toThrow(/No tab listens/);
  });
});
