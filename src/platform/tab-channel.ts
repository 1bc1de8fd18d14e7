import { tabMessageOf, type TabMessage } from '../../machines/app/tab-messages.ts';
import type { TabChannel } from '../../machines/ports.ts';

/** The BroadcastChannel every tab of the site joins. */
export const TAB_CHANNEL_NAME = 'anka-tabs';
/**
 * Where BroadcastChannel is missing, a message passes through this local-storage key: written,
 * then removed at once; the other tabs hear the write as a `storage` event.
 */
export const TAB_MESSAGE_KEY = 'tabMessage';

/** A message and the tab that sent it: a tab ignores its own. */
interface Envelope {
  from: string;
  message: TabMessage;
}

export interface TabChannelDeps {
  /** The browser's BroadcastChannel; undefined where it has none. */
  BroadcastChannel?: typeof BroadcastChannel;
  /** The window whose `storage` events carry the fallback's messages, and its local storage. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { localStorage: Storage };
  /** This tab's name in its envelopes; random unless given. */
  tabId?: string;
}

const quiet: TabChannel = { post: () => undefined, listen: () => () => undefined };

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);

/** The envelope's message, when it is one from another tab. */
function fromOtherTab(data: unknown, tabId: string): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { from, message } = data as Partial<Envelope>;
  return typeof from === 'string' && from !== tabId ? tabMessageOf(message) : undefined;
}

function parse(text: string | null): unknown {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Reading window.localStorage itself throws where storage is disabled (SecurityError).
function storageOf(window: TabChannelDeps['window']): Storage | null {
  try {
    return window?.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The other tabs over BroadcastChannel, or over `storage` events where it is missing; without
 * either (no browser, storage disabled) there are no other tabs to tell. A message is posted
 * once the current task's work is done: a sign-in is then already in storage when it is heard.
 */
export function createTabChannel(deps: TabChannelDeps = browserDeps()): TabChannel {
  const tabId = deps.tabId ?? randomId();
  const later = (fn: () => void) => queueMicrotask(fn);
  if (deps.BroadcastChannel) {
    const channel = new deps.BroadcastChannel(TAB_CHANNEL_NAME);
    return {
      post: (message) => later(() => channel.postMessage({ from: tabId, message })),
      listen(hear) {
        const onMessage = (event: MessageEvent) => {
          const message = fromOtherTab(event.data, tabId);
          if (message) hear(message);
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  const page = deps.window;
  const storage = storageOf(page);
  if (!page || !storage) return quiet;
  return {
    post: (message) =>
      later(() => {
        try {
          storage.setItem(TAB_MESSAGE_KEY, JSON.stringify({ from: tabId, message }));
          storage.removeItem(TAB_MESSAGE_KEY);
        } catch {
          // Storage full or refused: the other tabs learn it at their next read.
        }
      }),
    listen(hear) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== TAB_MESSAGE_KEY) return;
        const message = fromOtherTab(parse(event.newValue), tabId);
        if (message) hear(message);
      };
      page.addEventListener('storage', onStorage);
      return () => page.removeEventListener('storage', onStorage);
    },
  };
}

function browserDeps(): TabChannelDeps {
  if (typeof window === 'undefined') return {};
  return {
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    window,
  };
}
