import { afterEach, describe, expect, it } from 'vitest';
import type { TabMessage } from '../../../machines/app/tab-messages.ts';
import {
  createTabChannel,
  TAB_CHANNEL_NAME,
  TAB_MESSAGE_KEY,
} from '../../../src/platform/tab-channel.ts';
import { MemoryStorage } from './memory-storage.ts';

/** One origin's local storage, shared by its tabs: each write is heard by the other tabs. */
class SharedStorage extends MemoryStorage {
  readonly tabs = new Set<EventTarget>();
  writer: EventTarget | null = null;

  private tell(key: string, newValue: string | null) {
    for (const tab of this.tabs) {
      if (tab === this.writer) continue;
      tab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    }
  }
  override setItem(key: string, value: string) {
    super.setItem(key, value);
    this.tell(key, value);
  }
  override removeItem(key: string) {
    super.removeItem(key);
    this.tell(key, null);
  }
}

/** A tab of a browser without BroadcastChannel: its window, over the shared storage. */
function tabWithoutBroadcast(storage: SharedStorage) {
  const page = new EventTarget();
  storage.tabs.add(page);
  const localStorage = new Proxy(storage, {
    // The tab writing is the one whose storage is used: the browser tells only the others.
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name !== 'setItem' && name !== 'removeItem') return value;
      return (...args: [string, string]) => {
        target.writer = page;
        try {
          return (value as (...a: [string, string]) => void).apply(target, args);
        } finally {
          target.writer = null;
        }
      };
    },
  });
  const window = Object.assign(page, { localStorage }) as unknown as Window;
  return createTabChannel({ BroadcastChannel: undefined, window });
}

const heardBy = (channel: ReturnType<typeof createTabChannel>) => {
  const heard: TabMessage[] = [];
  const stop = channel.listen((message) => heard.push(message));
  return { heard, stop };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('tab channel without BroadcastChannel: storage events', () => {
  it('tells the other tabs, never itself, and leaves nothing in storage', async () => {
    const storage = new SharedStorage();
    const first = tabWithoutBroadcast(storage);
    const second = tabWithoutBroadcast(storage);
    const third = tabWithoutBroadcast(storage);
    const [one, two, three] = [heardBy(first), heardBy(second), heardBy(third)];
    first.post({ kind: 'signedOut' });
    second.post({ kind: 'balance', balance: { cash: 12_345, bonus: 0 } });
    await settle();
    expect(one.heard).toEqual([{ kind: 'balance', balance: { cash: 12_345, bonus: 0 } }]);
    expect(two.heard).toEqual([{ kind: 'signedOut' }]);
    expect(three.heard).toEqual([
      { kind: 'signedOut' },
      { kind: 'balance', balance: { cash: 12_345, bonus: 0 } },
    ]);
    expect(storage.snapshot()).toEqual({});
  });

  it('tells the same message twice when it is posted twice', async () => {
    const storage = new SharedStorage();
    const first = tabWithoutBroadcast(storage);
    const other = heardBy(tabWithoutBroadcast(storage));
    first.post({ kind: 'activity' });
    first.post({ kind: 'activity' });
    await settle();
    expect(other.heard).toEqual([{ kind: 'activity' }, { kind: 'activity' }]);
  });

  it('posts once the current work is done: what the tab stores meanwhile is there first', async () => {
    const storage = new SharedStorage();
    const first = tabWithoutBroadcast(storage);
    const order: string[] = [];
    const page = new EventTarget();
    storage.tabs.add(page);
    page.addEventListener('storage', (event) => order.push((event as StorageEvent).key!));
    first.post({ kind: 'signedIn' });
    storage.setItem('session', '{}');
    await settle();
    expect(order.filter((key, i) => order.indexOf(key) === i)).toEqual([
      'session',
      TAB_MESSAGE_KEY,
    ]);
  });

  it("ignores other keys, another site's text and messages it does not know", async () => {
    const storage = new SharedStorage();
    const other = heardBy(tabWithoutBroadcast(storage));
    storage.setItem('language', 'en');
    storage.setItem(TAB_MESSAGE_KEY, 'not json');
    storage.setItem(TAB_MESSAGE_KEY, JSON.stringify({ from: 'x', message: { kind: 'reload' } }));
    storage.setItem(
      TAB_MESSAGE_KEY,
      JSON.stringify({ from: 'x', message: { kind: 'balance', balance: { cash: -1, bonus: 0 } } }),
    );
    await settle();
    expect(other.heard).toEqual([]);
  });

  it('stops hearing once told to', async () => {
    const storage = new SharedStorage();
    const first = tabWithoutBroadcast(storage);
    const other = heardBy(tabWithoutBroadcast(storage));
    other.stop();
    first.post({ kind: 'limitChanged' });
    await settle();
    expect(other.heard).toEqual([]);
  });

  it('has no other tabs to tell where storage is refused', async () => {
    const window = Object.defineProperty(new EventTarget(), 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    }) as unknown as Window;
    const channel = createTabChannel({ BroadcastChannel: undefined, window });
    expect(() => channel.post({ kind: 'activity' })).not.toThrow();
    expect(channel.listen(() => {})).toBeTypeOf('function');
  });
});

describe('tab channel over BroadcastChannel', () => {
  const opened: BroadcastChannel[] = [];
  /** The platform's BroadcastChannel, each one kept to be closed after the test. */
  class Kept extends BroadcastChannel {
    constructor(name: string) {
      super(name);
      opened.push(this);
    }
  }
  afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

  it('tells the other tabs and never the tab that posted', async () => {
    const first = createTabChannel({ BroadcastChannel: Kept });
    const second = createTabChannel({ BroadcastChannel: Kept });
    const [one, two] = [heardBy(first), heardBy(second)];
    first.post({ kind: 'settled', interruption: 'realityCheck' });
    await settle();
    expect(two.heard).toEqual([{ kind: 'settled', interruption: 'realityCheck' }]);
    expect(one.heard).toEqual([]);
    expect(opened.map((channel) => channel.name)).toEqual([TAB_CHANNEL_NAME, TAB_CHANNEL_NAME]);
    one.stop();
    two.stop();
  });

  it('drops what is no message of the site', async () => {
    const first = createTabChannel({ BroadcastChannel: Kept });
    const { heard, stop } = heardBy(first);
    const stranger = new Kept(TAB_CHANNEL_NAME);
    stranger.postMessage('hello');
    stranger.postMessage({ from: 'other', message: { kind: 'settled', interruption: 'popup' } });
    stranger.postMessage({ from: 'other', message: { kind: 'activity', token: 'secret' } });
    await settle();
    expect(heard).toEqual([{ kind: 'activity' }]);
    stop();
  });
});
