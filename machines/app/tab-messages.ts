import type { WalletBalance } from '../shared/bonus.ts';
import type { SignedIn } from '../shared/session.ts';

/** The interruptions whose answer in one tab answers them in every tab. */
export type SharedInterruption = 'realityCheck' | 'playStopped';

/**
 * What one tab of the browser tells the others (src/platform/tab-channel.ts). Never a secret:
 * the other tabs, and the inspector, see every message. A sign-in says only that there is one;
 * the other tabs read it where this browser keeps it.
 */
export type TabMessage =
  | { kind: 'signedIn' }
  | { kind: 'signedOut' }
  /** The player did something here: the other tabs' inactivity timers start again too. */
  | { kind: 'activity' }
  | { kind: 'settled'; interruption: SharedInterruption }
  /** A limit or the reality check was changed on the protection page. */
  | { kind: 'limitChanged' }
  /** The player's own balance, as the platform answered it here. */
  | { kind: 'balance'; balance: WalletBalance };

/** What the app actor emits for the protection page: another tab changed a limit. */
export const PROTECTION_CHANGED_ELSEWHERE = 'protection.changedElsewhere' as const;
export interface ProtectionChangedElsewhere {
  type: typeof PROTECTION_CHANGED_ELSEWHERE;
}

/** Activity is told at most this often, so that typing does not flood the other tabs. */
export const TAB_ACTIVITY_EVERY_MS = 10_000;

/** The app's event for another tab's message (a sign-in is read from storage first). */
export type TabEvent =
  | { type: 'tabs.signedIn'; signedIn: SignedIn }
  | { type: 'tabs.signedOut' }
  | { type: 'tabs.activity' }
  | { type: 'tabs.settled'; interruption: SharedInterruption }
  | { type: 'tabs.limitChanged' }
  | { type: 'tabs.balance'; balance: WalletBalance };

/** What the app hands the tabs actor to tell the other tabs. */
export interface TabPost {
  type: 'tabs.post';
  message: TabMessage;
}

export const tabPost = (message: TabMessage): TabPost => ({ type: 'tabs.post', message });

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isBalance = (value: unknown): value is WalletBalance =>
  typeof value === 'object' &&
  value !== null &&
  isAmount((value as WalletBalance).cash) &&
  isAmount((value as WalletBalance).bonus);

/**
 * The message another tab sent, checked: anything else (another shape, another site's key) is
 * no message. Only the fields of its kind are kept.
 */
export function tabMessageOf(data: unknown): TabMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, interruption, balance } = data as Record<string, unknown>;
  switch (kind) {
    case 'signedIn':
    case 'signedOut':
    case 'activity':
    case 'limitChanged':
      return { kind };
    case 'settled':
      return interruption === 'realityCheck' || interruption === 'playStopped'
        ? { kind, interruption }
        : undefined;
    case 'balance':
      return isBalance(balance)
        ? { kind, balance: { cash: balance.cash, bonus: balance.bonus } }
        : undefined;
    default:
      return undefined;
  }
}

/** The app's event for a message other than a sign-in. */
export function tabEventOf(
  message: Exclude<TabMessage, { kind: 'signedIn' }>,
): Exclude<TabEvent, { type: 'tabs.signedIn' }> {
  switch (message.kind) {
    case 'settled':
      return { type: 'tabs.settled', interruption: message.interruption };
    case 'balance':
      return { type: 'tabs.balance', balance: message.balance };
    default:
      return { type: `tabs.${message.kind}` };
  }
}
