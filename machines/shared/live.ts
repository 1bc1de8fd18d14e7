import type { CashDirection } from './finance.ts';

/** Where a page opens the platform's live stream (docs/api.md, "Live stream"). */
export const LIVE_STREAM_PATH = 'v1/live';

/** Why the platform ended the session a stream followed. */
export type LiveSessionEnd = 'signedOut' | 'credentialsChanged' | 'accountClosed' | 'expired';

/**
 * The live stream's events by name, with their data: the maintenance switch (also the first
 * event of every stream), and for a signed-in player's stream only, their balance moved, a new
 * notification or message, a deposit or withdrawal made or decided, and the session's end.
 */
export interface LiveEvents {
  maintenance: { status: boolean };
  balance: Record<string, never>;
  inbox: Record<string, never>;
  transaction: { transactionID: number; direction: CashDirection };
  session: { reason: LiveSessionEnd };
}

export type LiveEventName = keyof LiveEvents;

/** live ticket: what opens a signed-in player's stream, once, within `expiresIn` seconds. */
export interface LiveTicket {
  ticket: string;
  expiresIn: number;
}

/** The event the app actor emits for the cashier's pages (TransactionChanged). */
export const TRANSACTION_CHANGED = 'cashier.transactionChanged' as const;

/**
 * The app's news for the cashier's pages (emitted by the app actor): a deposit or withdrawal of
 * the signed-in player was made or changed status.
 */
export interface TransactionChanged {
  type: typeof TRANSACTION_CHANGED;
  transactionID: number;
  direction: CashDirection;
}
