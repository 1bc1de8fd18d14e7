import type { LiveEventName, LiveSessionEnd } from '../shared/live.ts';
import type { LiveEvent } from './app.types.ts';

const SESSION_ENDS: readonly LiveSessionEnd[] = [
  'signedOut',
  'credentialsChanged',
  'accountClosed',
  'expired',
];

/** The stream's event names the site listens for (docs/api.md, "Live stream"). */
export const LIVE_EVENT_NAMES: readonly LiveEventName[] = [
  'maintenance',
  'balance',
  'inbox',
  'transaction',
  'session',
];

/**
 * The app's event for one event of the live stream: its name and its data as sent (JSON text).
 * Anything else (another name, data that does not parse or fit) is no event.
 */
export function liveEventOf(name: string, text: string): LiveEvent | undefined {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  switch (name) {
    case 'maintenance':
      return typeof data.status === 'boolean'
        ? { type: 'live.maintenance', status: data.status }
        : undefined;
    case 'balance':
      return { type: 'live.balance' };
    case 'inbox':
      return { type: 'live.inbox' };
    case 'transaction': {
      const { transactionID, direction } = data;
      return Number.isSafeInteger(transactionID) &&
        (direction === 'deposit' || direction === 'withdraw')
        ? { type: 'live.transaction', transactionID: transactionID as number, direction }
        : undefined;
    }
    case 'session':
      return SESSION_ENDS.includes(data.reason as LiveSessionEnd)
        ? { type: 'live.sessionEnded', reason: data.reason as LiveSessionEnd }
        : undefined;
    default:
      return undefined;
  }
}
