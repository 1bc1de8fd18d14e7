import type { EventObject } from 'xstate';

/** The event by which the cashier's news port says whether the live stream is open. */
export const CASHIER_STREAM = 'cashier.stream' as const;

/**
 * Whether the platform's live stream is open, as the port that brings a deposit's news says it:
 * once as it starts, then at every change (`changed`: it opened or closed while listened to).
 */
export interface CashierStream {
  type: typeof CASHIER_STREAM;
  open: boolean;
  changed: boolean;
}

const isStream = (event: EventObject): event is CashierStream => event.type === CASHIER_STREAM;

/** The guards a watched deposit's chart names to follow the stream. */
export const streamGuards = {
  withoutStream: ({ context }: { context: { live: boolean } }) => !context.live,
  // News sent while it was closed was missed: one look makes up for it.
  streamOpened: ({ event }: { event: EventObject }) =>
    isStream(event) && event.open && event.changed,
};

/** What `noteStream` assigns: the port's last word on the stream. */
export const streamNoted = ({ event }: { event: EventObject }) =>
  isStream(event) ? { live: event.open } : {};

/**
 * Between two looks at a watched deposit (in a state named `waiting`, beside `look`): the
 * stream's news of it, or the stream opening, leads to one look; every few seconds, a look only
 * while no stream is open.
 */
export const betweenLooks = (look: string) =>
  ({
    after: {
      pollInterval: [
        { guard: 'withoutStream', target: look },
        { target: 'waiting', reenter: true },
      ],
    },
    on: {
      'cashier.transactionChanged': { guard: 'isFollowedTransaction', target: look },
      [CASHIER_STREAM]: { guard: 'streamOpened', target: look, actions: 'noteStream' },
    },
  }) as const;
